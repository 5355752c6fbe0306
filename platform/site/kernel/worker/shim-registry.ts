/**
 * Node's modules as the browser kernel gives them, one instance for cells and the library bundle
 * (whose built-in imports read `globalThis.__courseShim(name)`).
 */
import * as fs from '../shims/fs';
import pathShim from '../shims/path';
import * as os from '../shims/os';
import * as crypto from '../shims/crypto';
import * as moduleShim from '../shims/module';
import { processShim } from '../shims/process';
import { unavailableModule, UNAVAILABLE } from '../shims/unavailable';
import * as util from './inspect-util';
import { report } from './report';
import { siteUrl } from '../shims/process-state';

/** The widgets' page script, prebuilt at site-build time (kernel/widgets.json), read on first use. */
function prebuiltWidgetBundle(): { code: string; hash: string } | undefined {
  const xhr = new XMLHttpRequest();
  xhr.open('GET', siteUrl('kernel/widgets.json'), false);
  xhr.send();
  return xhr.status >= 200 && xhr.status < 300 ? JSON.parse(xhr.responseText) : undefined;
}

const shims: Record<string, unknown> = {
  fs,
  path: pathShim,
  os,
  crypto,
  module: moduleShim,
  process: processShim,
  util,
  'error-report': report,
};

/** A Node module by name (with or without `node:`): the shim, or one whose every use names what the browser lacks. */
export function shimFor(name: string): unknown {
  const bare = name.replace(/^node:/, '');
  if (Object.prototype.hasOwnProperty.call(shims, bare)) return shims[bare];
  return unavailableModule(bare);
}

export function hasShim(name: string): boolean {
  return Object.prototype.hasOwnProperty.call(shims, name.replace(/^node:/, ''));
}

export function isUnavailable(name: string): boolean {
  return Object.prototype.hasOwnProperty.call(UNAVAILABLE, name.replace(/^node:/, ''));
}

export function installShims(): void {
  const g = globalThis as Record<string, unknown>;
  g.__courseShims = shims;
  g.__courseShim = shimFor;
  // Where lib/notebook's explainError finds the kernel's error formatter (kernel-display.ts), as on the server.
  g.__courseErrorReport__ = report;
  // lib/widgets/bundle.ts's widgetBundle() takes this instead of running esbuild.
  let widgets: { code: string; hash: string } | undefined;
  Object.defineProperty(g, '__courseWidgetBundle', { configurable: true, get: () => (widgets ??= prebuiltWidgetBundle()) });
  if (typeof g.setImmediate !== 'function') {
    g.setImmediate = (fn: (...args: unknown[]) => void, ...args: unknown[]) => setTimeout(fn, 0, ...args);
    g.clearImmediate = (id: ReturnType<typeof setTimeout>) => clearTimeout(id);
  }
}
