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

define('transpileModule', (input: string, opts: any) => {
  const m = SOURCE_MAP_COMMENT.exec(input);
  if (!m || !opts || opts.fileName !== 'custom.js') return ts.transpileModule(input, opts);
  const first = decodeBase64Json(m[1]);
  const transformers = hooks.interruptTransformer ? { before: [hooks.interruptTransformer] } : undefined;
  const out = ts.transpileModule(input.slice(0, m.index), { ...opts, transformers, compilerOptions: { ...opts.compilerOptions, sourceMap: true } });
  const code = out.outputText.replace(/\n?\/\/# sourceMappingURL=\S*\s*$/, '');
  const second = JSON.parse(out.sourceMapText);
  // sources[0] is "../…/<path under the project>" relative to the output folder inside tslab's outDir.
  const relative = String((first.sources && first.sources[0]) || '').replace(/^(\.\.\/)+/, '');
  if (relative === '__tslab__.ts' || relative === '__tslab__.js') {
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
