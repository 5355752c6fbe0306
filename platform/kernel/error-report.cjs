// Errors that point at the student's line: the kernel's formatter for runtime errors and TypeScript
// diagnostics, and the registry of compiled code it needs to turn a JavaScript stack into lines of the
// cell and of lib/.
//
// Plain CommonJS (no TypeScript) because the kernel launcher loads it before any compiler exists;
// notebooks reach it through lib/notebook/explain-error.ts, which loads this same file (one module
// instance per kernel process, so the registry is shared).
//
// How a position is found: tslab compiles each cell (and each lib/ file it imports) twice, TypeScript
// → ES module JavaScript → CommonJS. The adapter (tslab-adapter.cjs) asks for a source map at each
// step and registers both here; `sourceURL` names each cell's code `tslab-cell-N`, so its frames are
// told apart from other cells' (all run in one `vm` context).
'use strict';
const fs = require('fs');
const path = require('path');
const util = require('util');
const { SourceMap } = require('module');

/** Compiled cells by sourceURL name: { source, count, first, second }; the newest MAX_CELLS kept. */
const cells = new Map();
/** Compiled lib/ files by the path tslab runs them under (…/x.js): { tsPath, first, second }. */
const files = new Map();
/** A kernel runs for hours: older cells' maps go (an error in such a cell's function then shows no line). */
const MAX_CELLS = 500;
const MAX_FILES = 2000;
/** The compiled library's view (library-view.cjs), when the kernel imports lib/ compiled; its maps load on first use. */
let compiledView = null;
let cellSerial = 0;
let projectRoot = process.cwd();
/** The cell being executed now: its source and the execution count shown as In [n]. */
let current = { source: '', count: null };
/** The sourceURL name the current cell's code was given (null until it is compiled). */
let latest = null;

function setProjectRoot(dir) {
  projectRoot = dir;
}

function setCompiledLibrary(view) {
  compiledView = view;
}

/** Adds to a registry, dropping its oldest entry past `max`. */
function remember(map, key, value, max) {
  map.delete(key);
  map.set(key, value);
  if (map.size > max) map.delete(map.keys().next().value);
}

/** The entry of a compiled library file (…/lib/x.js, one esbuild map to lib/x.ts), loaded once. */
function compiledFile(jsPath) {
  if (!compiledView || !jsPath.startsWith(compiledView.outLib) || !jsPath.endsWith('.js')) return undefined;
  if (files.has(jsPath)) return files.get(jsPath);
  let entry = null;
  try {
    const tsPath = compiledView.srcLib + jsPath.slice(compiledView.outLib.length).replace(/\.js$/, '.ts');
    entry = { tsPath, first: new SourceMap(JSON.parse(fs.readFileSync(`${jsPath}.map`, 'utf8'))), second: null };
  } catch {
    entry = null;
  }
  remember(files, jsPath, entry, MAX_FILES);
  return entry;
}

/** Called before a cell is compiled, so its registration knows its source and In [n] number. */
function beginCell(source, count) {
  current = { source, count };
  latest = null;
}

function latestCellName() {
  return latest;
}

/** A new sourceURL name for a compiled cell, registered with its two source maps. */
function registerCell(first, second) {
  const name = `tslab-cell-${++cellSerial}`;
  latest = name;
  remember(cells, name, { source: current.source, count: current.count, first: new SourceMap(first), second: new SourceMap(second) }, MAX_CELLS);
  return name;
}

function registerFile(jsPath, tsPath, first, second) {
  remember(files, jsPath, { tsPath, first: new SourceMap(first), second: new SourceMap(second) }, MAX_FILES);
}

/** Generated (1-based line, column) → original (1-based line, 0-based column) through both maps (or one). */
function mapThrough(entry, line, column) {
  const a = entry.second ? entry.second.findEntry(line - 1, column) : { originalLine: line - 1, originalColumn: column };
  if (!a || a.originalLine === undefined) return null;
  const b = entry.first.findEntry(a.originalLine, a.originalColumn);
  if (!b || b.originalLine === undefined) return null;
  return { line: b.originalLine + 1, column: b.originalColumn };
}

/** One stack line (`    at f (file:12:5)`) as { file, line, column }, or null. */
function parseFrame(text) {
  const m = /^\s*at (?:.*? \()?(.+?):(\d+):(\d+)\)?$/.exec(text);
  return m ? { file: m[1], line: Number(m[2]), column: Number(m[3]) - 1 } : null;
}

/**
 * The frames of `stack` that belong to cells or to lib/, innermost first:
 * { kind: 'cell', name, count, line, column, text } or { kind: 'lib', file, line, column, text }.
 */
