/** The few facts the shims share: the project's folder as the browser kernel names it, and the site's URL. */
export const PROJECT_ROOT = '/course';

let siteBase = '';
let siteVersion = '';

/** The working folder of cells and the library (tslab runs from the project root). */
export function cwd(): string {
  return PROJECT_ROOT;
}

/**
 * Where the site is served from (ends in '/'), and the build's version of the files this worker reads
 * (empty: none); set once by the worker's init.
 */
export function setSiteBase(url: string, version = ''): void {
  siteBase = url;
  siteVersion = version;
}

/** A file of the site that the worker reads: versioned (`?v=`), so the browser may keep it and a restart offline finds it. */
export function siteUrl(relativePath: string): string {
  const url = new URL(relativePath, siteBase || (globalThis as { location?: { href: string } }).location?.href);
  if (siteVersion) url.searchParams.set('v', siteVersion);
  return url.href;
}
