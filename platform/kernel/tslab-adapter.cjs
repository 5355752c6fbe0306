// Makes tslab 1.0.22 speak Jupyter's messaging protocol the way front ends and the conformance suite
// (Debian's python3-jupyter-kernel-test) expect, without forking tslab: the launcher calls install()
// before tslab loads, and we replace a few methods of tslab's own classes at run time.
//
// What changes, and why:
//   - execute: our own queue instead of tslab's (tslab aborts *every* request for 200 ms after an
//     error; we abort only requests already queued when the error happened, and only when the
//     request asked for stop_on_error); execute_input with the execution count; the last expression
//     as execute_result (text/plain) instead of stdout text; failures as an `error` message and an
//     error reply (ename / evalue / traceback) instead of stderr text, with the cell's line
//     (error-report.cjs).
//   - kernel_info_reply gains `status` and real versions; comm_info_reply has its own type and a
//     status; shutdown_reply echoes `restart`; history_request is answered from memory; is_complete
//     can say `invalid`; inspect also looks just before the cursor.
//   - Source maps: tslab compiles TypeScript → ES module JS → CommonJS. We ask TypeScript for an inline
//     map at the first step and for a map at the second, and register both with error-report.cjs.
//
// A tslab upgrade must re-check (all in node_modules/tslab/dist):
//   jupyter.js  — ZmqServer.prototype.{handleShellMessage, handleExecute, handleCommInfoRequest,
//                 handleShutdown, init (binds the sockets; main() does not await it)}, handleKernelInfo calling handler.handleKernel();
//                 JupyterHandlerImpl.prototype.{handleKernel, handleIsComplete, handleInspect,
//                 createWriteToIopub}, `handler.executor`, `exports.lastWriteDisplayData` (public.js's
//                 display API reads it); ZmqMessage's createReply()/signAndSend(key, socket) and its
//                 wire format (parseSigned/sendSigned below repeat it for history_request);
//   executor.js — createExecutor(rootDir, convs, console) reports failures only through
//                 console.error(error) and diagnostics through convs.node.convert(...).diagnostics,
//                 and the last expression's value through console.log(value); a cell's code runs as
//                 `(function(exports, require) { <output>\n})(…)` in vm.runInThisContext;
//   converter.js — compiler options passed to ts.createWatchCompilerHost (we add inlineSourceMap),
//                 esModuleToCommonJSModule calls ts.transpileModule with fileName "custom.js",
//                 sources are prefixed by the one line `export {};`, the `ts` import goes through
//                 __importStar (so our facade in require.cache is what it sees), isCompleteCode;
//   main.js     — startKernel calls executor_1.createExecutor(...) through the module's exports and
//                 routes SIGINT to executor.interrupt().
// checkTslab() verifies the version and that each of these members exists, once, when the kernel starts.
// test/kernel/test_conformance.py and test/kernel/test_client.py fail if any of this drifts.
'use strict';
const crypto = require('crypto');
const fs = require('fs');
const path = require('path');
const util = require('util');
const report = require('./error-report.cjs');
const { createView, installCompilerView, installRuntimeView } = require('./library-view.cjs');
const { loadWithCodeCache } = require('./code-cache.cjs');
const { exposeLocals } = require('./expose-locals.cjs');
const { createCheckedCells } = require('./checked-cells.cjs');

const SOURCE_MAP_COMMENT = /\n?\/\/# sourceMappingURL=data:application\/json;base64,([A-Za-z0-9+/=]+)\s*$/;

function define(object, key, value) {
  Object.defineProperty(object, key, { enumerable: true, configurable: true, value });
}

/**
 * The globals of a cell's compiler, when the library is compiled: cell-globals.d.ts (console, timers,
 * process…) instead of every @types package (jsdom's brings the DOM lib, Node's alone cost about
 * 1.5 s of each start). The first cell whose check fails for a name or module that Node's types
 * would give (it imports 'fs', names Buffer) switches the file to @types/node for good, and is checked
 * again (the convert wrapper in wrapExecutorFactory). A cell importing 'd3' finds @types/d3 by resolution either way.
 */
