/**
 * `explainError(fn)`: runs `fn`; if it throws, shows the report the kernel gives for that error (its
 * name and message, the lib/ line that threw, the cell line with a caret) as an ordinary output, and
 * returns it. For showing students what a failing cell says, in a notebook that must run without
 * error outputs. The report comes from the running kernel's own formatter (kernelErrorReport), so the
 * two cannot drift apart; outside a kernel, lines are not known and the report says so.
 */
import { checkFunction } from '../check';
import { labels } from '../i18n/labels';
import { displayInKernel, kernelErrorReport, type KernelErrorReport } from './kernel-display';
import { escapeXml } from './svg-text';

/** Jupyter's error content, plus the report as plain text. */
export interface ErrorReport {
  ename: string;
  evalue: string;
  /** The traceback as the kernel shows it, without colour codes. */
  text: string;
}

/** Outside a kernel: the error's name and message, and a line saying where the lines would come from. */
const NO_KERNEL_REPORT: KernelErrorReport = {
  runtimeError(err) {
    const e = err instanceof Error ? err : new Error(String(err));
    return { ename: e.name, evalue: e.message, traceback: [`${e.name}: ${e.message}`, '', 'outside a notebook kernel: the lines of the cell and of lib/ are not known.'] };
  },
  plainText: (content) => content.traceback.join('\n'),
  latestCellName: () => null,
};

const ANSI_STYLE: Record<string, string> = { '1;31': 'color:#b00;font-weight:bold', '0;31': 'color:#b00', '0;32': 'color:#060' };

/** The longest report shown as HTML (escaping costs 40 bytes a character); the returned text keeps all of it. */
const MAX_SHOWN = 100_000;

/** The kernel's ANSI-coloured traceback as HTML, in a box like the Notebook's error output. */
function reportHtml(traceback: string): string {
  let open = false;
  const shown = traceback.length > MAX_SHOWN ? `${traceback.slice(0, MAX_SHOWN)} …` : traceback;
  const body = shown.split(/\x1b\[([0-9;]*)m/).map((part, i) => {
    if (i % 2 === 0) return escapeXml(part);
    const close = open ? '</span>' : '';
    const style = ANSI_STYLE[part];
    open = !!style;
    return style ? `${close}<span style="${style}">` : close;
  }).join('') + (open ? '</span>' : '');
  return `<pre class="explained-error" style="background:#fdd;padding:6px 10px;margin:0;border-left:4px solid #b00;white-space:pre-wrap">${body}</pre>`;
}

/** Runs `fn`; shows and returns the kernel's report of what it threw, or null (and says so) if it did not throw. */
export function explainError(fn: () => unknown): ErrorReport | null {
  checkFunction('fn', fn);
  const formatter = kernelErrorReport() ?? NO_KERNEL_REPORT;
  let content: { ename: string; evalue: string; traceback: string[] };
  try {
    fn();
    const none = labels().notebook.noError;
    say(`<p>${escapeXml(none)}</p>`, none);
    return null;
  } catch (err) {
    content = formatter.runtimeError(err, { cellName: formatter.latestCellName() });
  }
  const text = formatter.plainText(content);
  say(reportHtml(content.traceback.join('\n')), text);
  return { ename: content.ename, evalue: content.evalue, text };
}

function say(html: string, text: string): void {
  if (!displayInKernel(html)) console.log(text);
}