const CHECK_MODULE = path.join('lib', 'check.ts');

function mappedFrames(stack) {
  const out = [];
  for (const text of String(stack || '').split('\n')) {
    const f = parseFrame(text);
    if (!f) continue;
    const cell = cells.get(f.file);
    if (cell) {
      // The cell's TypeScript starts with tslab's one-line prefix `export {};`, so TypeScript's
      // 0-based line n is the cell's 1-based line n.
      const p = mapThrough(cell, f.line, f.column);
      if (p && p.line >= 1) out.push({ kind: 'cell', name: f.file, count: cell.count, line: p.line - 1, column: p.column, text: lineOf(cell.source, p.line - 1) });
      continue;
    }
    const file = files.get(f.file) || compiledFile(f.file);
    if (file) {
      const p = mapThrough(file, f.line, f.column);
      if (p) out.push({ kind: 'lib', file: path.relative(projectRoot, file.tsPath), line: p.line, column: p.column, text: readLine(file.tsPath, p.line) });
    }
  }
  return out;
}

function lineOf(source, line) {
  return String(source).split('\n')[line - 1] ?? '';
}

function readLine(file, line) {
  try {
    return lineOf(fs.readFileSync(file, 'utf8'), line);
  } catch {
    return '';
  }
}

const RED = '\x1b[0;31m';
const BOLD_RED = '\x1b[1;31m';
const GREEN = '\x1b[0;32m';
const RESET = '\x1b[0m';

/**
 * A source line with its number and a caret line under the columns `[start, end)`. The caret line copies
 * the line's own tabs so it stays aligned however a front end renders them.
 */
function quote(lineNo, text, [start, end], color) {
  const number = String(lineNo);
  const gutter = ' '.repeat(Math.max(0, 5 - number.length)) + number + ' | ';
  const blank = ' '.repeat(Math.max(5, number.length)) + ' | ';
  const from = Math.max(0, Math.min(start, text.length));
  const to = Math.max(from + 1, Math.min(end, text.length));
  const pad = text.slice(0, from).replace(/[^\t]/g, ' ');
  const on = color ? RED : '';
  const off = color ? RESET : '';
  return [`${gutter}${text}`, `${blank}${pad}${on}${'^'.repeat(to - from)}${off}`];
}

/**
 * What a runtime caret underlines: the word at the column (an identifier, or `new X`), or, where the
 * mapped column falls on punctuation (code tslab rewrote, e.g. a call of an earlier cell's function),
 * the whole statement on the line. [start, end).
 */
function wordAt(text, column) {
  const m = /^(new\s+[\w$.]+|[\w$]+)/.exec(text.slice(column));
  if (m) return [column, column + m[0].length];
  // A call whose position maps to its `(`: the name called.
  const called = /[\w$]+$/.exec(text.slice(0, column));
  if (text[column] === '(' && called) return [called.index, column];
  const start = text.length - text.trimStart().length;
  return [start, Math.max(start + 1, text.replace(/[\s;]+$/, '').length)];
}

function describeValue(value) {
  return util.inspect(value, { depth: 2, breakLength: Infinity });
}

/** `RangeError`, `Error`, … for an Error; for any other thrown value, what it is. */
function nameAndMessage(err) {
  if (err instanceof Error || (err && typeof err === 'object' && typeof err.stack === 'string' && 'message' in err)) {
    const name = err.name || (err.constructor && err.constructor.name) || 'Error';
    return { ename: String(name), evalue: String(err.message ?? '') };
  }
  return { ename: 'Thrown value', evalue: describeValue(err) };
}

/** Interruptions (Kernel → Interrupt, or nbclient's timeout) in words a student reads. */
function isInterrupt(err) {
  // Node's vm (breakOnSigint) for synchronous code; tslab's executor for an awaited promise.
  return err instanceof Error && (/^Script execution (was )?interrupted/.test(err.message) || err.message === 'Interrupted asynchronously');
}

/**
 * A runtime error as Jupyter's error content { ename, evalue, traceback }: the name and message
 * first, then the innermost lib/ line (if the throw happened there), then the cell line.
 * `cellName` is the sourceURL of the cell being executed (frames of other cells say which In [n]).
 */
