/**
 * The library bundle's source map (kernel/library.js.map), fetched the first time an error report
 * needs it: it maps frames in library.js back to lib/'s TypeScript, and holds lib/'s sources, which
 * the report quotes. Synchronous XMLHttpRequest: the report is made synchronously, inside a worker.
 */
import { SourceMap } from './source-map';
import { siteUrl } from '../shims/process-state';

interface LoadedMap {
  map: SourceMap;
  sources: Map<string, string>;
}

let loaded: LoadedMap | null | undefined;

export const LIBRARY_SCRIPT = 'kernel/library.js';

export function libraryScriptUrl(): string {
  return siteUrl(LIBRARY_SCRIPT);
}

function load(): LoadedMap | null {
  try {
    const xhr = new XMLHttpRequest();
    xhr.open('GET', siteUrl(`${LIBRARY_SCRIPT}.map`), false);
    xhr.send();
    if (xhr.status < 200 || xhr.status >= 300) return null;
    const json = JSON.parse(xhr.responseText);
    const sources = new Map<string, string>();
    (json.sources as string[]).forEach((s, i) => {
      const text = json.sourcesContent && json.sourcesContent[i];
      if (typeof text === 'string') sources.set(s, text);
    });
    return { map: new SourceMap(json), sources };
  } catch {
    return null;
  }
}

export function librarySourceMap(): LoadedMap | null {
  if (loaded === undefined) loaded = load();
  return loaded;
}

/** A lib/ source's text by its path (/course/lib/x.ts), from the map. */
export function librarySource(path: string): string | undefined {
  return librarySourceMap()?.sources.get(path);
}
