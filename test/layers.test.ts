// The house's two parts (issue 31): `lib/` is the course (solvers, presentation, widgets, console), the
// platform (`platform/`: the server kernel, the student edition and grader, the classroom, the
// translated editions, the browser site) serves it. Imports run one way: the platform imports `lib/`,
// never the reverse; between parts (a folder, or a top-level file) no circle, so the parts stack in
// layers with no import running up; between files no circle either.
// Read with TypeScript's own pre-processor, so `import`, `export … from`, `import()` and `require()`
// (the .cjs files) are all seen.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import * as path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.join(__dirname, '..');
const TOPS = ['lib', 'platform'];
const SOURCE = /\.(ts|cjs|mts|js)$/;

function walk(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    // The site's front end installs its own packages under platform/site/app/node_modules: not ours.
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && !entry.name.startsWith('.')) walk(full, out);
    }
    else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(path.relative(root, full));
  }
  return out;
}

/** The file a relative specifier names, as Node10 resolution and tslab find it, or undefined. */
function resolve(from: string, spec: string): string | undefined {
  const base = path.join(path.dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.cjs`, `${base}.js`, path.join(base, 'index.ts')]) {
    const full = path.join(root, candidate);
    if (existsSync(full) && statSync(full).isFile()) return path.normalize(candidate);
  }
  return undefined;
}

/** Every file's relative imports, resolved to files of the tree. */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of TOPS.flatMap((top) => walk(path.join(root, top)))) {
    const info = ts.preProcessFile(readFileSync(path.join(root, file), 'utf8'), true, true);
    const targets = info.importedFiles
      .map((f) => f.fileName)
      .filter((s) => s.startsWith('.'))
      .map((s) => resolve(file, s))
      .filter((t): t is string => t !== undefined && !t.endsWith('.d.ts'));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The part a file belongs to: its folder under lib/ or platform/, or the top-level file itself (`lib/knight.ts`, which re-exports `lib/knight/`, joins that folder). */
function partOf(file: string): string {
  const [top, second] = file.split(path.sep);
  return `${top}/${second.replace(SOURCE, '')}`;
}

/** The circles of a directed graph (strongly connected components with more than one node, or a self-loop). */
function circles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  // Tarjan's algorithm, iterative so a long chain cannot overflow the stack.
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: { node: string; i: number }[] = [{ node: start, i: 0 }];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length) {
      const top = work[work.length - 1];
      const edges = graph.get(top.node) ?? [];
      if (top.i < edges.length) {
        const w = edges[top.i++];
        if (!index.has(w)) {
          index.set(w, next);
          low.set(w, next++);
          stack.push(w);
          onStack.add(w);
          work.push({ node: w, i: 0 });
        } else if (onStack.has(w)) low.set(top.node, Math.min(low.get(top.node)!, index.get(w)!));
        continue;
      }
      work.pop();
      if (work.length) low.set(work[work.length - 1].node, Math.min(low.get(work[work.length - 1].node)!, low.get(top.node)!));
      if (low.get(top.node) === index.get(top.node)) {
        const component: string[] = [];
        let w: string;
        do {
          w = stack.pop()!;
          onStack.delete(w);
          component.push(w);
        } while (w !== top.node);
        if (component.length > 1 || edges.includes(top.node)) found.push(component.sort());
      }
    }
  }
  return found;
}

/** The graph between parts: an edge wherever a file of one part imports a file of another. */
function partGraph(files: Map<string, string[]>): Map<string, string[]> {
  const parts = new Map<string, Set<string>>();
  for (const [file, targets] of files) {
    const from = partOf(file);
    if (!parts.has(from)) parts.set(from, new Set());
    for (const t of targets) if (partOf(t) !== from) parts.get(from)!.add(partOf(t));
  }
  return new Map([...parts].map(([p, s]) => [p, [...s].sort()]));
}

/** Each part's layer: 0 for a part importing no other part, else one above the highest part it imports. */
function layers(graph: Map<string, string[]>): Map<string, number> {
  const layer = new Map<string, number>();
  const visit = (p: string, seen: Set<string>): number => {
    if (layer.has(p)) return layer.get(p)!;
    if (seen.has(p)) throw new Error(`circle through ${p}`);
    seen.add(p);
    const l = Math.max(-1, ...(graph.get(p) ?? []).map((q) => visit(q, seen))) + 1;
    layer.set(p, l);
    return l;
  };
  for (const p of graph.keys()) visit(p, new Set());
  return layer;
}

describe('the layout: lib/ is the course, platform/ serves it', () => {
  const files = importGraph();
  const parts = partGraph(files);

  it('reads a real graph (every library folder and platform part is seen, with its imports)', () => {
    for (const p of ['lib/knight', 'lib/queens', 'lib/exact-cover', 'lib/notebook', 'lib/i18n', 'platform/kernel', 'platform/grading', 'platform/classroom', 'platform/translations', 'platform/notebook-files']) {
      expect(parts.has(p), p).toBe(true);
    }
    expect(parts.get('platform/grading')).toContain('platform/kernel');
    expect(parts.get('lib/notebook')).toContain('lib/check');
  });

  it('no file of lib/ imports the platform, nor names a platform file by a relative path (createRequire, path.join)', () => {
    const offences = [...files].flatMap(([file, targets]) => (file.startsWith(`lib${path.sep}`) ? targets.filter((t) => t.startsWith(`platform${path.sep}`)).map((t) => `${file} → ${t}`) : []));
    expect(offences).toEqual([]);
    // Any string literal in lib/ that is a relative path reaching a file of the platform.
    const named = [...files.keys()].filter((f) => f.startsWith(`lib${path.sep}`)).flatMap((file) => {
      const text = readFileSync(path.join(root, file), 'utf8');
      return [...text.matchAll(/['"`](\.\.?\/[^'"`\s]+)['"`]/g)].map((m) => resolve(file, m[1])).filter((t) => t?.startsWith(`platform${path.sep}`)).map((t) => `${file} → ${t}`);
    });
    expect(named).toEqual([]);
  });

  it('no circle between parts: they stack in layers, no import runs upward', () => {
    expect(circles(parts)).toEqual([]);
    const layer = layers(parts);
    const upward = [...parts].flatMap(([p, targets]) => targets.filter((q) => layer.get(q)! >= layer.get(p)!).map((q) => `${p} → ${q}`));
    expect(upward).toEqual([]);
    // The platform's own order: the notebook-file format at its base, the grader and the classroom above the kernel.
    expect(layer.get('platform/notebook-files')!).toBeLessThan(layer.get('platform/kernel')!);
    expect(layer.get('platform/notebook-files')!).toBeLessThan(layer.get('platform/translations')!);
    expect(layer.get('platform/kernel')!).toBeLessThan(layer.get('platform/grading')!);
    expect(layer.get('platform/kernel')!).toBeLessThan(layer.get('platform/classroom')!);
  });

  it('no circle between files', () => {
    expect(circles(files)).toEqual([]);
  });

  it('finds a circle where there is one (the check itself can fail)', () => {
    const g = new Map([['a', ['b']], ['b', ['c']], ['c', ['a']], ['d', ['a']]]);
    expect(circles(g)).toEqual([['a', 'b', 'c']]);
    expect(() => layers(g)).toThrow(/circle/);
  });
});
