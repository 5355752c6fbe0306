/** Node's `os`, as much as a browser can tell (notebook 03a asks for the number of cores). */
const cores = (): number => Math.max(1, Number((globalThis as { navigator?: { hardwareConcurrency?: number } }).navigator?.hardwareConcurrency) || 1);

export const EOL = '\n';
export function availableParallelism(): number {
  return cores();
}
export function cpus(): { model: string; speed: number; times: Record<string, number> }[] {
  return Array.from({ length: cores() }, () => ({ model: 'browser', speed: 0, times: { user: 0, nice: 0, sys: 0, idle: 0, irq: 0 } }));
}
export function platform(): string {
  return 'browser';
}
export function type(): string {
  return 'Browser';
}
export function arch(): string {
  return 'wasm';
}
export function release(): string {
  return '';
}
export function hostname(): string {
  return 'localhost';
}
export function homedir(): string {
  return '/course';
}
export function tmpdir(): string {
  return '/tmp';
}
export function totalmem(): number {
  const gb = Number((globalThis as { navigator?: { deviceMemory?: number } }).navigator?.deviceMemory) || 0;
  return gb * 2 ** 30;
}
export function freemem(): number {
  return 0;
}
export function uptime(): number {
  return performance.now() / 1000;
}
export function endianness(): string {
  return 'LE';
}
export function loadavg(): number[] {
  return [0, 0, 0];
}
