/**
 * What `require('tslab')` gives cells and lib/notebook (kernel-display.ts): the same shape as tslab's
 * public.js — `display.html/svg/markdown/…/raw`, `newDisplay()` whose later calls update its output
 * in place (a transient display_id), `versions` — posting `display` messages for the current request.
 */
import { writeDisplay } from './output';
import { Bytes, bytesOf } from '../shims/bytes';

function newDisplayId(): string {
  const bytes = new Bytes(8);
  crypto.getRandomValues(bytes);
  return bytes.toString('hex');
}

class DisplayImpl {
  private update = false;
  constructor(private readonly id?: string) {}
  javascript(s: string) { this.raw('text/javascript', s); }
  html(s: string) { this.raw('text/html', s); }
  markdown(s: string) { this.raw('text/markdown', s); }
  latex(s: string) { this.raw('text/latex', s); }
  svg(s: string) { this.raw('image/svg+xml', s); }
  png(b: Uint8Array) { this.raw('image/png', b); }
  jpeg(b: Uint8Array) { this.raw('image/jpeg', b); }
  gif(b: Uint8Array) { this.raw('image/gif', b); }
  pdf(b: Uint8Array) { this.raw('application/pdf', b); }
  text(s: string) { this.raw('text/plain', s); }
  raw(contentType: string, b: string | Uint8Array): void {
    const value = b instanceof Uint8Array ? bytesOf(b).toString('base64') : b;
    const update = this.update;
    if (this.id) this.update = true;
    writeDisplay({ [contentType]: value }, this.id ? { display_id: this.id } : {}, update);
  }
}

export function createTslabApi(versions: { tslab: string; typescript: string; node: string }) {
  return {
    versions,
    display: new DisplayImpl(),
    newDisplay: () => new DisplayImpl(newDisplayId()),
  };
}
