// The files JupyterLite reads at start besides the bundle: the pages, the root jupyter-lite.json,
// the settings schemas' all.json, the translations' all.json, the icons, the service worker.
import fs from 'node:fs';
import path from 'node:path';
import { favicons } from './favicon.mjs';

/** The pages: each a folder with an index.html whose jupyter-config-data names its app. */
export const PAGES = {
  tree: { title: 'Files', config: { appUrl: '/tree', notebookPage: 'tree' } },
  notebooks: { title: 'Notebook', config: { appUrl: '/notebooks', notebookPage: 'notebooks' } },
};

/** The root jupyter-lite.json: site-wide values; './' paths are relative to the site root. */
export function rootLiteConfig(versions) {
  return {
    'jupyter-lite-schema-version': 0,
    'jupyter-config-data': {
      appName: 'JupyterLite',
      appVersion: versions.jupyterlite,
      appUrl: './tree',
      baseUrl: './',
      defaultKernelName: 'typescript',
      faviconUrl: './favicon.ico',
      federated_extensions: [],
      fullStaticUrl: './build',
      settingsUrl: './build/schemas',
      themesUrl: './build/themes',
      contentsAllJsonFile: 'all.json',
      versionInfo: {
        '@jupyterlab/application': { label: 'JupyterLab', version: versions.jupyterlab },
        '@jupyter-notebook/application': { label: 'Jupyter Notebook', version: versions.notebook },
      },
    },
  };
}

function escapeJsonForScript(value) {
  return JSON.stringify(value, null, 2).replace(/</g, '\\u003c');
}

/**
 * One page. The bootstrap is added by a small inline script so that a page reached without its
 * trailing slash (/notebooks) first moves to /notebooks/, where the relative URLs hold.
 */
export function pageHtml({ title, config, root, page, bootstrap, preload = [] }) {
  const body = page ? `<body class="jp-ThemedContainer" data-notebook="${page}"></body>` : '<body></body>';
  const preloads = preload.map((href) => `    <link rel="preload" as="script" href="${root}/build/${href}" />\n`).join('');
  return `<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
    <link rel="icon" type="image/x-icon" href="${root}/favicon.ico" />
${preloads}    <script id="jupyter-config-data" type="application/json" data-jupyter-lite-root="${root}">
${escapeJsonForScript(config)}
    </script>
    <script>
      (function () {
        var l = window.location;
        if (!/(\\/|\\/index\\.html)$/.test(l.pathname)) {
          l.replace(l.pathname + '/' + l.search + l.hash);
          return;
        }
        var s = document.createElement('script');
        s.src = '${root}/build/${bootstrap}';
        document.head.appendChild(s);
      })();
    </script>
  </head>
  ${body}
</html>
`;
}

/** build/schemas/all.json: every copied schema with its plugin id, as JupyterLite's build makes it. */
export function writeSchemasAll(schemaDir) {
  const all = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.json') && dir !== schemaDir) {
        // (files at the top, all.json and all_federated.json, are indexes, not schemas)
        const pkgDir = path.dirname(full);
        const pkgName = path.relative(schemaDir, pkgDir).split(path.sep).join('/');
        const { version } = JSON.parse(fs.readFileSync(path.join(pkgDir, 'package.json.orig'), 'utf8'));
        all.push({
          id: `${pkgName}:${path.basename(entry.name, '.json')}`,
          raw: '{}',
          schema: JSON.parse(fs.readFileSync(full, 'utf8')),
          settings: {},
          version,
        });
      }
    }
  };
  walk(schemaDir);
  all.sort((a, b) => a.id.localeCompare(b.id));
  fs.writeFileSync(path.join(schemaDir, 'all.json'), JSON.stringify(all));
  return all.length;
}

/** build/schemas/all_federated.json: none (read at every settings load; absent, a 404 each time). */
export const FEDERATED_SCHEMAS = 'build/schemas/all_federated.json';

/** api/translations: English only (no language packs), as JupyterLite writes it without any. */
export function translationFiles() {
  return {
    'api/translations/all.json': { data: { en: { displayName: 'English', nativeName: 'English' } }, message: '' },
    'api/translations/en.json': { data: {}, message: "Language pack 'en' not installed!" },
  };
}

export function writeStaticFiles(outDir, { versions, bootstrap, preload }) {
  const write = (rel, data) => {
    const file = path.join(outDir, rel);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, data);
  };
  write('index.html', pageHtml({ title: 'JupyterLite', config: {}, root: '.', bootstrap }));
  for (const [page, { title, config }] of Object.entries(PAGES)) {
    // As JupyterLite's apps: the page's keys in its folder's jupyter-lite.json; its script tag
    // stays for overrides (merged last).
    write(`${page}/index.html`, pageHtml({ title, config: {}, root: '..', page, bootstrap, preload }));
    write(`${page}/jupyter-lite.json`, JSON.stringify({ 'jupyter-lite-schema-version': 0, 'jupyter-config-data': config }, null, 2) + '\n');
  }
  write('jupyter-lite.json', JSON.stringify(rootLiteConfig(versions), null, 2) + '\n');
  for (const [rel, json] of Object.entries(translationFiles())) write(rel, JSON.stringify(json));
  write(FEDERATED_SCHEMAS, '[]');
  for (const [rel, bytes] of Object.entries(favicons())) write(rel, bytes);
}
