// The shape of every function (issue 26, extended by issue 31): in every source file of `lib/` and of the
// platform (`platform/`, the site's front end and its browser kernel included; .ts, .cjs, .js, .mjs) no
// function, method or arrow is longer than 80 lines or takes more than 4 positional parameters — unless it
// is a hot loop whose comment, on the lines just above it, begins `// hot loop:`, names the readable code
// it mirrors (`mirrors name`, `mirrors name (file)` or `mirrors file`) and the test that checks both agree
// (test/….test.ts); the function, the file and the test must all exist.
// Read with TypeScript's own parser, so every kind of function is seen, nested ones included.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.join(__dirname, '..');
// Every folder of these two, walked whole: node_modules (the site's front end installs its own) and
// dot-folders (its build output, .build/) are not ours.
const TOPS = ['lib', 'platform'];
const SOURCE = /\.(ts|mts|cts|js|mjs|cjs)$/;
const MAX_LINES = 80;
const MAX_PARAMS = 4;

interface Offence {
  file: string;
  line: number;
  fn: string;
  why: string;
}

/** A readable name: the declared name, `Class.method`, or `<arrow in outer>` for an anonymous one. */
function nameOf(node: ts.Node): string {
  const own = (n: ts.Node): string | undefined => {
    if ((ts.isFunctionDeclaration(n) || ts.isFunctionExpression(n)) && n.name) return n.name.text;
    if (ts.isConstructorDeclaration(n)) return `${classOf(n)}constructor`;
    if ((ts.isMethodDeclaration(n) || ts.isGetAccessor(n) || ts.isSetAccessor(n)) && n.name) return `${classOf(n)}${n.name.getText()}`;
    const p = n.parent;
    if (p && ts.isVariableDeclaration(p) && ts.isIdentifier(p.name)) return p.name.text;
    if (p && ts.isPropertyAssignment(p)) return p.name.getText();
    if (p && ts.isPropertyDeclaration(p)) return `${classOf(p)}${p.name.getText()}`;
    return undefined;
  };
  const mine = own(node);
  if (mine) return mine;
  for (let p = node.parent; p; p = p.parent) {
    if (ts.isFunctionLike(p)) return `<${ts.isArrowFunction(node) ? 'arrow' : 'function'} in ${nameOf(p)}>`;
  }
  return `<${ts.isArrowFunction(node) ? 'arrow' : 'function'} at top level>`;
}

function classOf(member: ts.Node): string {
  const c = member.parent;
  return c && (ts.isClassDeclaration(c) || ts.isClassExpression(c)) && c.name ? `${c.name.text}.` : '';
}

/** The node whose leading comment counts as "just above" the function (its statement for `const f = …`). */
function commentHolder(node: ts.Node): ts.Node {
  const p = node.parent;
  if (p && ts.isVariableDeclaration(p) && p.parent?.parent && ts.isVariableStatement(p.parent.parent)) return p.parent.parent;
  if (p && (ts.isPropertyAssignment(p) || ts.isPropertyDeclaration(p))) return p;
  return node;
}

/** The text of a file with its `// hot loop:` notes blanked, so a note never finds the name it gives in itself. */
function withoutNotes(text: string): string {
  let inNote = false;
  return text.split('\n').map((line) => {
    const comment = line.trim().startsWith('//');
    inNote = comment && (inNote || line.trim().startsWith('// hot loop:'));
    return inNote ? '' : line;
  }).join('\n');
}

/** A file a note names, as written from the root or from the noted file's folder, or undefined. */
function fileNamed(from: string, name: string): string | undefined {
  return [name, path.join(path.dirname(from), name)].find((f) => existsSync(path.join(root, f)));
}

const wordIn = (word: string, text: string) => new RegExp(`(^|[^\\w$])${word.replace(/\$/g, '\\$')}($|[^\\w$])`).test(text);

/** Whether the readable function `name` is written in `file` (a named one) or else in the noted file or its folder. */
function functionFound(from: string, fromText: string, name: string, file: string | undefined): boolean {
  if (file) return wordIn(name, withoutNotes(readFileSync(path.join(root, file), 'utf8')));
  if (wordIn(name, withoutNotes(fromText))) return true;
  const dir = path.join(root, path.dirname(from));
  if (!existsSync(dir)) return false;
  return readdirSync(dir).filter((f) => SOURCE.test(f) && f !== path.basename(from))
    .some((f) => wordIn(name, withoutNotes(readFileSync(path.join(dir, f), 'utf8'))));
}

