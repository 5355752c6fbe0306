/**
 * One copy of every code cell: a translated code cell may differ from the English only in its comments
 * (and the whitespace around them). The code is compared token by token with TypeScript's own scanner,
 * so a `//` inside a string or a template is code, not a comment.
 *
 * Glossary
 * - Token: one TypeScript token of a cell's code, comments and whitespace skipped (its text and line).
 * - Code difference: the first token where a translation's code and the English code part ways.
 * - Language parameter: `let LANG = 'en';` in the cell tagged `parameters`; the generator sets its value
 *   to the edition's language, so no translation holds code for it.
 */
import * as ts from 'typescript';
import { checkString } from '../../lib/check';
import type { Language } from '../../lib/i18n/language';


/** One token of a cell's code: its text and its 1-based line in the cell. */
export interface CodeToken {
  text: string;
  line: number;
}

// After an operand a `/` divides; after an operator, a `(`, or one of these keywords it opens a regular expression.
const BEFORE_REGEX_KEYWORDS = new Set<ts.SyntaxKind>([
  ts.SyntaxKind.ReturnKeyword, ts.SyntaxKind.TypeOfKeyword, ts.SyntaxKind.InstanceOfKeyword, ts.SyntaxKind.InKeyword,
  ts.SyntaxKind.OfKeyword, ts.SyntaxKind.NewKeyword, ts.SyntaxKind.DeleteKeyword, ts.SyntaxKind.VoidKeyword,
  ts.SyntaxKind.ThrowKeyword, ts.SyntaxKind.CaseKeyword, ts.SyntaxKind.DoKeyword, ts.SyntaxKind.ElseKeyword,
  ts.SyntaxKind.YieldKeyword, ts.SyntaxKind.AwaitKeyword,
]);
const ENDS_OPERAND = new Set<ts.SyntaxKind>([
  ts.SyntaxKind.Identifier, ts.SyntaxKind.PrivateIdentifier, ts.SyntaxKind.NumericLiteral, ts.SyntaxKind.BigIntLiteral,
  ts.SyntaxKind.StringLiteral, ts.SyntaxKind.CloseParenToken, ts.SyntaxKind.CloseBracketToken, ts.SyntaxKind.CloseBraceToken,
  ts.SyntaxKind.NoSubstitutionTemplateLiteral, ts.SyntaxKind.TemplateTail, ts.SyntaxKind.RegularExpressionLiteral,
  ts.SyntaxKind.PlusPlusToken, ts.SyntaxKind.MinusMinusToken, ts.SyntaxKind.ExclamationToken,
]);

/** Whether a `/` after `previous` (itself after `beforePrevious`) starts a regular expression. */
function opensRegex(previous: ts.SyntaxKind, beforePrevious: ts.SyntaxKind): boolean {
  if (ENDS_OPERAND.has(previous)) return false;
  if (previous >= ts.SyntaxKind.FirstKeyword && previous <= ts.SyntaxKind.LastKeyword) return beforePrevious !== ts.SyntaxKind.DotToken && BEFORE_REGEX_KEYWORDS.has(previous);
  return true;
}

/** The tokens of `source` (TypeScript), comments and whitespace left out; templates and regular expressions are one token each part. */
export function codeTokens(source: string): CodeToken[] {
  const text = checkString('source', source);
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, /* skipTrivia */ true, ts.LanguageVariant.Standard, text);
  // Tokens come in order, so their lines are counted as the scan moves on.
  let line = 1;
  let counted = 0;
  const lineOf = (pos: number) => {
    for (; counted < pos; counted++) if (text.charCodeAt(counted) === 10) line++;
    return line;
  };
  // Which open braces belong to a template's `${`: their `}` resumes the template.
  const braces: boolean[] = [];
  const out: CodeToken[] = [];
  let previous = ts.SyntaxKind.Unknown;
  let beforePrevious = ts.SyntaxKind.Unknown;
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
    if (kind === ts.SyntaxKind.CloseBraceToken && braces.length && braces[braces.length - 1]) {
      braces.pop();
      kind = scanner.reScanTemplateToken(false);
      if (kind === ts.SyntaxKind.TemplateMiddle) braces.push(true);
    } else if (kind === ts.SyntaxKind.TemplateHead) braces.push(true);
    else if (kind === ts.SyntaxKind.OpenBraceToken) braces.push(false);
    else if (kind === ts.SyntaxKind.CloseBraceToken) braces.pop();
    else if ((kind === ts.SyntaxKind.SlashToken || kind === ts.SyntaxKind.SlashEqualsToken) && opensRegex(previous, beforePrevious)) {
      kind = scanner.reScanSlashToken();
    }
    out.push({ text: scanner.getTokenText(), line: lineOf(scanner.getTokenStart()) });
    beforePrevious = previous;
    previous = kind;
  }
  return out;
}

/** Where a translated code cell's code first differs from the English: the line in each, and what each has there. */
export interface CodeDifference {
  /** 1-based line in the translated cell. */
  line: number;
  /** 1-based line in the English cell. */
  englishLine: number;
  /** The token the translation has there (empty at its end). */
  translated: string;
  /** The token the English has there (empty at its end). */
  english: string;
}

/** The first place where `translated`'s code differs from `english`'s apart from comments and whitespace, or null when the code is the same. */
export function codeDifference(english: string, translated: string): CodeDifference | null {
  const a = codeTokens(english);
  const b = codeTokens(translated);
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if (a[i]?.text === b[i]?.text) continue;
    const lastLine = (t: CodeToken[], s: string) => (t.length ? t[t.length - 1].line : 1) + (s.endsWith('\n') ? 1 : 0);
    return {
      line: b[i]?.line ?? lastLine(b, translated),
      englishLine: a[i]?.line ?? lastLine(a, english),
      translated: b[i]?.text ?? '',
      english: a[i]?.text ?? '',
    };
  }
  return null;
}

const LANG_PARAMETER = /^(\s*(?:let|const|var)\s+LANG\s*(?::\s*string\s*)?=\s*)(['"])[A-Za-z-]*\2/m;

/** The parameters cell's code with `LANG` set to `lang` (unchanged when the cell declares no LANG). */
export function setLanguageParameter(source: string, lang: Language): string {
  return checkString('source', source).replace(LANG_PARAMETER, (_, head: string, quote: string) => `${head}${quote}${lang}${quote}`);
}
