// A kernel that does not outlive its front end. Jupyter names the process that started the kernel in
// JPY_PARENT_PID; ipykernel exits when that process goes (its "parent poller"), and so do we. If the
// front end is killed abruptly (kill -9 of jupyter-console or of a notebook server), the kernel is
// re-parented and would otherwise hold its memory, and its CPU if a cell was looping, forever.
// The watch runs in a worker thread, because a cell's busy loop keeps the main thread from timers.
'use strict';
const { Worker } = require('worker_threads');

const WATCH = `
const fs = require('fs');
const { workerData: { parent, pid, intervalMs } } = require('worker_threads');
// The parent pid as the kernel sees it now (Node's process.ppid is read once, at start); Linux only.
const currentParent = () => {
  try {
    return Number(fs.readFileSync('/proc/' + pid + '/stat', 'utf8').split(') ')[1].split(' ')[1]);
  } catch {
    return parent;
  }
};
const alive = (p) => {
  try { process.kill(p, 0); return true; } catch (e) { return e.code === 'EPERM'; }
};
const first = currentParent();
const timer = setInterval(() => {
  if (alive(parent) && currentParent() === first) return;
  clearInterval(timer);
  process.kill(pid, 'SIGTERM');
  // A SIGTERM handler cannot run while a cell loops: then the kernel is stopped outright.
  setTimeout(() => process.kill(pid, 'SIGKILL'), 2000);
}, intervalMs);
`;

/**
 * Starts the watch when Jupyter gave a parent pid (env JPY_PARENT_PID); returns the worker, or null.
 * The worker is unref'd: it never keeps the kernel alive by itself.
 */
function watchParent({ env = process.env, intervalMs = 1000 } = {}) {
  const parent = Number(env.JPY_PARENT_PID);
  // On Windows JPY_PARENT_PID is a handle, not a pid.
  if (process.platform === 'win32' || !Number.isInteger(parent) || parent <= 1) return null;
  const worker = new Worker(WATCH, { eval: true, workerData: { parent, pid: process.pid, intervalMs }, resourceLimits: { maxOldGenerationSizeMb: 8 } });
  worker.unref();
  return worker;
}

module.exports = { watchParent };
