/**
 * JupyterHub and its proxy, from Debian (PyPI is not needed): found on the machine, or installed as
 * the set-up installs Jupyter (root with apt-get); otherwise a SetupError naming the command.
 */
import { existsSync } from 'fs';
import { aptInstall, canUseApt } from './apt';
import { SetupError } from './setup-error';

export const HUB_PACKAGES = ['jupyterhub', 'node-configurable-http-proxy'];
export const HUB_APT_COMMAND = `apt-get install -y --no-install-recommends ${HUB_PACKAGES.join(' ')}`;
const PROGRAMS = ['/usr/bin/jupyterhub', '/usr/bin/jupyterhub-singleuser', '/usr/bin/configurable-http-proxy', '/usr/bin/prlimit', '/usr/bin/nice'];

/** The programs the classroom runs that are missing. */
export function missingHubPrograms(): string[] {
  return PROGRAMS.filter((p) => !existsSync(p));
}

export function ensureHubPackages(opts: { log?: (line: string) => void } = {}): void {
  if (missingHubPrograms().length === 0) return;
  const how = `The classroom needs JupyterHub (missing: ${missingHubPrograms().join(', ')}). Install it, then run the command again:\n  Debian/Ubuntu:  sudo ${HUB_APT_COMMAND}`;
  if (!canUseApt()) throw new SetupError(how);
  opts.log?.(`JupyterHub not found; installing Debian's packages: ${HUB_PACKAGES.join(' ')}`);
  const status = aptInstall(HUB_PACKAGES);
  if (status !== 0 || missingHubPrograms().length) throw new SetupError(`apt-get could not install them (exit ${status}).\n${how}`);
}
