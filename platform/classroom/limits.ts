/**
 * What one student may use, and the kernel spec that enforces it. Every student's kernel starts as
 *
 *     prlimit --data=<bytes> -- nice -n <nice> node --max-old-space-size=<MiB> launcher.cjs {connection_file}
 *
 * - `--max-old-space-size` stops a runaway JavaScript heap (arrays, objects) with V8's own "heap out of
 *   memory": that kernel dies, Jupyter restarts it, nobody else notices.
 * - `prlimit --data` (RLIMIT_DATA) also caps memory outside the heap (typed arrays): a 20 GB
 *   `new Float64Array` fails at once instead of eating the machine. RLIMIT_DATA, not RLIMIT_AS,
 *   because V8 reserves far more address space than it ever touches.
 * - `nice` keeps the hub, the proxy and the servers ahead of busy kernels, so pages keep loading while
 *   someone's loop spins; a fair share *between* students needs cgroups (see deploy/).
 * Idle kernels and idle servers are shut down by the notebook server itself (see serverArgs).
 */
import * as path from 'path';
import { checkInteger } from '../../lib/check';
import { launcherPath } from '../paths';
import { KERNEL_MALLOC_ENV, type KernelSpec } from '../kernel/kernel-spec';

export interface Limits {
  /** JavaScript heap of a kernel, MiB. */
  heapMiB: number;
  /** Data segment of a kernel (heap + typed arrays + code), MiB. */
  dataMiB: number;
  /** Niceness of kernels (0–19). */
  nice: number;
  /** A kernel idle this long is shut down, seconds (0: never). */
  kernelIdleSeconds: number;
  /** A server with no kernel and no browser activity this long stops itself, seconds (0: never). */
  serverIdleSeconds: number;
}

export const DEFAULT_LIMITS: Limits = { heapMiB: 1024, dataMiB: 2048, nice: 10, kernelIdleSeconds: 1800, serverIdleSeconds: 3600 };

/** Throws a RangeError naming the first value out of range. */
export function checkLimits(limits: Limits): Limits {
  checkInteger('heapMiB', limits.heapMiB, 128, 65536);
  checkInteger('dataMiB', limits.dataMiB, limits.heapMiB, 131072);
  checkInteger('nice', limits.nice, 0, 19);
  checkInteger('kernelIdleSeconds', limits.kernelIdleSeconds, 0, 7 * 86400);
  checkInteger('serverIdleSeconds', limits.serverIdleSeconds, 0, 7 * 86400);
  return limits;
}

/** The TypeScript kernel with the limits around it (same launcher as `npm start`'s kernel). */
export function limitedKernelSpec(limits: Limits, node = process.execPath): KernelSpec {
  checkLimits(limits);
  return {
    argv: [
      '/usr/bin/prlimit', `--data=${limits.dataMiB * 1024 * 1024}`, '--',
      '/usr/bin/nice', '-n', String(limits.nice),
      node, `--max-old-space-size=${limits.heapMiB}`, launcherPath, '{connection_file}',
    ],
    display_name: 'TypeScript',
    language: 'typescript',
    env: { ...KERNEL_MALLOC_ENV }, // the same allocator settings as npm start's kernel (timings without page faults)
  };
}

/** The single-user server's own culling and the one kernel it offers (options of Notebook 6.4). */
export function serverArgs(limits: Limits): string[] {
  return [
    `--MappingKernelManager.cull_idle_timeout=${limits.kernelIdleSeconds}`,
    '--MappingKernelManager.cull_interval=60',
    // A kernel stuck in a loop counts as busy; culling it too frees the core once nobody watches.
    '--MappingKernelManager.cull_busy=True',
    '--MappingKernelManager.cull_connected=False',
    `--NotebookApp.shutdown_no_activity_timeout=${limits.serverIdleSeconds}`,
    // Only the course's kernel: Python's would run without the limits above.
    '--KernelSpecManager.allowed_kernelspecs=tslab',
    '--KernelSpecManager.ensure_native_kernel=False',
  ];
}

/** Where the limited kernel spec lives inside a JUPYTER_PATH folder. */
export function kernelSpecDirIn(jupyterPathDir: string): string {
  return path.join(jupyterPathDir, 'kernels', 'tslab');
}
