/**
 * Builds the browser kernel of the static site into `outDir`:
 *   kernel/worker.js        the Web Worker (tslab's converter and TypeScript, the executor, the shims)
 *   kernel/files.json       every declaration file its compiler reads (build/declarations.ts)
 *   kernel/library.js(.map) lib/ bundled for the browser, with Plot, d3 and linkedom (build/library-bundle.ts)
 *   kernel/widgets.json     the widgets' page script, prebuilt (build/widgets-script.ts)
 *   course/…                base_cases/, data/ and their index (build/course-files.ts)
 * Run as `npx tsx platform/site/kernel/build.ts <outDir>`; it prints each step's time and each file's size.
 */
import * as fs from 'fs';
import * as path from 'path';
import { collectDeclarations } from './build/declarations';
import { buildLibraryBundle } from './build/library-bundle';
import { buildWorkerBundle } from './build/worker-bundle';
import { writeCourseFiles } from './build/course-files';
import { writeWidgetsScript } from './build/widgets-script';
import { formatSizes, sizeOf, type FileSize } from './build/sizes';

const PROJECT_ROOT = path.resolve(__dirname, '..', '..', '..');

export interface KernelBuild {
  ms: number;
  steps: Record<string, number>;
  sizes: FileSize[];
  unresolved: string[];
  course: { files: number; bytes: number };
}

/** The compiled library the server kernel uses (rebuilt if lib/ changed): its declarations are the cells' view of lib/. */
function compiledLibraryDir(): string {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { ensureCompiledLibrary } = require(path.join(PROJECT_ROOT, 'platform', 'kernel', 'compiled-library.cjs'));
  return ensureCompiledLibrary(PROJECT_ROOT, { log: (line: string) => console.error(line) }).dir;
}

async function timed<T>(steps: Record<string, number>, name: string, f: () => T | Promise<T>): Promise<T> {
  const started = Date.now();
  const result = await f();
  steps[name] = Date.now() - started;
  return result;
}

export async function buildKernel(outDir: string): Promise<KernelBuild> {
  const started = Date.now();
  const steps: Record<string, number> = {};
  const kernelDir = path.join(outDir, 'kernel');
  fs.mkdirSync(kernelDir, { recursive: true });
  const compiledDir = await timed(steps, 'compiled library', compiledLibraryDir);
  const { files, unresolved } = await timed(steps, 'declarations', () => collectDeclarations({ projectRoot: PROJECT_ROOT, compiledDir }));
  fs.writeFileSync(path.join(kernelDir, 'files.json'), JSON.stringify(files));
  await timed(steps, 'library bundle', () => buildLibraryBundle({ projectRoot: PROJECT_ROOT, outFile: path.join(kernelDir, 'library.js') }));
  await timed(steps, 'worker bundle', () => buildWorkerBundle({ projectRoot: PROJECT_ROOT, outFile: path.join(kernelDir, 'worker.js') }));
  await timed(steps, 'widgets script', () => writeWidgetsScript(path.join(kernelDir, 'widgets.json')));
  const course = await timed(steps, 'course files', () => writeCourseFiles(PROJECT_ROOT, outDir));
  const sizes = ['kernel/worker.js', 'kernel/files.json', 'kernel/library.js', 'kernel/library.js.map', 'kernel/widgets.json', 'course/index.json'].map((rel) => sizeOf(outDir, rel));
  return { ms: Date.now() - started, steps, sizes, unresolved, course };
}

if (require.main === module) {
  const outDir = process.argv[2];
  if (!outDir) {
    console.error('usage: npx tsx platform/site/kernel/build.ts <outDir>');
    process.exit(2);
  }
  buildKernel(path.resolve(outDir)).then(
    (b) => {
      console.log(`browser kernel built into ${path.resolve(outDir)} in ${(b.ms / 1000).toFixed(1)} s`);
      console.log(Object.entries(b.steps).map(([k, v]) => `  ${k}: ${v} ms`).join('\n'));
      console.log(formatSizes(b.sizes));
      console.log(`  course/: ${b.course.files} files, ${(b.course.bytes / 1024).toFixed(0)} KB (base_cases/, data/, lib/*.ts)`);
    },
    (e) => {
      console.error(e);
      process.exit(1);
    },
  );
}
