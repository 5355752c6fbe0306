/** The project-local kernel spec: Jupyter finds it through JUPYTER_PATH; nothing global is touched. */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'fs';
import * as path from 'path';
import { kernelSpecDir, launcherPath } from './paths';

export interface KernelSpec {
  argv: string[];
  display_name: string;
  language: string;
}

/** The spec tslab's own installer would write, but starting tslab through our launcher. */
export function kernelSpec(node = process.execPath): KernelSpec {
  return { argv: [node, launcherPath, '{connection_file}'], display_name: 'TypeScript', language: 'typescript' };
}

/** Write (or refresh) kernel.json; returns true when it changed. Absolute paths, so it is generated, not committed. */
export function installKernelSpec(dir = kernelSpecDir, spec = kernelSpec()): boolean {
  const file = path.join(dir, 'kernel.json');
  const text = JSON.stringify(spec, null, 1) + '\n';
  if (existsSync(file) && readFileSync(file, 'utf8') === text) return false;
  mkdirSync(dir, { recursive: true });
  writeFileSync(file, text);
  return true;
}