/**
 * The `// hot loop:` comment just above the function, when it names the readable code it mirrors (a function
 * or a file, which exists: `mirrors name`, `mirrors name()`, `mirrors name (file)`, `mirrors name in file`,
 * `mirrors file`) and the test that checks both agree (test/….test.ts, which exists).
 */
function hotLoopNote(source: ts.SourceFile, node: ts.Node): { ok: boolean; why?: string } {
  const holder = commentHolder(node);
  const ranges = ts.getLeadingCommentRanges(source.text, holder.getFullStart()) ?? [];
  const lines = ranges.filter((r) => r.kind === ts.SyntaxKind.SingleLineCommentTrivia).map((r) => source.text.slice(r.pos, r.end));
  const start = lines.findIndex((l) => l.startsWith('// hot loop:'));
  if (start < 0) return { ok: false };
  const text = lines.slice(start).map((l) => l.replace(/^\/\/\s?/, '')).join(' ');
  const mirrors = /\bmirrors\s+([\w$.\/-]+?)(?:\(\))?(?=[\s,;:)]|$)(?:\s*(?:\(|\bin\s+)([\w.\/-]+\.[a-z]+)\)?)?/.exec(text);
  if (!mirrors) return { ok: false, why: "its '// hot loop:' comment does not say what it mirrors (mirrors name or file)" };
  const [, written, inFile] = mirrors;
  const named = written.replace(/\.$/, '');
  const from = source.fileName;
  if (/\.[a-z]+$/.test(named)) {
    if (!fileNamed(from, named)) return { ok: false, why: `its '// hot loop:' comment mirrors ${named}, a file that does not exist` };
  } else {
    const file = inFile === undefined ? undefined : fileNamed(from, inFile);
    if (inFile !== undefined && !file) return { ok: false, why: `its '// hot loop:' comment names ${inFile}, a file that does not exist` };
    const word = named.split('.').pop()!;
    if (!functionFound(from, source.text, word, file)) {
      return { ok: false, why: `its '// hot loop:' comment mirrors ${named}, which is not in ${inFile ?? `${path.dirname(from)}/`}` };
    }
  }
  const test = /\btest\/[\w./-]+\.test\.ts\b/.exec(text)?.[0];
  if (!test) return { ok: false, why: "its '// hot loop:' comment names no test (test/….test.ts)" };
  if (!existsSync(path.join(root, test))) return { ok: false, why: `its '// hot loop:' comment names ${test}, which does not exist` };
  return { ok: true };
}

/** Every function of one file that is too long or takes too many positional parameters without a valid hot-loop note, or whose note is wrong. */
function offencesIn(file: string, text: string): Offence[] {
  const kind = /\.[cm]?js$/.test(file) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const out: Offence[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line + 1;
      const problems: string[] = [];
      if (last - first + 1 > MAX_LINES) problems.push(`${last - first + 1} lines (> ${MAX_LINES})`);
      if (node.parameters.length > MAX_PARAMS) problems.push(`${node.parameters.length} positional parameters (> ${MAX_PARAMS})`);
      // A note is checked wherever it stands: one that names code or a test that is gone is stale either way.
      const note = hotLoopNote(source, node);
      if (note.why || (problems.length > 0 && !note.ok)) {
        out.push({ file, line: first, fn: nameOf(node), why: [...problems, ...(note.why ? [note.why] : [])].join('; ') });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

/** Every source file under `dir`, skipping node_modules and dot-folders (build output). */
function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = `${dir}/${e.name}`;
    if (e.isDirectory()) return e.name === 'node_modules' || e.name.startsWith('.') ? [] : sourceFiles(rel);
    return SOURCE.test(e.name) && !e.name.endsWith('.d.ts') ? [rel] : [];
  });
}

const files = TOPS.flatMap(sourceFiles);
const offences = files.flatMap((f) => offencesIn(f, readFileSync(path.join(root, f), 'utf8')));
const show = (o: Offence) => `${o.file}:${o.line} ${o.fn}: ${o.why}`;

