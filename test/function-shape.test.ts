// The shape of the solvers' functions (issue 26, "Done when"): in lib/knight, lib/queens and
// lib/exact-cover no function, method or arrow is longer than 80 lines or takes more than 4
// positional parameters — unless it is a hot loop whose comment, on the lines just above it,
// begins `// hot loop:`, says what it mirrors and names the test that checks it (a file that exists).
// Read with TypeScript's own parser, so every kind of function is seen, nested ones included.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.join(__dirname, '..');
const FOLDERS = ['lib/knight', 'lib/queens', 'lib/exact-cover'];
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

/** The `// hot loop:` comment just above the function, when it says what it mirrors and names a test file that exists. */
function hotLoopNote(source: ts.SourceFile, node: ts.Node): { ok: boolean; why?: string } {
  const holder = commentHolder(node);
  const ranges = ts.getLeadingCommentRanges(source.text, holder.getFullStart()) ?? [];
  const lines = ranges.filter((r) => r.kind === ts.SyntaxKind.SingleLineCommentTrivia).map((r) => source.text.slice(r.pos, r.end));
  const start = lines.findIndex((l) => l.startsWith('// hot loop:'));
  if (start < 0) return { ok: false };
  const text = lines.slice(start).join(' ');
  if (!/\bmirrors\b/.test(text)) return { ok: false, why: "its '// hot loop:' comment does not say what it mirrors" };
  const test = /\btest\/[\w./-]+\.test\.ts\b/.exec(text)?.[0];
  if (!test) return { ok: false, why: "its '// hot loop:' comment names no test (test/….test.ts)" };
  if (!existsSync(path.join(root, test))) return { ok: false, why: `its '// hot loop:' comment names ${test}, which does not exist` };
  return { ok: true };
}

/** Every function of one file that is too long or takes too many positional parameters, without a valid hot-loop note. */
function offencesIn(file: string, text: string): Offence[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const out: Offence[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line + 1;
      const problems: string[] = [];
      if (last - first + 1 > MAX_LINES) problems.push(`${last - first + 1} lines (> ${MAX_LINES})`);
      if (node.parameters.length > MAX_PARAMS) problems.push(`${node.parameters.length} positional parameters (> ${MAX_PARAMS})`);
      if (problems.length > 0) {
        const note = hotLoopNote(source, node);
        if (!note.ok) out.push({ file, line: first, fn: nameOf(node), why: problems.join(', ') + (note.why ? `; ${note.why}` : '') });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

function tsFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = `${dir}/${e.name}`;
    if (e.isDirectory()) return tsFiles(rel);
    return e.name.endsWith('.ts') && !e.name.endsWith('.d.ts') ? [rel] : [];
  });
}

const offences = FOLDERS.flatMap(tsFiles).flatMap((f) => offencesIn(f, readFileSync(path.join(root, f), 'utf8')));
const show = (o: Offence) => `${o.file}:${o.line} ${o.fn}: ${o.why}`;

describe('function shape in lib/knight, lib/queens, lib/exact-cover: ≤ 80 lines, ≤ 4 positional parameters, or a hot loop that says what it mirrors', () => {
  it('no function of the three folders offends', () => {
    expect(offences.map(show)).toEqual([]);
  });

  it('offencesIn sees long and many-parameter functions of every kind, and accepts only a complete hot-loop note', () => {
    const body = (n: number) => Array.from({ length: n }, (_, i) => `  x += ${i};`).join('\n');
    const src = [
      `function long() {\n  let x = 0;\n${body(80)}\n  return x;\n}`,
      'const many = (a: number, b: number, c: number, d: number, e: number) => a + b + c + d + e;',
      'class K { m(a: number, b: number, c: number, d: number, e: number) { return a; } }',
      'function ok(a: number, b: number, c: number, { d, e }: { d: number; e: number }) { return a + b + c + d + e; }',
      '// hot loop: mirrors ok() above; test/function-shape.test.ts checks both agree\nfunction fast(a: number, b: number, c: number, d: number, e: number) { return a; }',
      '// hot loop: fast, trust me\nfunction vague(a: number, b: number, c: number, d: number, e: number) { return a; }',
      '// hot loop: mirrors ok(); test/no-such.test.ts checks it\nfunction missing(a: number, b: number, c: number, d: number, e: number) { return a; }',
      'export const outer = () => [1].map((a, b, c, d, e) => a);',
    ].join('\n');
    const found = offencesIn('x.ts', src);
    expect(found.map((o) => o.fn)).toEqual(['long', 'many', 'K.m', 'vague', 'missing', '<arrow in outer>']);
    expect(found[0]).toMatchObject({ line: 1, why: '84 lines (> 80)' });
    expect(found[3].why).toMatch(/does not say what it mirrors/);
    expect(found[4].why).toMatch(/test\/no-such\.test\.ts, which does not exist/);
  });
});
