// The entry every page loads: merge the configuration, then either redirect (the site root) or
// start the app. Kept tiny: the app itself is a separate chunk, fetched once the public path
// (fullStaticUrl) is known.
import { loadConfig, pageFolder } from './config.js';
import { KERNEL_VERSION_KEY, prestartWorker, workerSource } from './spare-worker';

function setFavicon(href) {
  if (!href) return;
  let link = document.querySelector("link[rel*='icon']");
  if (!link) {
    // Notebook 7 swaps this link's href on every kernel status change and throws without it.
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.appendChild(link);
  }
  link.href = href;
}

async function bootstrap() {
  // performance marks (site:*) let a check or a curious teacher see where start-up time goes.
  performance.mark('site:bootstrap');
  const config = await loadConfig();
  performance.mark('site:config');
  const here = new URL(pageFolder()).pathname;
  // The site root only redirects to the configured app, as JupyterLite's root page does.
  if (config.baseUrl === here && config.appUrl) {
    window.location.replace(config.appUrl.replace(/\/?$/, '/index.html') + window.location.search + window.location.hash);
    return;
  }
  // PageConfig (@jupyterlab/coreutils) reads this script once, on first use: write it first.
  document.getElementById('jupyter-config-data').textContent = JSON.stringify(config);
  setFavicon(config.faviconUrl);
  // eslint-disable-next-line no-undef
  __webpack_public_path__ = String(config.fullStaticUrl || '../build').replace(/\/?$/, '/');
  // The notebook page will want a kernel: its worker (TypeScript, 3 MB) loads on its own thread
  // while the app's chunks load and its plugins start. The kernel plugin takes it (spare-worker.ts).
  if (config.notebookPage === 'notebooks' || window.location.pathname.includes('/notebooks/')) {
    const baseUrl = new URL(config.baseUrl || '../', window.location.href).href.replace(/\/?$/, '/');
    prestartWorker(workerSource(baseUrl, config[KERNEL_VERSION_KEY]));
  }
  const { main } = await import(/* webpackChunkName: "app" */ './main.js');
  performance.mark('site:app-loaded');
  await main();
}

bootstrap().catch((error) => {
  console.error('The site could not start:', error);
  document.body.textContent = `The site could not start: ${error && error.message ? error.message : error}`;
});
