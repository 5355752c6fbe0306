/** The site's weight as a student's browser fetches it: files, bytes, and bytes when each file is gzipped (as web servers send them). */
import { readdirSync, readFileSync } from 'fs';
import * as path from 'path';
import { gzipSync } from 'zlib';

export interface SiteSize {
  files: number;
  bytes: number;
  gzip: number;
}

/** Every file under `dir`, with its size and gzip size summed (`filter` keeps some: a path relative to `dir`). */
export function siteSize(dir: string, filter: (rel: string) => boolean = () => true): SiteSize {
  const size: SiteSize = { files: 0, bytes: 0, gzip: 0 };
  const walk = (sub: string) => {
    for (const entry of readdirSync(path.join(dir, sub), { withFileTypes: true })) {
      const rel = path.join(sub, entry.name);
      if (entry.isDirectory()) walk(rel);
      else if (filter(rel)) {
        const bytes = readFileSync(path.join(dir, rel));
        size.files++;
        size.bytes += bytes.length;
        size.gzip += gzipSync(bytes).length;
      }
    }
  };
  walk('');
  return size;
}
