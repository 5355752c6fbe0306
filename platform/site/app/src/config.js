// The page's configuration, merged as JupyterLite's own sites merge it (its app/config-utils.js):
// from the site root down to this page's folder, each folder's `jupyter-lite.json`,
// `jupyter-lite.ipynb` (metadata["jupyter-lite"]) and the `jupyter-config-data` script of its
// `index.html`, later ones winning. Runs before any JupyterLab module reads PageConfig.

const CONFIG_ID = 'jupyter-config-data';
const LITE_FILES = ['jupyter-lite.json', 'jupyter-lite.ipynb'];
// Keys that the code joins with baseUrl itself, so a leading './' must stay relative.
const UNPREFIXED = new Set(['licensesUrl', 'themesUrl']);
// Lists that add up across levels instead of replacing; plugin-keyed maps that merge per plugin.
const APPENDED = new Set(['disabledExtensions', 'federated_extensions']);
const PER_PLUGIN = new Set(['litePluginSettings', 'settingsOverrides']);

/** This page's folder URL, ending in '/', with a trailing index.html dropped. */
export function pageFolder(location = window.location) {
  return `${location.origin}${location.pathname.replace(/(\/|\/index\.html)?$/, '')}/`;
}

/** The folders from the site root (given by data-jupyter-lite-root) down to `here`. */
export function foldersFromRoot(here, rootRelative) {
  const root = new URL(rootRelative || '.', here).href;
  const folders = [here];
  let folder = here;
  while (folder !== root && new URL('..', folder).href !== folder) {
    folder = new URL('..', folder).href;
    folders.unshift(folder);
  }
  return folders;
}

/** Relative './x' URLs in a file at `folderUrl` become absolute paths from that folder. */
export function fixRelativeUrls(folderUrl, config) {
  const base = new URL(folderUrl).pathname;
  const fixed = {};
  for (const [key, value] of Object.entries(config)) {
    if (PER_PLUGIN.has(key)) {
      fixed[key] = Object.fromEntries(
        Object.entries(value || {}).map(([id, v]) => [id, fixRelativeUrls(folderUrl, v || {})]),
      );
    } else if (key.endsWith('Url') && !UNPREFIXED.has(key) && typeof value === 'string' && value.startsWith('./')) {
      fixed[key] = base + value.slice(2);
    } else if (key.endsWith('Urls') && Array.isArray(value)) {
      fixed[key] = value.map((v) => (typeof v === 'string' && v.startsWith('./') ? base + v.slice(2) : v));
    } else {
      fixed[key] = value;
    }
  }
  return fixed;
}

/** Merge one level's config onto the ones above it. */
export function mergeConfig(memo, config) {
  for (const [key, value] of Object.entries(config)) {
    if (APPENDED.has(key)) {
      memo[key] = [...(memo[key] || []), ...(value || [])];
    } else if (PER_PLUGIN.has(key)) {
      memo[key] = { ...(memo[key] || {}) };
      for (const [id, values] of Object.entries(value || {})) {
        memo[key][id] = { ...(memo[key][id] || {}), ...values };
      }
    } else {
      memo[key] = value;
    }
  }
  return memo;
}

async function liteFileConfig(folder, name) {
  try {
    const response = await fetch(folder + name);
    if (!response.ok) return {};
    const json = await response.json();
    const lite = name.endsWith('.ipynb') ? json?.metadata?.['jupyter-lite'] : json;
    return lite?.[CONFIG_ID] || {};
  } catch {
    return {}; // an absent or broken optional file configures nothing
  }
}

async function pageScriptConfig(folder, here) {
  if (folder === here) return JSON.parse(document.getElementById(CONFIG_ID).textContent || '{}');
  try {
    const response = await fetch(folder + 'index.html');
    if (!response.ok) return {};
    const doc = new DOMParser().parseFromString(await response.text(), 'text/html');
    return JSON.parse(doc.getElementById(CONFIG_ID)?.textContent || '{}');
  } catch {
    return {};
  }
}

/** All levels fetched at once, merged in order: root first, this page's own script last. */
export async function loadConfig(location = window.location) {
  const here = pageFolder(location);
  const script = document.getElementById(CONFIG_ID);
  const folders = foldersFromRoot(here, script?.dataset.jupyterLiteRoot);
  const levels = await Promise.all(
    folders.map(async (folder) => {
      const configs = await Promise.all([
        ...LITE_FILES.map((name) => liteFileConfig(folder, name)),
        pageScriptConfig(folder, here),
      ]);
      return configs.map((config) => fixRelativeUrls(folder, config));
    }),
  );
  return levels.flat().reduce(mergeConfig, {});
}
