import { JSDOM } from 'jsdom';
import { expect } from 'vitest';

const { DOMParser } = new JSDOM('').window;

/** Parses SVG text as XML and fails the test on any parser error or a root other than <svg>. */
export function parseSvg(text: string): Document {
  const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
  expect(doc.getElementsByTagName('parsererror').length).toBe(0);
  expect(doc.documentElement.localName).toBe('svg');
  return doc as unknown as Document;
}
