// What a classic Web Worker has beyond the ES and Node globals the project's tsconfig gives.
declare function importScripts(...urls: string[]): void;
declare class XMLHttpRequest {
  status: number;
  responseText: string;
  open(method: string, url: string, async?: boolean): void;
  overrideMimeType(mime: string): void;
  send(body?: unknown): void;
}
