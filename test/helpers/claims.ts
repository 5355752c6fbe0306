/**
 * The claim lines among an executed notebook's HTML outputs, as lib/notebook's `claimMarkup` draws
 * them: held (✓), warned (⚠: a timing claim that did not hold this time, with its statement) and
 * failed (✗). A warned claim is shown but does not hold: it is counted apart, never as held.
 */
export interface ClaimCount {
  held: number;
  warned: number;
  failed: number;
  /** the statements of the warned claims, as shown (HTML-escaped) */
  warnings: string[];
}

const CLAIM_LINE = /<div class="claim"[^>]*>\s*<b[^>]*>(✓|✗|⚠)<\/b>\s*([^<]*)/g;

/** Counts the claim lines in `outputs` (the text/html of a notebook's outputs). */
export function countClaims(outputs: readonly string[]): ClaimCount {
  const count: ClaimCount = { held: 0, warned: 0, failed: 0, warnings: [] };
  for (const html of outputs) {
    for (const [, mark, statement] of html.matchAll(CLAIM_LINE)) {
      if (mark === '✓') count.held++;
      else if (mark === '✗') count.failed++;
      else {
        count.warned++;
        count.warnings.push(statement.trim());
      }
    }
  }
  return count;
}
