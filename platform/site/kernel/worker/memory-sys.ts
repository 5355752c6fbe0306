/**
 * TypeScript's `sys` for a worker, in memory: TypeScript makes one only under Node, and tslab's
 * converter reads and patches `ts.sys` when it loads. Files come from kernel/files.json (the standard
 * library, the compiled library's declarations at /course/lib, the packages' declarations); the
 * cells' virtual files are the converter's own. `touch` tells the watch program a file changed, as
 * the server adapter does when cells switch to Node's types.
 */
type Watcher = (fileName: string, kind: number) => void;

export interface MemorySys {
  /** The object handed to ts.setSys. */
  sys: any;
  /** Replaces a file's text and notifies its watcher (the watch program then re-reads it). */
  setFile(path: string, text: string): void;
}

export interface MemorySysOptions {
  files: Record<string, string>;
  cwd: string;
  /** TypeScript looks for lib.*.d.ts beside the file it runs from. */
  executingFile: string;
  /** FileWatcherEventKind.Changed of the TypeScript in use. */
  changedKind: number;
}

function parentDirs(file: string): string[] {
  const out: string[] = [];
  for (let i = file.lastIndexOf('/'); i > 0; i = file.lastIndexOf('/', i - 1)) out.push(file.slice(0, i));
  out.push('/');
  return out;
}

export function createMemorySys({ files: initial, cwd, executingFile, changedKind }: MemorySysOptions): MemorySys {
  const files = new Map(Object.entries(initial));
  const modified = new Map<string, Date>();
  const dirs = new Set<string>();
  const watchers = new Map<string, Set<Watcher>>();
  const started = new Date();
  const addDirs = (file: string) => parentDirs(file).forEach((d) => dirs.add(d));
  files.forEach((_, file) => addDirs(file));
  const children = (dir: string) => {
    const prefix = dir.endsWith('/') ? dir : dir + '/';
    return [...files.keys()].filter((f) => f.startsWith(prefix));
  };
  const sys = {
    args: [] as string[],
    newLine: '\n',
    useCaseSensitiveFileNames: true,
    write: (s: string) => console.log(s),
    writeOutputIsTTY: () => false,
    readFile: (p: string) => files.get(p),
    getFileSize: (p: string) => (files.get(p) ?? '').length,
    writeFile: (p: string, text: string) => {
      files.set(p, text);
      addDirs(p);
    },
    fileExists: (p: string) => files.has(p),
    directoryExists: (p: string) => dirs.has(p.length > 1 ? p.replace(/\/$/, '') : p),
    createDirectory: (p: string) => void dirs.add(p),
    getExecutingFilePath: () => executingFile,
    getCurrentDirectory: () => cwd,
    getDirectories: (p: string) => [...new Set(children(p).map((f) => f.slice(p.length + 1).split('/')).filter((parts) => parts.length > 1).map((parts) => parts[0]))],
    readDirectory: (p: string, extensions?: readonly string[]) => children(p).filter((f) => !extensions || extensions.some((e) => f.endsWith(e))),
    getModifiedTime: (p: string) => (files.has(p) ? modified.get(p) ?? started : undefined),
    setModifiedTime: (p: string, time: Date) => void modified.set(p, time),
    deleteFile: (p: string) => void files.delete(p),
    resolvePath: (p: string) => p,
    realpath: (p: string) => p,
    exit: (code?: number) => {
      throw new Error(`TypeScript asked to exit (${code})`);
    },
    watchFile: (p: string, callback: Watcher) => {
      const set = watchers.get(p) ?? new Set<Watcher>();
      set.add(callback);
      watchers.set(p, set);
      return { close: () => void set.delete(callback) };
    },
    // Nothing appears under a folder while the kernel runs (the server adapter turns these off too).
    watchDirectory: () => ({ close() {} }),
    setTimeout: (callback: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => setTimeout(callback, ms, ...args),
    clearTimeout: (id: ReturnType<typeof setTimeout>) => clearTimeout(id),
    clearScreen: () => undefined,
    now: () => new Date(),
    base64decode: (s: string) => new TextDecoder().decode(Uint8Array.from(atob(s), (c) => c.charCodeAt(0))),
    base64encode: (s: string) => btoa(Array.from(new TextEncoder().encode(s), (b) => String.fromCharCode(b)).join('')),
  };
  return {
    sys,
    setFile(path, text) {
      files.set(path, text);
      addDirs(path);
      modified.set(path, new Date());
      for (const w of watchers.get(path) ?? []) w(path, changedKind);
    },
  };
}
