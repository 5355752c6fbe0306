/** Sizes of the built files, raw and gzipped (what a static host sends compressed). */
import * as fs from 'fs';
import * as path from 'path';
import { gzipSync } from 'zlib';

export interface FileSize {
  file: string;
  bytes: number;
  gzip: number;
}

export function sizeOf(outDir: string, rel: string): FileSize {
  const data = fs.readFileSync(path.join(outDir, rel));
  return { file: rel, bytes: data.length, gzip: gzipSync(data, { level: 9 }).length };
}

export function formatSizes(sizes: FileSize[]): string {
  const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
  return sizes.map((s) => `  ${s.file.padEnd(28)} ${kb(s.bytes).padStart(9)}  gzip ${kb(s.gzip).padStart(8)}`).join('\n');
}
