/**
 * The server kernel's error report (platform/kernel/error-report.cjs), bundled as it is: the worker
 * bundle gives it a `fs` (report-fs.ts), `util` (node-inspect-extracted), `module` (our SourceMap)
 * and POSIX `path`. The one browser step: library frames are mapped to lib/ first (library-frames.ts),
 * both for the kernel's own reports and for lib/notebook's explainError, which loads this module.
 */
/* eslint-disable @typescript-eslint/no-require-imports */
import { COMPILED_LIB, SOURCE_LIB, withLibraryFrames } from './library-frames';

export interface ErrorContent {
  ename: string;
  evalue: string;
  traceback: string[];
}

const original = require('../../../kernel/error-report.cjs');
original.setProjectRoot('/course');
original.setCompiledLibrary({ outLib: COMPILED_LIB, srcLib: SOURCE_LIB });

/** The server's module with runtimeError seeing library frames as lib/ lines. */
export const report = Object.create(original, {
  runtimeError: {
    value: (err: unknown, opts?: object): ErrorContent => original.runtimeError(withLibraryFrames(err), opts),
  },
});
