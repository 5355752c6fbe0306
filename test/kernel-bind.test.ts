// A kernel that cannot bind one of its ports exits with the reason (tslab-adapter.cjs) instead of staying
// alive and deaf: tslab 1.0.22 only logged the failed bind, and the notebook server then waited for a
// kernel_info reply that never came (the silent kernel of the classroom's load test, issue 33).
import { spawn } from 'child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'fs';
import * as net from 'net';
import * as os from 'os';
import * as path from 'path';
import { describe, expect, it } from 'vitest';
import { launcherPath } from '../platform/kernel';

function listen(port = 0): Promise<net.Server> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

describe('a kernel whose port is taken', () => {
  it('exits, naming the failed bind, instead of waiting deaf', { timeout: 120_000 }, async () => {
    const held = await listen();
    const free = await Promise.all([0, 1, 2, 3].map(() => listen()));
    const ports = free.map((s) => (s.address() as net.AddressInfo).port);
    await Promise.all(free.map((s) => new Promise((r) => s.close(r))));
    const dir = mkdtempSync(path.join(os.tmpdir(), 'kernel-bind-'));
    const connection = path.join(dir, 'kernel.json');
    writeFileSync(connection, JSON.stringify({
      shell_port: (held.address() as net.AddressInfo).port, iopub_port: ports[0], stdin_port: ports[1], control_port: ports[2], hb_port: ports[3],
      ip: '127.0.0.1', key: 'k', transport: 'tcp', signature_scheme: 'hmac-sha256', kernel_name: 'tslab',
    }));
    try {
      const child = spawn(process.execPath, [launcherPath, connection], { stdio: ['ignore', 'ignore', 'pipe'] });
      let stderr = '';
      child.stderr.on('data', (d) => (stderr += d));
      const code = await new Promise<number | null>((resolve) => {
        const timer = setTimeout(() => child.kill('SIGKILL'), 90_000);
        child.on('exit', (c) => { clearTimeout(timer); resolve(c); });
      });
      expect(stderr).toContain('tslab kernel: could not listen on its ports (Address already in use)');
      expect(code).toBe(1);
    } finally {
      held.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
