/**
 * Jupyter's kernel conformance suite (`jupyter_kernel_test`), needed only by the tests
 * (test/kernel/test_conformance.py): found in the Jupyter Python, or installed from Debian as the
 * set-up does for Jupyter (root with apt-get); otherwise a SetupError naming the command.
 */
import { aptInstall, canUseApt } from './apt';
import { probePython } from './jupyter';
import { SetupError } from './setup-error';

export const KERNEL_TEST_PACKAGE = 'python3-jupyter-kernel-test';
export const KERNEL_TEST_APT_COMMAND = `apt-get install -y --no-install-recommends ${KERNEL_TEST_PACKAGE}`;
export const KERNEL_TEST_PIP_COMMAND = 'python3 -m pip install jupyter_kernel_test';

/** True when `python` can import jupyter_kernel_test. */
export function hasKernelTestSuite(python: string): boolean {
  return probePython(python, ['jupyter_kernel_test'])?.missing.length === 0;
}

export function ensureKernelTestSuite(python: string, opts: { install?: boolean; log?: (line: string) => void } = {}): void {
  if (hasKernelTestSuite(python)) return;
  const how = `Jupyter's kernel test suite (jupyter_kernel_test) is missing from ${python}. Install it, then run the command again:\n` +
    `  Debian/Ubuntu:  sudo ${KERNEL_TEST_APT_COMMAND}\n  elsewhere:      ${KERNEL_TEST_PIP_COMMAND}`;
  if (opts.install === false || !canUseApt()) throw new SetupError(how);
  opts.log?.(`jupyter_kernel_test not found; installing Debian's package: ${KERNEL_TEST_PACKAGE}`);
  const status = aptInstall([KERNEL_TEST_PACKAGE]);
  if (status !== 0 || !hasKernelTestSuite(python)) throw new SetupError(`apt-get could not install it (exit ${status}).\n${how}`);
}
