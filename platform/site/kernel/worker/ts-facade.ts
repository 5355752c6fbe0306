/**
 * The TypeScript that tslab's converter.js gets when it requires '@tslab/typescript-for-tslab' (the
 * worker bundle routes that one import here): the real compiler, with the two changes the server
 * adapter makes (platform/kernel/tslab-adapter.cjs, installCompilerFacade):
 *   - createWatchCompilerHost: the cell-globals file as one more root (and, in the browser only, the
 *     library's declarations: warm-up.ts), `types: []` (no automatic
 *     @types), and an inline source map of each cell's first step (TypeScript → ES module JS);
 *   - transpileModule (the second step, ES module → CommonJS): a second map, both registered with the
 *     error report under the cell's sourceURL name — plus, in the browser, the interrupt checks.
 * CommonJS on purpose: the converter reads it through __importStar, which copies live getters.
 */
/* eslint-disable @typescript-eslint/no-require-imports */
const ts = require('@tslab/typescript-for-tslab');
const { hooks } = require('./compile-hooks');

const SOURCE_MAP_COMMENT = /\n?\/\/# sourceMappingURL=data:application\/json;base64,([A-Za-z0-9+/=]+)\s*$/;

function decodeBase64Json(text: string): any {
  const bytes = Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes));
}

const facade: Record<string, unknown> = {};
for (const key of Object.keys(ts)) Object.defineProperty(facade, key, { enumerable: true, configurable: true, get: () => ts[key] });

function define(key: string, value: unknown): void {
  Object.defineProperty(facade, key, { enumerable: true, configurable: true, value });
}

define('createWatchCompilerHost', (rootFiles: string[], options: object, ...rest: unknown[]) => {
  const roots = [...rootFiles, ...(hooks.globalsFile ? [hooks.globalsFile] : []), ...hooks.extraRoots];
  return ts.createWatchCompilerHost(roots, { ...options, inlineSourceMap: true, types: [] }, ...rest);
});

/** The CommonJS step of a cell: its code (no map comment) and its second map, with or without the interrupt checks. */
function commonJs(input: string, opts: any, transformer: unknown): { code: string; map: unknown; out: any } {
  const transformers = transformer ? { before: [transformer] } : undefined;
  const out = ts.transpileModule(input, { ...opts, transformers, compilerOptions: { ...opts.compilerOptions, sourceMap: true } });
  return { code: out.outputText.replace(/\n?\/\/# sourceMappingURL=\S*\s*$/, ''), map: JSON.parse(out.sourceMapText), out };
}

define('transpileModule', (input: string, opts: any) => {
  const m = SOURCE_MAP_COMMENT.exec(input);
  if (!m || !opts || opts.fileName !== 'custom.js') return ts.transpileModule(input, opts);
  const first = decodeBase64Json(m[1]);
  const body = input.slice(0, m.index);
  const { code, map: second, out } = commonJs(body, opts, hooks.interruptTransformer);
  // sources[0] is "../…/<path under the project>" relative to the output folder inside tslab's outDir.
  const relative = String((first.sources && first.sources[0]) || '').replace(/^(\.\.\/)+/, '');
  if (relative === '__tslab__.ts' || relative === '__tslab__.js') {
    if (hooks.recordCell) {
      // The build records with the checks on (checked-cells.ts); the variant without them is one more cheap step.
      const plain = commonJs(body, opts, null);
      hooks.recordCell(first, { plain: { code: plain.code, map: plain.map }, interruptible: { code, map: second } });
    }
    const name = hooks.registerCell ? hooks.registerCell(first, second) : 'tslab-cell';
    return { ...out, outputText: `${code}\n//# sourceURL=${name}` };
  }
  if (hooks.registerFile) {
    const tsPath = `/course/${relative}`;
    hooks.registerFile(tsPath.replace(/\.[cm]?[jt]sx?$/, '.js'), tsPath, first, second);
  }
  return { ...out, outputText: code };
});

module.exports = facade;
