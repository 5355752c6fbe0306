/** Finding a Python that has Jupyter's modules, and installing them from Debian when we may. */
import { spawnSync } from 'child_process';
import { aptInstall, canUseApt } from './apt';
import { SetupError } from './setup-error';

/** Python modules the platform needs: the classic Notebook server, the executor, the HTML export. */
export const REQUIRED_MODULES = ['notebook', 'nbclient', 'nbconvert', 'nbformat', 'jupyter_client', 'ipykernel'];

/** Debian 12 packages that provide REQUIRED_MODULES (JupyterLab is not packaged there). */
export const DEBIAN_PACKAGES = [
  'jupyter-notebook', 'jupyter-nbconvert', 'python3-nbclient', 'jupyter-client', 'python3-ipykernel', 'jupyter-nbformat',
];

export const APT_COMMAND = `apt-get install -y --no-install-recommends ${DEBIAN_PACKAGES.join(' ')}`;
export const PIP_COMMAND = 'python3 -m pip install notebook nbclient nbconvert ipykernel';

export interface PythonProbe {
  python: string;
  /** Module name → version, for the modules that imported. */
  versions: Record<string, string>;
  missing: string[];
}

/**
 * Pythons to try, in order. Debian's /usr/bin/python3 comes before PATH because a pyenv or conda
 * python3 first on PATH usually lacks Debian's Jupyter modules.
 */
export function pythonCandidates(env: NodeJS.ProcessEnv = process.env): string[] {
  const list = [env.JUPYTER_PYTHON, '/usr/bin/python3', 'python3', 'python'].filter((p): p is string => !!p);
  return [...new Set(list)];
}

const PROBE = `
import importlib, json, sys
mods = sys.argv[1].split(',')
versions, missing = {}, []
for m in mods:
    try:
        versions[m] = getattr(importlib.import_module(m), '__version__', '?')
    except Exception:
        missing.append(m)
print(json.dumps({'versions': versions, 'missing': missing}))
`;

/** Ask one Python which of the modules it can import; undefined when it does not run at all. */
export function probePython(python: string, modules = REQUIRED_MODULES): PythonProbe | undefined {
  const r = spawnSync(python, ['-c', PROBE, modules.join(',')], { encoding: 'utf8', timeout: 60_000 });
  if (r.error || r.status !== 0) return undefined;
  try {
    const parsed = JSON.parse(r.stdout.trim().split('\n').pop() ?? '');
    return { python, versions: parsed.versions, missing: parsed.missing };
  } catch {
    return undefined;
  }
}

/** The first candidate Python with every required module, or the probes that fell short. */
export function findJupyter(candidates = pythonCandidates()): { found?: PythonProbe; probes: PythonProbe[] } {
  const probes: PythonProbe[] = [];
  for (const python of candidates) {
    const probe = probePython(python);
    if (!probe) continue;
    if (probe.missing.length === 0) return { found: probe, probes };
    probes.push(probe);
  }
  return { probes };
}

function missingMessage(probes: PythonProbe[]): string {
  const detail = probes.length
    ? probes.map((p) => `${p.python} lacks ${p.missing.join(', ')}`).join('; ')
    : 'no python3 was found';
  return [
    `Jupyter is missing (${detail}). Install it, then run the command again:`,
    `  Debian/Ubuntu:  sudo ${APT_COMMAND}`,
    `  elsewhere:      ${PIP_COMMAND}`,
    'and, if that Python is not /usr/bin/python3, point JUPYTER_PYTHON at it.',
  ].join('\n');
}

/**
 * A Python with Jupyter's modules. Installs Debian's packages when they are missing and the machine
 * allows it; otherwise throws a SetupError that names the exact command to run.
 */
export function ensureJupyter(opts: { install?: boolean; log?: (line: string) => void; candidates?: string[] } = {}): PythonProbe {
  const log = opts.log ?? (() => {});
  const first = findJupyter(opts.candidates);
  if (first.found) return first.found;
  if (opts.install === false || !canUseApt()) throw new SetupError(missingMessage(first.probes));
  log(`Jupyter not found; installing Debian's packages: ${DEBIAN_PACKAGES.join(' ')}`);
  const status = aptInstall(DEBIAN_PACKAGES);
  if (status !== 0) {
    throw new SetupError(`apt-get could not install Jupyter (exit ${status}).\n${missingMessage(first.probes)}`);
  }
  const second = findJupyter(opts.candidates);
  if (second.found) return second.found;
  throw new SetupError(missingMessage(second.probes));
}
