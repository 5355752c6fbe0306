/** Where the platform keeps things: everything inside the project, nothing global. */
import * as path from 'path';
import { projectRoot } from '../lib/project-root';

export { projectRoot };
/** Project-local Jupyter data: the kernel spec lives in `share/jupyter/kernels/tslab`. */
export const localJupyterDir = path.join(projectRoot, '.jupyter-local');
/** The folder to put on `JUPYTER_PATH` so Jupyter finds the project's kernel spec. */
export const jupyterPath = path.join(localJupyterDir, 'share', 'jupyter');
/** The kernel spec folder of the TypeScript kernel. */
export const kernelSpecDir = path.join(jupyterPath, 'kernels', 'tslab');
export const notebooksDir = path.join(projectRoot, 'notebooks');
/** The project's custom.css and custom.js for the classic Notebook (left-aligned Markdown tables). */
export const customDir = path.join(projectRoot, 'platform', 'kernel', 'custom');
/** Jupyter's config folder for the server `npm start` runs (holds custom/custom.css). */
export const localConfigDir = path.join(localJupyterDir, 'config');
export const buildDir = path.join(projectRoot, 'build');
/** The Node script Jupyter runs to start tslab from the project root. */
export const launcherPath = path.join(projectRoot, 'platform', 'kernel', 'launcher.cjs');
/** The Python side of notebook execution (nbclient + nbconvert). */
export const executorScript = path.join(projectRoot, 'platform', 'kernel', 'execute_notebook.py');

/** Environment for every Jupyter process we start: finds the project's kernel spec first. */
export function jupyterEnv(base: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const existing = base.JUPYTER_PATH ? path.delimiter + base.JUPYTER_PATH : '';
  return { ...base, JUPYTER_PATH: jupyterPath + existing, PYTHONUNBUFFERED: '1' };
}
