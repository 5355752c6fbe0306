/** The few facts the shims share: the project's folder as the browser kernel names it, and the site's URL. */
export const PROJECT_ROOT = '/course';

let siteBase = '';

/** The working folder of cells and the library (tslab runs from the project root). */
export function cwd(): string {
  return PROJECT_ROOT;
}

/** Where the site is served from (ends in '/'); set once by the worker's init. */
export function setSiteBase(url: string): void {
  siteBase = url;
}

export function siteUrl(relativePath: string): string {
  return new URL(relativePath, siteBase || (globalThis as { location?: { href: string } }).location?.href).href;
}
