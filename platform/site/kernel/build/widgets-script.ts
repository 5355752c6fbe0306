/**
 * kernel/widgets.json: the widgets' page script ({ code, hash }), made at site-build time by the
 * library's own widgetBundle() (esbuild, in Node). The worker hands it to the library as
 * `globalThis.__courseWidgetBundle` (read by lib/widgets/bundle.ts's widgetBundle()), fetched the
 * first time a widget is drawn.
 */
import * as fs from 'fs';
import { widgetBundle } from '../../../../lib/widgets/bundle';

/** Writes the page script of the library's widgets to `outFile`. */
export function writeWidgetsScript(outFile: string): { hash: string } {
  const bundle = widgetBundle();
  fs.writeFileSync(outFile, JSON.stringify({ code: bundle.code, hash: bundle.hash }));
  return { hash: bundle.hash };
}