describe('function shape in lib/ and platform/: ≤ 80 lines, ≤ 4 positional parameters, or a hot loop that names what it mirrors and its test', () => {
  it('walks every folder of lib/ and platform/, the site\'s front end and browser kernel included', () => {
    const folders = new Set(files.map((f) => path.dirname(f)));
    for (const f of ['lib/knight', 'lib/notebook', 'lib/widgets', 'platform/kernel', 'platform/site/app/src', 'platform/site/app/tools', 'platform/site/kernel/worker']) {
      expect(folders).toContain(f);
    }
    expect(files).toContain('platform/kernel/tslab-adapter.cjs');
    expect(files.filter((f) => f.includes('node_modules') || f.includes('/.'))).toEqual([]);
  });

  it('no function of lib/ or platform/ offends', () => {
    expect(offences.map(show)).toEqual([]);
  });

  it('offencesIn sees long and many-parameter functions of every kind, and accepts only a complete hot-loop note', () => {
    const body = (n: number) => Array.from({ length: n }, (_, i) => `  x += ${i};`).join('\n');
    const five = '(a: number, b: number, c: number, d: number, e: number) { return a; }';
    const src = [
      `function long() {\n  let x = 0;\n${body(80)}\n  return x;\n}`,
      'const many = (a: number, b: number, c: number, d: number, e: number) => a + b + c + d + e;',
      'class K { m(a: number, b: number, c: number, d: number, e: number) { return a; } }',
      'function ok(a: number, b: number, c: number, { d, e }: { d: number; e: number }) { return a + b + c + d + e; }',
      `// hot loop: mirrors ok() above; test/function-shape.test.ts checks both agree\nfunction fast${five}`,
      `// hot loop: fast, trust me\nfunction vague${five}`,
      `// hot loop: mirrors ok(); test/no-such.test.ts checks it\nfunction missing${five}`,
      'export const outer = () => [1].map((a, b, c, d, e) => a);',
      `// hot loop: mirrors noSuchReadable(); test/function-shape.test.ts checks both agree\nfunction ghost${five}`,
      `// hot loop: mirrors checkInteger (lib/check.ts); test/check.test.ts checks both agree\nfunction named${five}`,
      `// hot loop: mirrors describe (lib/no-such.ts); test/check.test.ts checks both agree\nfunction lostFile${five}`,
      `// hot loop: mirrors lib/check.ts, the readable checks;\n// test/check.test.ts checks both agree\nfunction wholeFile${five}`,
      `// hot loop: mirrors lib/no-such-file.ts; test/check.test.ts checks both agree\nfunction noFile${five}`,
      `// hot loop: mirrors ok(), checked by hand\nfunction untested${five}`,
      '// hot loop: mirrors gone (lib/no-such.ts); test/check.test.ts checks both agree\nfunction short(a: number) { return a; }',
    ].join('\n');
    const found = offencesIn('lib/no-such-folder/x.ts', src);
    expect(found.map((o) => o.fn)).toEqual(['long', 'many', 'K.m', 'vague', 'missing', '<arrow in outer>', 'ghost', 'lostFile', 'noFile', 'untested', 'short']);
    expect(found[0]).toMatchObject({ line: 1, why: '84 lines (> 80)' });
    expect(found[3].why).toMatch(/does not say what it mirrors/);
    expect(found[4].why).toMatch(/test\/no-such\.test\.ts, which does not exist/);
    expect(found[6].why).toMatch(/mirrors noSuchReadable, which is not in lib\/no-such-folder\//);
    expect(found[7].why).toMatch(/names lib\/no-such\.ts, a file that does not exist/);
    expect(found[8].why).toMatch(/mirrors lib\/no-such-file\.ts, a file that does not exist/);
    expect(found[9].why).toMatch(/names no test/);
    expect(found[10].why).toBe("its '// hot loop:' comment names lib/no-such.ts, a file that does not exist");
  });

  it('a hot-loop note never finds its own name in itself, and .cjs/.js files are read as JavaScript', () => {
    const note = '// hot loop: mirrors onlyHere(); test/check.test.ts checks both agree\nfunction f(a, b, c, d, e) { return a; }';
    expect(offencesIn('lib/no-such-folder/x.cjs', note).map((o) => o.why)).toEqual([expect.stringMatching(/mirrors onlyHere, which is not in/)]);
    expect(offencesIn('lib/no-such-folder/x.cjs', `function onlyHere() {}\n${note}`)).toEqual([]);
  });
});
