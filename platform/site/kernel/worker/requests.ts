/**
 * The kernel's answers to the page's requests, as the server adapter gives them: execute (stream,
 * display, result and error messages, then the reply), complete, inspect, is_complete.
 */
/* eslint-disable @typescript-eslint/no-require-imports */
import { inspect as nodeInspect } from 'node-inspect-extracted';
import type { Compiler } from './kernel-compiler';
import type { createCellRunner, Outcome } from './cell-runner';
import { report, type ErrorContent } from './report';
import { setCurrentRequest, type Post } from './output';

type Runner = ReturnType<typeof createCellRunner>;

/** The value of a cell's last expression as text/plain: strings as they are, anything else as Node shows it. */
export function plainValue(value: unknown): string {
  return typeof value === 'string' ? value : nodeInspect(value);
}

function failureOf(outcome: Outcome, code: string): ErrorContent | null {
  if (outcome.diagnostics) return report.typeErrors(outcome.diagnostics, code);
  if (outcome.error) return report.runtimeError(outcome.error.error, { cellName: report.latestCellName() });
  if (!outcome.ok) return { ename: 'Error', evalue: 'the cell failed', traceback: ['the cell failed (see the output above)'] };
  return null;
}

/** Runs one execute request; returns the reply's status and content. */
export async function executeRequest(runner: Runner, post: Post, req: { id: string; code: string; count: number }) {
  setCurrentRequest(req.id);
  const outcome = await runner.run(req.code, req.count);
  const failure = failureOf(outcome, req.code);
  if (failure) {
    post({ type: 'error', id: req.id, ...failure });
    return { status: 'error' as const, content: { execution_count: req.count, ...failure } };
  }
  if (outcome.value) post({ type: 'result', id: req.id, data: { 'text/plain': plainValue(outcome.value.value) }, execution_count: req.count });
  return { status: 'ok' as const, content: { execution_count: req.count } };
}

export async function completeRequest(runner: Runner, code: string, cursor: number) {
  const info = await runner.complete(code, cursor);
  return { matches: info.candidates, cursor_start: info.start, cursor_end: info.end, metadata: {} };
}

export async function inspectRequest(runner: Runner, code: string, cursor: number) {
  // Front ends send the cursor just after the name (Shift-Tab at `Math.max|`): look just before it too.
  let info = await runner.inspect(code, cursor);
  if (!info && cursor > 0) info = await runner.inspect(code, cursor - 1);
  if (!info) return { found: false, data: {}, metadata: {} };
  const { printQuickInfo } = require('tslab/dist/inspect.js');
  return { found: true, data: { 'text/plain': printQuickInfo(info) }, metadata: {} };
}

export async function isCompleteRequest(compiler: Compiler, code: string) {
  const live = await compiler.live();
  const res = live.isCompleteCode(code);
  if (!res.completed) return { status: 'incomplete', indent: res.indent };
  // tslab never says `invalid`; a syntax error more lines cannot fix is one.
  return { status: live.hasSyntaxError(code) ? 'invalid' : 'complete' };
}