function createCellGlobals(ts, projectRoot) {
  const file = path.join(projectRoot, '__kernel_globals__.d.ts').split(path.sep).join('/');
  const slim = fs.readFileSync(path.join(__dirname, 'cell-globals.d.ts'), 'utf8');
  const node = '/// <reference types="node" />\n';
  let usesNode = false;
  let modified = new Date();
  let onChange = null;
  const sys = ts.sys;
  const { fileExists, readFile, getModifiedTime, watchFile } = sys;
  sys.fileExists = (p) => p === file || fileExists.call(sys, p);
  sys.readFile = (p, encoding) => (p === file ? (usesNode ? node : slim) : readFile.call(sys, p, encoding));
  sys.getModifiedTime = (p) => (p === file ? modified : getModifiedTime.call(sys, p));
  sys.watchFile = (p, callback, ...rest) => {
    if (p !== file) return watchFile.call(sys, p, callback, ...rest);
    onChange = callback;
    return { close() { onChange = null; } };
  };
  return {
    file,
    get usesNode() {
      return usesNode;
    },
    /** From now on cells see @types/node; false if they already did. */
    useNodeTypes() {
      if (usesNode) return false;
      usesNode = true;
      modified = new Date();
      if (onChange) onChange(file, ts.FileWatcherEventKind.Changed);
      return true;
    },
  };
}

/** TypeScript's codes for a name, namespace or module it cannot find (some suggest @types/node). */
const NOT_FOUND_CODES = new Set([2304, 2307, 2503, 2552, 2580, 2582, 2583, 2584, 2591, 2592]);

/**
 * Loads TypeScript-for-tslab behind a facade that adds source maps; returns the real module. With
 * `cellGlobals` (the compiled library), cells get that file in place of tslab's automatic @types.
 */
