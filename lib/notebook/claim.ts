/**
 * `claim`: a sentence of the notebook's prose, checked against the value that backs it.
 *
 * Glossary: a *fact* is machine-independent (a count, a node number, "BFS holds more than DFS"):
 * when it is false the notebook is wrong, so `claim` throws and the run (and `npm test`) fails.
 * A *timing* depends on the machine and its load: `timingClaim` never throws; when it does not
 * hold it shows ⚠, the measured value and what to look for instead. Either way the reader sees
 * the statement next to its evidence, so prose never states a number an output contradicts.
 * Both return nothing, so a claim as a cell's last line prints no stray value.
 */
import { checkBoolean, checkChoice, checkString, checkText, describe } from '../check';
import { labels } from '../i18n/labels';
import { displayInKernel } from './kernel-display';
import { escapeXml } from './svg-text';
import { show } from './show';

/** Thrown by `claim` when a machine-independent statement is false. */
export class ClaimError extends Error {
  constructor(message: string) {
    super(checkString('message', message));
    this.name = 'ClaimError';
  }
}

/** A sentence of a claim: text of at most MAX_TEXT_LENGTH characters that says something (not blank). */
function checkSentence(name: string, value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') {
    throw new TypeError(`${name} must be a non-empty string, got ${describe(value)}`);
  }
  return checkText(name, value);
}

const BOX = 'margin:2px 0;padding:3px 8px;border-left:4px solid';

/** The markup of a claim line: ✓ (green), ✗ (red) or ⚠ (amber), statement, then the evidence. */
export function claimMarkup(mark: '✓' | '✗' | '⚠', statement: string, evidence: string, lookFor?: string): string {
  checkChoice('mark', mark, ['✓', '✗', '⚠'] as const);
  checkText('statement', statement);
  checkText('evidence', evidence);
  if (lookFor !== undefined) checkText('lookFor', lookFor);
  return markup(mark, statement, evidence, lookFor);
}

/** claimMarkup behind its door: claim and timingClaim checked their sentences, and the words they add may pass the cap. */
function markup(mark: '✓' | '✗' | '⚠', statement: string, evidence: string, lookFor?: string): string {
  const color = mark === '✓' ? '#2e7d32' : mark === '✗' ? '#c62828' : '#b26a00';
  const look = lookFor ? `<br><i>${escapeXml(labels().notebook.claim.lookFor)}</i> ${escapeXml(lookFor)}` : '';
  return `<div class="claim" style="${BOX} ${color};font-family:system-ui,sans-serif;font-size:14px">` +
    `<b style="color:${color}">${mark}</b> ${escapeXml(statement)} <span style="color:#555">— ${escapeXml(evidence)}</span>${look}</div>`;
}

/**
 * A machine-independent statement and the computed evidence for it. Shows ✓ when `holds`;
 * throws a ClaimError naming the statement and the evidence when it does not.
 */
export function claim(statement: string, holds: boolean, evidence: string): void {
  checkSentence('statement', statement);
  checkBoolean('holds', holds);
  checkSentence('evidence', evidence);
  if (!holds) throw new ClaimError(`claim does not hold: ${statement} — ${evidence}`);
  show(markup('✓', statement, evidence));
}

/**
 * A statement about measured time. Never throws: shows ✓ when `holds`, otherwise ⚠ with the
 * measured value and `lookFor`, what the reader should look for instead (machine, load, sizes).
 */
export function timingClaim(statement: string, holds: boolean, measured: string, lookFor: string): void {
  checkSentence('statement', statement);
  checkBoolean('holds', holds);
  checkSentence('measured', measured);
  checkSentence('lookFor', lookFor);
  const t = labels().notebook.claim;
  show(holds ? markup('✓', statement, measured) : markup('⚠', t.notThisTime(statement), t.measured(measured), lookFor));
}

/**
 * Displays Markdown written by code (prose that quotes computed values), through tslab's
 * markdown output; outside the kernel prints it.
 */
export function showMarkdown(text: string): void {
  checkString('text', text);
  if (displayInKernel(text, 'markdown')) return;
  console.log(text);
}