function runtimeError(err, opts = {}) {
  const color = opts.color !== false;
  if (isInterrupt(err)) {
    return {
      ename: 'Interrupted',
      evalue: 'the cell was stopped before it finished (Kernel → Interrupt, or a time limit)',
      traceback: [`${color ? BOLD_RED : ''}Interrupted${color ? RESET : ''}: the cell was stopped before it finished (Kernel → Interrupt, or a time limit).\n` +
        'Variables keep the values they had when it stopped; run the cell again to start over.'],
    };
  }
  const { ename, evalue } = nameAndMessage(err);
  const head = `${color ? BOLD_RED : ''}${ename}${color ? RESET : ''}: ${evalue}`;
  const frames = mappedFrames(err && err.stack);
  // lib/check.ts only words a refusal: show the library line that asked for the check instead.
  while (frames.length > 1 && frames[0].kind === 'lib' && frames[0].file === CHECK_MODULE && frames[1].kind === 'lib') frames.shift();
  const lines = [head];
  const where = (f, prefix) => {
    const label = f.kind === 'lib'
      ? `${f.file}, line ${f.line}`
      : `${f.name === opts.cellName || !f.count ? 'this cell' : `cell In [${f.count}]`}, line ${f.line}`;
    const [start, end] = wordAt(f.text, f.column);
    lines.push('', `${color ? GREEN : ''}${prefix}${label}${color ? RESET : ''}`, ...quote(f.line, f.text, [start, end], color));
  };
  const firstCell = frames.findIndex((f) => f.kind === 'cell');
  if (frames.length === 0) {
    lines.push('', err instanceof Error
      ? 'no line of a notebook cell or of lib/ is on its stack.'
      : 'thrown by this cell; no line is known, because only an Error records where it was thrown (throw new Error(…)).');
  } else {
    if (frames[0].kind === 'lib') where(frames[0], '');
    if (firstCell >= 0) {
      const inner = frames[firstCell];
      where(inner, frames[0].kind === 'lib' ? 'called from ' : '');
      // A function of an earlier cell failed: show where this cell called it, too.
      if (opts.cellName && inner.name !== opts.cellName) {
        const outer = frames.slice(firstCell).reverse().find((f) => f.kind === 'cell' && f.name === opts.cellName);
        if (outer) where(outer, 'called from ');
      }
    }
  }
  return { ename, evalue, traceback: [lines.join('\n')] };
}

/**
 * tslab's diagnostics (converter.js: { start: {offset, line, character}, end, messageText, code,
 * fileName? }, a message chain flattened into entries sharing start/end) as Jupyter's error content.
 */
function typeErrors(diagnostics, source, opts = {}) {
  const color = opts.color !== false;
  // Regroup message chains: a chain's entries share their span; the first one carries the file.
  const groups = [];
  for (const d of diagnostics) {
    const last = groups[groups.length - 1];
    const sameSpan = last && last.start.offset === d.start.offset && last.end.offset === d.end.offset && last.start.line === d.start.line;
    if (sameSpan && d.fileName === undefined && last.messages.length < 8) {
      last.messages.push(d.messageText);
    } else {
      groups.push({ start: d.start, end: d.end, code: d.code, fileName: d.fileName, messages: [d.messageText] });
    }
  }
  const first = groups[0];
  const more = groups.length > 1 ? ` (and ${groups.length - 1} more)` : '';
  const evalue = `${first.messages[0]}${more}`;
  const ename = 'TypeScriptError';
  const out = [`${color ? BOLD_RED : ''}${ename}${color ? RESET : ''}: ${evalue}`];
  for (const g of groups.slice(0, 5)) {
    const line = g.start.line + 1;
    const text = g.fileName ? readLine(path.resolve(projectRoot, g.fileName), line) : lineOf(source, line);
    const end = g.end.line === g.start.line ? g.end.character : text.length;
    const label = g.fileName ? `${g.fileName}, line ${line}` : `this cell, line ${line}`;
    out.push('', `${color ? GREEN : ''}${label}${color ? RESET : ''} (TS${g.code})`, ...quote(line, text, [g.start.character, end], color));
    g.messages.forEach((m, i) => out.push(`${'  '.repeat(i + 1)}${m}`));
  }
  if (groups.length > 5) out.push('', `… and ${groups.length - 5} more.`);
  return { ename, evalue, traceback: [out.join('\n')] };
}

/** The traceback as plain text (no colour codes), e.g. for a display or a terminal. */
function plainText(content) {
  return content.traceback.join('\n').replace(/\x1b\[[0-9;]*m/g, '');
}

module.exports = {
  setProjectRoot, setCompiledLibrary, beginCell, latestCellName, registerCell, registerFile, mappedFrames, runtimeError, typeErrors, plainText, quote,
  get currentCell() {
    return current;
  },
  /** How many cells and files the registries hold now (they are bounded: MAX_CELLS, MAX_FILES). */
  get registrySizes() {
    return { cells: cells.size, files: files.size };
  },
  MAX_CELLS,
};
