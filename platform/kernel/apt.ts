/** Installing Debian packages when the machine allows it (Linux, root, apt-get). */
import { spawnSync } from 'child_process';
import { existsSync } from 'fs';

/** True where installing Debian's packages can work: Linux, root, apt-get present. */
export function canUseApt(): boolean {
  return process.platform === 'linux' && typeof process.getuid === 'function' && process.getuid() === 0 &&
    existsSync('/usr/bin/apt-get');
}

/** `apt-get update` then install `packages` without recommends; returns apt-get's exit status. */
export function aptInstall(packages: string[]): number | null {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  if (update.status !== 0) return update.status;
  return spawnSync('apt-get', ['install', '-y', '--no-install-recommends', ...packages], { stdio: 'inherit', env }).status;
}
