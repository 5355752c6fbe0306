/**
 * platform/kernel: the notebook platform. It finds (or installs) Jupyter, writes the project-local tslab
 * kernel spec, executes notebooks headless and serves them; `npm run setup|start|notebooks` call
 * cli.ts, tests call the functions below.
 *
 * Glossary
 * - Kernel spec: the `kernel.json` that tells Jupyter how to start tslab; ours lives in the project
 *   (`.jupyter-local/`), found through `JUPYTER_PATH`, so nothing global is touched.
 * - Probe: what one Python interpreter has of the Jupyter modules we need.
 * - Run: one notebook executed headless (nbclient), with its outputs saved as .ipynb and .html, and
 *   the first failing cell (index, line, message) when it fails.
 * - Conformance suite: Jupyter's own kernel tests (`jupyter_kernel_test`), run against our spec by
 *   `npm test`; the adapter around tslab (tslab-adapter.cjs) is what makes them pass.
 * - Setup error: a problem the user can fix (missing Jupyter, old Node), reported in one line.
 */
export { SetupError } from './setup-error';
export {
  projectRoot,
  localJupyterDir,
  jupyterPath,
  kernelSpecDir,
  notebooksDir,
  buildDir,
  launcherPath,
  executorScript,
  jupyterEnv,
} from '../paths';
export { canUseApt, aptInstall } from './apt';
export {
  REQUIRED_MODULES,
  DEBIAN_PACKAGES,
  APT_COMMAND,
  PIP_COMMAND,
  pythonCandidates,
  probePython,
  findJupyter,
  ensureJupyter,
  type PythonProbe,
} from './jupyter';
export { CHROMIUM_ARGS, CHROMIUM_PATHS, CHROMIUM_APT_COMMAND, findChromium, ensureChromium } from './chromium';
export {
  KERNEL_TEST_PACKAGE,
  KERNEL_TEST_APT_COMMAND,
  KERNEL_TEST_PIP_COMMAND,
  hasKernelTestSuite,
  ensureKernelTestSuite,
} from './kernel-test-suite';
export { kernelSpec, installKernelSpec, type KernelSpec } from './kernel-spec';
export { MIN_NODE, checkNode, setup, type SetupResult } from './setup';
export { listNotebooks, resolveNotebooks, editions, editionOf, notebookName, TRANSLATED_LANGUAGES } from '../notebook-files/course-notebooks';
export { describeFailure, executeNotebook, executeAll, writeIndex, type CellFailure, type NotebookRun, type ExecuteOptions } from './execute';
export { HOST, portIsFree, findFreePort, startJupyter, type ServerOptions, type RunningServer } from './server';
export { ensureWorkspace, workspaceDir, type WorkspaceReport } from './workspace';
