/**
 * Finding Chromium for the browser tests, and installing Debian's package when the machine allows
 * (root with apt-get), as the set-up does for Jupyter. Otherwise a SetupError (the platform's CLI
 * prints it as one line) naming the command.
 */
import { existsSync } from 'fs';
import { aptInstall, canUseApt } from './apt';
import { SetupError } from './setup-error';

/** Where Chromium is looked for, in order (CHROMIUM_PATH overrides). */
export const CHROMIUM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

/**
 * The command-line switches every test and benchmark launches Chromium with: no sandbox (root in a
 * container), no GPU, and nothing of Chromium's own that would share the two cores with the page
 * measured — no network of its own (QUIC, background requests, component updates, sync), and none of
 * the omnibox popup's WebUI, which Chromium 156 builds for every new tab, headless too, where no one
 * sees it: about 0.8 CPU-seconds a tab, and 0.4 s on the site's warm first chart (environment.md).
 */
export const CHROMIUM_ARGS: string[] = [
  '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync',
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,PreloadTopChromeWebUI',
];

/** The Debian/Ubuntu command that installs it. */
export const CHROMIUM_APT_COMMAND = 'apt-get install -y --no-install-recommends chromium';

/** The first Chromium executable found, or undefined. */
export function findChromium(env: NodeJS.ProcessEnv = process.env, candidates: readonly string[] = CHROMIUM_PATHS): string | undefined {
  const list = env.CHROMIUM_PATH ? [env.CHROMIUM_PATH, ...candidates] : candidates;
  return list.find((p) => existsSync(p));
}

/**
 * Path of a Chromium executable. Installs Debian's `chromium` when it is missing and we are root
 * with apt-get (unless `install: false`); otherwise throws a SetupError naming the exact command.
 */
export function ensureChromium(opts: { install?: boolean; log?: (line: string) => void; candidates?: readonly string[] } = {}): string {
  const log = opts.log ?? (() => {});
  const found = findChromium(process.env, opts.candidates);
  if (found) return found;
  const how = `Chromium is missing (looked for ${(opts.candidates ?? CHROMIUM_PATHS).join(', ')}; CHROMIUM_PATH overrides). Install it, then run the command again:\n  Debian/Ubuntu:  sudo ${CHROMIUM_APT_COMMAND}`;
  if (opts.install === false || !canUseApt()) throw new SetupError(how);
  log('Chromium not found; installing Debian\'s package: chromium');
  const status = aptInstall(['chromium']);
  const after = findChromium(process.env, opts.candidates);
  if (status !== 0 || !after) throw new SetupError(`apt-get could not install Chromium (exit ${status}).\n${how}`);
  return after;
}
