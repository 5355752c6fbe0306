/**
 * The site's build only: checks the course's notebooks with the live compiler, cell after cell as Run
 * All would, and keeps what checked-cells.ts needs to give each cell's result again. A notebook's chain
 * stops at its first cell with a type error (Run All stops there too); each notebook starts from the
 * cell globals, as a new kernel does. The interrupt checks are on while recording, so both CommonJS
 * variants come out of one check (ts-facade.ts).
 */
import { hooks, type CellVariants } from './compile-hooks';
import { interruptTransformer } from './interrupt-transform';
import type { LiveCompiler } from './compiler';
import { checkedKey, type CheckedCell, type CheckedFile } from './checked-cells';

function recordChain(compiler: LiveCompiler, cells: readonly string[]): CheckedCell[] {
  compiler.resetTypes();
  const out: CheckedCell[] = [];
  let prevDecl = '';
  for (const src of cells) {
    let recorded: { first: unknown; variants: CellVariants } | null = null;
    hooks.recordCell = (first, variants) => void (recorded = { first, variants });
    const nodeBefore = compiler.usesNodeTypes();
    const converted = compiler.convert(prevDecl, src);
    if (converted.diagnostics.length > 0 || !converted.output || !recorded) break;
    const { first, variants } = recorded as { first: unknown; variants: CellVariants };
    out.push({
      src,
      prev: out.length - 1,
      nodeBefore,
      nodeAfter: compiler.usesNodeTypes(),
      declOutput: converted.declOutput ?? '',
      hasToplevelAwait: converted.hasToplevelAwait || undefined,
      lastExpressionVar: converted.lastExpressionVar,
      first,
      variants,
    });
    prevDecl = converted.declOutput ?? '';
  }
  return out;
}

/** The files of kernel/checked/, by key (checkedKey of a notebook's first cell): notebooks whose first cells agree share one. */
export function recordNotebooks(compiler: LiveCompiler, notebooks: readonly (readonly string[])[]): Record<string, CheckedFile> {
  const saved = { registerCell: hooks.registerCell, interruptTransformer: hooks.interruptTransformer };
  hooks.registerCell = null;
  hooks.interruptTransformer = interruptTransformer;
  const files: Record<string, CheckedFile> = {};
  try {
    for (const cells of notebooks) {
      const chain = recordChain(compiler, cells);
      if (chain.length === 0) continue;
      const file = (files[checkedKey(chain[0].src)] ??= { cells: [] });
      const offset = file.cells.length;
      file.cells.push(...chain.map((c) => ({ ...c, prev: c.prev < 0 ? -1 : c.prev + offset })));
    }
  } finally {
    hooks.recordCell = null;
    hooks.registerCell = saved.registerCell;
    hooks.interruptTransformer = saved.interruptTransformer;
  }
  return files;
}