function installCompilerFacade(tslabDir, projectRoot, { withCellGlobals, codeCacheDir, cellMaps }) {
  const tsPath = require.resolve('@tslab/typescript-for-tslab', { paths: [tslabDir] });
  const codeCache = codeCacheDir ? loadWithCodeCache(tsPath, codeCacheDir) : null;
  const ts = require(tsPath);
  const facade = {};
  for (const key of Object.keys(ts)) Object.defineProperty(facade, key, { enumerable: true, configurable: true, get: () => ts[key] });
  const cellGlobals = withCellGlobals ? createCellGlobals(ts, projectRoot) : null;
  define(facade, 'createWatchCompilerHost', (rootFiles, options, ...rest) => cellGlobals
    ? ts.createWatchCompilerHost([...rootFiles, cellGlobals.file], { ...options, inlineSourceMap: true, types: [] }, ...rest)
    : ts.createWatchCompilerHost(rootFiles, { ...options, inlineSourceMap: true }, ...rest));
  define(facade, 'transpileModule', (input, opts) => {
    const m = SOURCE_MAP_COMMENT.exec(input);
    if (!m || !opts || opts.fileName !== 'custom.js') return ts.transpileModule(input, opts);
    const first = JSON.parse(Buffer.from(m[1], 'base64').toString('utf8'));
    const out = ts.transpileModule(input.slice(0, m.index), { ...opts, compilerOptions: { ...opts.compilerOptions, sourceMap: true } });
    const code = out.outputText.replace(/\n?\/\/# sourceMappingURL=\S*\s*$/, '');
    const second = JSON.parse(out.sourceMapText);
    // sources[0] is "../…/<path under the project>" relative to the output folder inside tslab's outDir.
    const relative = String(first.sources && first.sources[0] || '').replace(/^(\.\.\/)+/, '');
    if (relative === '__tslab__.ts' || relative === '__tslab__.js') {
      // A cell: name its code so its frames can be told apart from other cells'.
      cellMaps.last = { first, second };
      return { ...out, outputText: `${code}\n//# sourceURL=${report.registerCell(first, second)}` };
    }
    const tsPath = path.join(projectRoot, relative);
    report.registerFile(tsPath.replace(/\.[cm]?[jt]sx?$/, '.js'), tsPath, first, second);
    return { ...out, outputText: code };
  });
  require.cache[tsPath].exports = facade;
  return { ts, cellGlobals, codeCache };
}

/** The value of a cell's last expression as text/plain: strings as they are, anything else as Node shows it. */
function plainValue(value) {
  return typeof value === 'string' ? value : util.inspect(value);
}

/**
 * tslab builds its compiler (a watch program: the standard library's declarations parsed, about
 * 0.35 s, and its first check, about 1 s of CPU) before it binds its sockets, so a front end waited
 * that long for the first kernel_info reply. Here the converter is made on first use: a cell the
 * checked cells lack, a completion, an inspection; or once the kernel has been quiet for `quietMs`
 * after it started, answered kernel_info or ran a cell (a student reading, about to change a cell).
 * A Run All whose cells were all checked before never makes it. Returns { quiet(), busy() }: the
 * kernel is idle from now, or not.
 */
function deferConverter(converter, quietMs = 2000) {
  const create = converter.createConverter;
  let warm = () => {};
  let timer = null;
  converter.createConverter = function (options) {
    let real = null;
    const make = () => real || (real = create.call(this, options));
    if (!(options && options.isBrowser)) warm = () => void make();
    return new Proxy({}, {
      get(_, key) {
        if (key === 'close' && !real) return () => {};
        const r = make();
        const v = r[key];
        return typeof v === 'function' ? v.bind(r) : v;
      },
    });
  };
  const busy = () => clearTimeout(timer);
  const quiet = () => {
    busy();
    timer = setTimeout(() => warm(), quietMs);
    timer.unref();
  };
  quiet();
  return { quiet, busy };
}

/**
 * tslab's converter with the checked cells (checked-cells.cjs) in front of it: a cell found there is
 * not compiled (its source maps are registered as a compiled cell's are); a cell compiled is checked
 * again with Node's types when it failed for a name they would give (createCellGlobals), and kept.
 * `compiled` counts the cells that reached tslab's converter.
 */
function checkedConverter(conv, { cellGlobals, checked, cellMaps, onDiagnostics }) {
  const state = { compiled: 0 };
  const usesNode = () => !!(cellGlobals && cellGlobals.usesNode);
  const notFound = (d) => NOT_FOUND_CODES.has(d.code);
  const replay = (entry) => {
    if (entry.switchesToNode) cellGlobals.useNodeTypes();
    const name = report.registerCell(entry.maps.first, entry.maps.second);
    return { ...entry.result, output: `${entry.result.output}\n//# sourceURL=${name}`, diagnostics: [], sideOutputs: undefined };
  };
  const keep = (prevDecl, src, before, converted) => {
    const suffix = `\n//# sourceURL=${report.latestCellName()}`;
    if (!checked || !cellMaps.last || typeof converted.output !== 'string' || !converted.output.endsWith(suffix)) return;
    if (!checked.keepable(prevDecl, src, converted)) return;
    const result = {
      output: converted.output.slice(0, -suffix.length),
      declOutput: converted.declOutput,
      hasToplevelAwait: converted.hasToplevelAwait,
      lastExpressionVar: converted.lastExpressionVar,
    };
    // A cell that switched the file to Node's types is kept under the state it found, and switches it again.
    checked.keep({ prevDecl, src, usesNode: before }, { result, maps: cellMaps.last, switchesToNode: before !== usesNode() });
  };
  const wrapped = Object.assign(Object.create(conv), {
    convert: (prevDecl, src) => {
      const before = usesNode();
      const entry = checked && checked.find({ prevDecl, src, usesNode: before });
      if (entry) return replay(entry);
      state.compiled++;
      cellMaps.last = null;
      let converted = conv.convert(prevDecl, src);
      if (cellGlobals && converted.diagnostics && converted.diagnostics.some(notFound) && cellGlobals.useNodeTypes()) {
        cellMaps.last = null;
        converted = conv.convert(prevDecl, src); // the same cell, now with Node's declarations
      }
      if (converted.diagnostics && converted.diagnostics.length > 0) onDiagnostics(converted.diagnostics);
      else keep(prevDecl, src, before, converted);
      return converted;
    },
  });
  return { converter: wrapped, state };
}

/**
 * Wraps tslab's executor: the console it reports through becomes a recorder of the current cell's
 * outcome (its error, its diagnostics, its last value), read by our execute handler.
 */
function wrapExecutorFactory(executorModule, { cellGlobals, checked, cellMaps, compiledCells }) {
  const original = executorModule.createExecutor;
  executorModule.createExecutor = (rootDir, convs, console) => {
    let outcome = null;
    const recorder = {
      log: (...args) => {
        if (outcome && args.length === 1) outcome.value = { value: args[0] };
        else console.log(...args);
      },
      error: (...args) => {
        // printDiagnostics's format: the diagnostics were already taken from convert's result.
        if (outcome && args[0] === '%s%d:%d - %s' && outcome.diagnostics) return;
        if (outcome && args.length === 1 && !outcome.diagnostics) outcome.error = { error: args[0] };
        else console.error(...args);
      },
    };
    // The converter (made on first use, deferConverter) behind the checked cells.
    const wrapConverter = (conv) => {
      const { converter, state } = checkedConverter(conv, {
        cellGlobals, checked, cellMaps,
        onDiagnostics: (diagnostics) => {
          if (outcome) outcome.diagnostics = diagnostics;
        },
      });
      compiledCells.read = () => state.compiled;
      return converter;
    };
    let node = null;
    const convsProxy = {
      get node() {
        if (!node) node = wrapConverter(convs.node);
        return node;
      },
      get browser() {
        return convs.browser;
      },
      close: () => convs.close(),
    };
    const executor = original(rootDir, convsProxy, recorder);
    const exposed = new Set();
    return {
      ...executor,
      /** Runs one cell; resolves to { ok, value?, error?, diagnostics? }. */
      async run(src, count) {
        report.beginCell(src, count);
        outcome = { ok: false, value: undefined, error: undefined, diagnostics: undefined };
        const result = outcome;
        try {
          result.ok = await executor.execute(src);
        } catch (e) {
          result.error = { error: e };
        } finally {
          outcome = null;
          exposeLocals(executor.locals, exposed);
        }
        return result;
      },
    };
  };
}

/** Jupyter's glob (IPython's history search uses SQLite GLOB) as a RegExp matching the whole input. */
function globToRegExp(glob) {
  let re = '';
  for (const ch of glob) {
    if (ch === '*') re += '[\\s\\S]*';
    else if (ch === '?') re += '[\\s\\S]';
    else re += ch.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${re}$`);
}

/** In-memory input/output history of this kernel process (session 1), for history_request. */
function createHistory() {
  const entries = []; // { line, input, output }
  const SESSION = 1;
  const item = (e, output) => (output ? [SESSION, e.line, [e.input, e.output]] : [SESSION, e.line, e.input]);
  return {
    add(line, input) {
      entries.push({ line, input, output: null });
    },
    setOutput(line, text) {
      const e = entries.find((x) => x.line === line);
      if (e) e.output = text;
    },
    reply(req) {
      const output = !!req.output;
      let found = entries;
      if (req.hist_access_type === 'tail') {
        found = req.n > 0 ? entries.slice(-req.n) : entries;
      } else if (req.hist_access_type === 'range') {
        const start = Number(req.start ?? 0);
        const stop = req.stop == null || req.stop === 0 ? Infinity : Number(req.stop);
        found = entries.filter((e) => e.line >= start && e.line < stop);
      } else if (req.hist_access_type === 'search') {
        const re = globToRegExp(String(req.pattern ?? '*'));
        found = entries.filter((e) => re.test(e.input));
        if (req.unique) {
          const seen = new Set();
          found = found.slice().reverse().filter((e) => !seen.has(e.input) && seen.add(e.input)).reverse();
        }
        if (req.n > 0) found = found.slice(-req.n);
      }
      return { status: 'ok', history: found.map((e) => item(e, output)) };
    },
  };
}

/** The tslab versions this adapter was written against (its members are checked at start, too). */
const TSLAB_VERSIONS = ['1.0.22'];

/**
 * Everything the adapter replaces or calls, checked once at start: a tslab that drifted fails here,
 * in one line naming what changed, instead of on each message later.
 */
function checkTslab(version, modules) {
  const { jupyter, executor, converter, main, ts } = modules;
  const expected = [
    ['ZmqServer.prototype.handleShellMessage', jupyter.ZmqServer && jupyter.ZmqServer.prototype.handleShellMessage],
    ['ZmqServer.prototype.handleExecute', jupyter.ZmqServer && jupyter.ZmqServer.prototype.handleExecute],
    ['ZmqServer.prototype.handleCommInfoRequest', jupyter.ZmqServer && jupyter.ZmqServer.prototype.handleCommInfoRequest],
    ['ZmqServer.prototype.handleShutdown', jupyter.ZmqServer && jupyter.ZmqServer.prototype.handleShutdown],
    ['ZmqServer.prototype.init', jupyter.ZmqServer && jupyter.ZmqServer.prototype.init],
    ['JupyterHandlerImpl.prototype.handleKernel', jupyter.JupyterHandlerImpl && jupyter.JupyterHandlerImpl.prototype.handleKernel],
    ['JupyterHandlerImpl.prototype.handleIsComplete', jupyter.JupyterHandlerImpl && jupyter.JupyterHandlerImpl.prototype.handleIsComplete],
    ['JupyterHandlerImpl.prototype.handleInspect', jupyter.JupyterHandlerImpl && jupyter.JupyterHandlerImpl.prototype.handleInspect],
    ['JupyterHandlerImpl.prototype.createWriteToIopub', jupyter.JupyterHandlerImpl && jupyter.JupyterHandlerImpl.prototype.createWriteToIopub],
    ['executor.createExecutor', executor.createExecutor],
    ['converter.isCompleteCode', converter.isCompleteCode],
    ['converter.createConverter', converter.createConverter],
    ['main.main', main.main],
    ['ts.createWatchCompilerHost', ts.createWatchCompilerHost],
    ['ts.transpileModule', ts.transpileModule],
    ['ts.createSourceFile', ts.createSourceFile],
    ['ts.sys.watchDirectory', ts.sys && ts.sys.watchDirectory],
  ];
  const drifted = expected.filter(([, f]) => typeof f !== 'function').map(([name]) => `${name} is not a function`);
  if (!('lastWriteDisplayData' in jupyter)) drifted.push('jupyter.lastWriteDisplayData is missing');
  if (!TSLAB_VERSIONS.includes(version)) drifted.unshift(`tslab is ${version}, not ${TSLAB_VERSIONS.join(' or ')}`);
  if (drifted.length) {
    throw new Error(`platform/kernel/tslab-adapter.cjs does not fit this tslab: ${drifted.join('; ')} (re-check the list at the top of the file, then TSLAB_VERSIONS)`);
  }
}

/**
 * The kernel's set-up before tslab loads: the error report, a deep stack, the compiler behind its
 * facade and, with the compiled library, the library's view for the compiler and the runtime.
 */
function prepareCompiler({ projectRoot, compiledDir }) {
  report.setProjectRoot(projectRoot);
  // The library's explainError reports errors as this kernel does (lib/notebook/kernel-display.ts).
  globalThis.__courseErrorReport__ = report;
  // Cells that fail inside deep recursion (a backtracking search) still have the calling cell's
  // frame on the stack; V8's default keeps only the 10 innermost.
  Error.stackTraceLimit = 200;
  const tslabDir = path.dirname(require.resolve('tslab/package.json'));
  // The source maps of the last cell compiled, kept with it among the checked cells.
  const cellMaps = { last: null };
  const { ts, cellGlobals, codeCache } = installCompilerFacade(tslabDir, projectRoot, {
    cellMaps,
    withCellGlobals: !!compiledDir,
    codeCacheDir: compiledDir ? path.join(projectRoot, '.jupyter-local', 'v8-cache') : null,
  });
  if (compiledDir) {
    const view = createView({ projectRoot, compiledDir });
    installCompilerView(ts, view);
    installRuntimeView(view);
    report.setCompiledLibrary(view);
  }
  // tslab drives TypeScript's watch compiler with a single timer slot. A directory watcher event (any
  // file created or deleted under a watched folder such as the project root or node_modules, e.g. by
  // tests writing build/) schedules a second timer, and the next cell then fails with "Unexpected
  // pending rebuildTimer". Those watchers only serve modules that appear after a failed import, which
  // a notebook never needs; file watchers stay, so an edited library file still reloads on re-import.
  ts.sys.watchDirectory = () => ({ close() {} });
  return { ts, cellGlobals, codeCache, cellMaps };
}

/** kernel_info with `status` and real versions (warming the compiler when quiet after it), is_complete that can say `invalid`, inspect just before the cursor. */
function patchHandler(Handler, { ts, converter, warmUp, tslabVersion }) {
  const handleKernel = Handler.handleKernel;
  Handler.handleKernel = function () {
    // The reply goes out now; the compiler is built once the kernel has been quiet a while after it.
    warmUp.quiet();
    const info = handleKernel.call(this);
    info.language_info.version = this.isJs ? info.language_info.version : ts.version;
    return {
      status: 'ok',
      ...info,
      implementation_version: tslabVersion,
      banner: `${this.isJs ? 'JavaScript' : `TypeScript ${ts.version}`} on tslab ${tslabVersion}, Node ${process.versions.node}`,
      help_links: [{ text: 'TypeScript handbook', url: 'https://www.typescriptlang.org/docs/handbook/' }],
    };
  };

  Handler.handleIsComplete = function (req) {
    const res = converter.isCompleteCode(req.code);
    if (!res.completed) return { status: 'incomplete', indent: res.indent };
    // tslab never says `invalid`; a syntax error more lines cannot fix is one.
    const file = ts.createSourceFile('cell.ts', req.code, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
    return { status: file.parseDiagnostics && file.parseDiagnostics.length > 0 ? 'invalid' : 'complete' };
  };

  const handleInspect = Handler.handleInspect;
  Handler.handleInspect = function (req) {
    const reply = handleInspect.call(this, req);
    // Front ends send the cursor just after the name (Shift-Tab at `Math.max|`).
    if (!reply.found && req.cursor_pos > 0) return handleInspect.call(this, { ...req, cursor_pos: req.cursor_pos - 1 });
    return reply;
  };
}

/** comm_info_reply with its own type and a status, shutdown_reply echoing `restart`, history_request answered from `history`. */
function patchServerReplies(Server, history) {
  Server.handleCommInfoRequest = function (sock, msg) {
    const reply = msg.createReply();
    reply.header.msg_type = 'comm_info_reply'; // tslab 1.0.22 sends "complete_reply" here
    reply.content = { status: 'ok', comms: {} };
    reply.signAndSend(this.connInfo.key, sock);
  };

  Server.handleShutdown = function (sock, msg) {
    const reply = msg.createReply();
    reply.header.msg_type = 'shutdown_reply';
    reply.content = { status: 'ok', restart: !!(msg.content && msg.content.restart) };
    reply.signAndSend(this.connInfo.key, sock);
  };

  const handleShellMessage = Server.handleShellMessage;
  Server.handleShellMessage = async function (sock, ...frames) {
    const msg = parseSigned(this.connInfo.key, frames);
    if (!msg || msg.header.msg_type !== 'history_request') return handleShellMessage.call(this, sock, ...frames);
    // tslab does not know history_request: answer it here, between busy and idle like every request.
    const send = (socket, type, content) => sendSigned(this.connInfo.key, socket, msg, { type, content });
    send(this.iopub, 'status', { execution_state: 'busy' });
    send(sock, 'history_reply', history.reply(msg.content));
    send(this.iopub, 'status', { execution_state: 'idle' });
  };
}

/** execute_request through our queue: its messages published on iopub, its reply on the shell socket. */
function patchExecute(Server, { queue, jupyter }) {
  Server.handleExecute = async function (sock, msg) {
    const key = this.connInfo.key;
    const publish = (type, content) => {
      const m = msg.createReply();
      m.header.msg_type = type;
      m.content = content;
      m.signAndSend(key, this.iopub);
    };
    const writeStream = (name, text) => publish('stream', { name, text });
    const writeDisplayData = (data, update) => publish(update ? 'update_display_data' : 'display_data', data);
    const content = await queue.execute(this.handler, msg.content, { publish, writeStream, writeDisplayData, jupyter });
    const reply = msg.createReply();
    reply.header.msg_type = 'execute_reply';
    reply.content = content;
    reply.signAndSend(key, sock);
  };
}

/**
 * tslab binds its five sockets in ZmqServer.init() and main() does not wait for it: a port another
 * process holds (EADDRINUSE) only reached tslab's unhandledRejection handler, which logs it and goes on.
 * The kernel then stayed alive and idle, deaf on that socket, and the notebook server waited for a
 * kernel_info reply that never came. Here it exits with the reason instead, so that Jupyter sees a dead
 * kernel and restarts it (jupyter_client gives a kernel that dies at start new ports).
 */
function exitWhenSocketsCannotBind(Server) {
  const init = Server.init;
  Server.init = function () {
    const started = init.call(this);
    started.catch((e) => {
      console.error(`tslab kernel: could not listen on its ports (${e && e.message ? e.message : e}); exiting so that Jupyter restarts it`);
      process.exit(1);
    });
    return started;
  };
}

/**
 * The checked cells of this project (checked-cells.cjs), keyed by everything the checker reads; none
 * with lib/ compiled from source by tslab. COURSE_KERNEL_CHECKED_CELLS=off keeps none (the kernel's
 * benchmark); set to an absolute path, that folder holds them (the tests).
 */
function openCheckedCells({ ts, projectRoot, compiledDir, tslabVersion }) {
  const setting = process.env.COURSE_KERNEL_CHECKED_CELLS;
  if (!compiledDir || setting === 'off') return null;
  const readOr = (file, fallback) => {
    try {
      return fs.readFileSync(file, 'utf8');
    } catch {
      return fallback;
    }
  };
  const { readStamp } = require('./compiled-library.cjs');
  const lock = readOr(path.join(projectRoot, 'package-lock.json'), 'no package-lock.json');
  return createCheckedCells({
    ts,
    root: setting && path.isAbsolute(setting) ? setting : path.join(projectRoot, '.jupyter-local', 'checked-cells'),
    environment: [
      `library ${readStamp(compiledDir)}`,
      `tslab ${tslabVersion}, TypeScript ${ts.version}, Node ${process.version}`,
      `packages ${crypto.createHash('sha256').update(lock).digest('hex')}`,
      `globals ${readOr(path.join(__dirname, 'cell-globals.d.ts'), '')}`,
      `root ${projectRoot}`,
    ],
  });
}

function install({ projectRoot, compiledDir = null }) {
  const { ts, cellGlobals, codeCache, cellMaps } = prepareCompiler({ projectRoot, compiledDir });
  const tslabVersion = require('tslab/package.json').version;
  const jupyter = require('tslab/dist/jupyter.js');
  const converter = require('tslab/dist/converter.js');
  const executorModule = require('tslab/dist/executor.js');
  checkTslab(tslabVersion, { jupyter, executor: executorModule, converter, main: require('tslab/dist/main.js'), ts });
  const compiledCells = { read: () => 0 };
  const checked = openCheckedCells({ ts, projectRoot, compiledDir, tslabVersion });
  wrapExecutorFactory(executorModule, { cellGlobals, checked, cellMaps, compiledCells });
  const warmUp = deferConverter(converter);
  patchHandler(jupyter.JupyterHandlerImpl.prototype, { ts, converter, warmUp, tslabVersion });
  const history = createHistory();
  patchServerReplies(jupyter.ZmqServer.prototype, history);
  exitWhenSocketsCannotBind(jupyter.ZmqServer.prototype);
  // The compiler's code cache is written once its checker has run: after the first cell compiled.
  let codeCacheSaved = false;
  const queue = createExecuteQueue(history, {
    beforeCell: () => warmUp.busy(),
    afterCell: () => {
      warmUp.quiet();
      if (codeCache && !codeCacheSaved && compiledCells.read() > 0) {
        codeCacheSaved = true;
        codeCache.save();
      }
    },
  });
  patchExecute(jupyter.ZmqServer.prototype, { queue, jupyter });
}

const DELIM = '<IDS|MSG>';

/** A shell message's parts if its signature checks out (as tslab's ZmqMessage.fromRaw), else null. */
function parseSigned(key, frames) {
  const delim = frames.findIndex((b) => b.toString() === DELIM);
  if (delim < 0 || frames.length < delim + 6) return null;
  const parts = frames.slice(delim + 2, delim + 6);
  const hmac = crypto.createHmac('sha256', key);
  for (const p of parts) hmac.update(p);
  if (hmac.digest('hex') !== frames[delim + 1].toString()) return null;
  const [header, parent, metadata, content] = parts.map((p) => JSON.parse(p.toString()));
  return { identity: frames.slice(0, delim), header, parent, metadata, content };
}

/** Sends a reply ({ type, content }) to `parent` on `socket`, signed like tslab's ZmqMessage.signAndSend. */
function sendSigned(key, socket, parent, { type, content }) {
  const header = {
    version: '5.3', date: new Date().toISOString(), session: parent.header.session, username: parent.header.username,
    msg_type: type, msg_id: crypto.randomBytes(16).toString('hex'),
  };
  const bodies = [header, parent.header, {}, content].map((x) => JSON.stringify(x));
  const hmac = crypto.createHmac('sha256', key);
  for (const b of bodies) hmac.update(b);
  const identity = type === 'status' ? [] : parent.identity;
  socket.send([...identity, DELIM, hmac.digest('hex'), ...bodies]);
}

/**
 * Lets tslab's receive loop take the requests sent together with a failing one ("Run All" sends them
 * at once) before the error is replied to: until no request has arrived for `quietMs`, at most
 * `maxMs`. It never asks zeromq whether more is waiting: an earlier version polled the socket's
 * `readable` (libzmq's ZMQ_EVENTS) here, and once, in CI, that loop never ended and the kernel never
 * answered again; libzmq's descriptor is edge-triggered, and reading its events from outside the
 * receive loop can take the wake-up that loop waits for.
 */
async function settle(arrived, quietMs = 20, maxMs = 200) {
  const start = Date.now();
  let seen = arrived();
  let quietSince = start;
  while (Date.now() - start < maxMs) {
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (arrived() !== seen) {
      seen = arrived();
      quietSince = Date.now();
    } else if (Date.now() - quietSince >= quietMs) {
      break;
    }
  }
}

/**
 * Execute requests run one at a time. After an error, requests that were already waiting when it
 * happened and asked for stop_on_error are aborted (what "Run All" expects: stop at the failing cell);
 * anything sent afterwards runs normally. `beforeCell` and `afterCell` are called around each cell run.
 */
function createExecuteQueue(history, { beforeCell = () => {}, afterCell = () => {} } = {}) {
  let tail = Promise.resolve();
  let received = 0;
  let abortUpTo = 0;
  let count = 0;
  return {
    execute(handler, req, io) {
      const seq = ++received;
      const task = tail.then(() => runOne(handler, req, io, seq));
      tail = task.catch(() => {});
      return task;
    },
  };

  async function runOne(handler, req, io, seq) {
    const silent = !!req.silent;
    const storeHistory = req.store_history !== false && !silent;
    if (seq <= abortUpTo && req.stop_on_error !== false) {
      // As ipykernel: no execution_count, so the Notebook leaves the cell's prompt empty (not run).
      return { status: 'aborted' };
    }
    if (storeHistory) count++;
    const shown = count;
    if (!silent) io.publish('execute_input', { code: req.code, execution_count: shown });
    if (storeHistory) history.add(shown, req.code);
    // Output written while the cell runs (and after, by timers it started) goes to this cell.
    process.stdout.write = handler.createWriteToIopub('stdout', io.writeStream);
    process.stderr.write = handler.createWriteToIopub('stderr', io.writeStream);
    io.jupyter.lastWriteDisplayData = io.writeDisplayData;
    beforeCell();
    const outcome = await handler.executor.run(req.code, shown);
    afterCell();
    let failure = null;
    if (outcome.diagnostics) {
      failure = report.typeErrors(outcome.diagnostics, req.code);
    } else if (outcome.error) {
      failure = report.runtimeError(outcome.error.error, { cellName: report.latestCellName() });
    } else if (!outcome.ok) {
      failure = { ename: 'Error', evalue: 'the cell failed', traceback: ['the cell failed (see the output above)'] };
    }
    if (failure) {
      io.publish('error', failure);
      if (req.stop_on_error !== false) {
        // Abort what the client sent before it could know of this error. Requests it sent at once
        // ("Run All") may still sit unread in the socket while the cell ran synchronously: let them
        // in before replying. Nothing sent after the reply is aborted (tslab aborted all for 200 ms).
        await settle(() => received);
        abortUpTo = received;
      }
      return { status: 'error', execution_count: shown, ...failure };
    }
    if (outcome.value && !silent) {
      const text = plainValue(outcome.value.value);
      io.publish('execute_result', { execution_count: shown, data: { 'text/plain': text }, metadata: {} });
      if (storeHistory) history.setOutput(shown, text);
    }
    return { status: 'ok', execution_count: shown, payload: [], user_expressions: {} };
  }
}

module.exports = { install, checkTslab, TSLAB_VERSIONS, createExecuteQueue };
