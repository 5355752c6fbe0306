/**
 * Node's `module.SourceMap`, as far as platform/kernel/error-report.cjs uses it: built from a source
 * map's JSON, `findEntry(line, column)` (0-based) gives the mapping at or before that place, with
 * Node's semantics (a binary search over all segments in generated order; `{}` before the first).
 * A map `{ identity: true }` maps every place to itself: the kernel passes it for frames it has
 * already mapped through the library bundle's own map (see library-frames.ts).
 */
const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((c, i) => [c, i]));

/** [generatedLine, generatedColumn, sourceIndex, originalLine, originalColumn] per segment. */
type Segment = [number, number, number, number, number];

export interface SourceMapJson {
  identity?: boolean;
  sources?: string[];
  mappings?: string;
  sourceRoot?: string;
}

/** Decodes one segment's base64 VLQ fields starting at `at`; returns the fields and where it stopped. */
function decodeFields(text: string, at: number): { fields: number[]; next: number } {
  const fields: number[] = [];
  let value = 0;
  let shift = 0;
  let i = at;
  for (; i < text.length; i++) {
    const c = text[i];
    if (c === ',' || c === ';') break;
    const digit = DIGIT.get(c) ?? 0;
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return { fields, next: i };
}

function parseMappings(mappings: string): Segment[] {
  const out: Segment[] = [];
  let line = 0;
  let column = 0;
  let source = 0;
  let originalLine = 0;
  let originalColumn = 0;
  let i = 0;
  while (i < mappings.length) {
    const c = mappings[i];
    if (c === ';') {
      line++;
      column = 0;
      i++;
      continue;
    }
    if (c === ',') {
      i++;
      continue;
    }
    const { fields, next } = decodeFields(mappings, i);
    i = next;
    column += fields[0] ?? 0;
    if (fields.length >= 4) {
      source += fields[1];
      originalLine += fields[2];
      originalColumn += fields[3];
    }
    out.push([line, column, source, originalLine, originalColumn]);
  }
  return out;
}

export interface SourceMapEntry {
  generatedLine?: number;
  generatedColumn?: number;
  originalSource?: string;
  originalLine?: number;
  originalColumn?: number;
}

export class SourceMap {
  readonly payload: SourceMapJson;
  private segments: Segment[] | null = null;

  constructor(payload: SourceMapJson) {
    this.payload = payload;
  }

  findEntry(line: number, column: number): SourceMapEntry {
    if (this.payload.identity) return { generatedLine: line, generatedColumn: column, originalLine: line, originalColumn: column };
    const all = (this.segments ??= parseMappings(this.payload.mappings ?? ''));
    let first = 0;
    let count = all.length;
    while (count > 1) {
      const step = count >> 1;
      const middle = first + step;
      const m = all[middle];
      if (line < m[0] || (line === m[0] && column < m[1])) count = step;
      else {
        first = middle;
        count -= step;
      }
    }
    const e = all[first];
    if (!e || (first === 0 && (line < e[0] || (line === e[0] && column < e[1])))) return {};
    const sources = this.payload.sources ?? [];
    return { generatedLine: e[0], generatedColumn: e[1], originalSource: sources[e[2]], originalLine: e[3], originalColumn: e[4] };
  }
}
