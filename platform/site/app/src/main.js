// Starts the Notebook 7 app of this page (notebookPage: 'tree' or 'notebooks') from the static
// plugin list, skipping what JupyterLite disables and what the configuration disables.
import { NotebookApp } from '@jupyter-notebook/application';
import { PageConfig } from '@jupyterlab/coreutils';
import { IDocumentManager } from '@jupyterlab/docmanager';
import { IServiceManager } from '@jupyterlab/services';
import { PluginRegistry } from '@lumino/coreutils';
import { disabledByPage } from './disabled-plugins.js';
import { extensions, mimeExtensions } from './plugins.js';
import 'generated/style.js';

/** The plugins of one package that this page registers. */
function activePlugins(entry, page, disabled) {
  if (!entry.pages.includes(page)) return [];
  const exported = entry.module && entry.module.default !== undefined ? entry.module.default : entry.module;
  const plugins = Array.isArray(exported) ? exported : [exported];
  return plugins.filter(
    (plugin) =>
      !disabled.has(plugin.id) &&
      !disabled.has(plugin.id.split(':')[0]) &&
      // `disabledExtensions` from jupyter-lite.json and the page's jupyter-config-data.
      !PageConfig.Extension.isDisabled(plugin.id),
  );
}

/**
 * The notebook page opens its `?path=` as soon as the app has started. JupyterLite's router opens it
 * too, but only once the settings have loaded (it reads the default viewers first), 0.5–0.7 s later
 * on this machine; the notebook's kernel starts with the document, so that wait came before the first
 * cell. The router's own open then finds this widget (same path, same factory) and shows it. With a
 * `?factory=` the router alone opens the document, as asked.
 */
function openNotebookNow(app, page) {
  const params = new URLSearchParams(window.location.search);
  if (page !== 'notebooks' || params.getAll('path').length !== 1 || params.has('factory')) return;
  let path;
  try {
    path = decodeURIComponent(params.get('path')); // decoded again, as the router does, so both name the same file
  } catch {
    return;
  }
  void app.resolveRequiredService(IDocumentManager).then((docManager) => {
    const factory = docManager.registry.defaultWidgetFactory(path);
    if (factory && factory.name === 'Notebook') docManager.openOrReveal(path, factory.name, undefined, { ref: '_noref' });
  }, () => {});
}

export async function main() {
  const page = PageConfig.getOption('notebookPage') || 'notebooks';
  const disabled = new Set(disabledByPage[page] || disabledByPage.notebooks);
  const plugins = extensions.flatMap((entry) => activePlugins(entry, page, disabled));
  // The plugin manager lists these, grouped by package.
  const available = extensions.flatMap((entry) =>
    activePlugins(entry, page, disabled).map((plugin) => ({ ...plugin, extension: entry.name })),
  );
  const mimes = mimeExtensions.flatMap((entry) => activePlugins(entry, page, disabled));

  // JupyterLite's order: register everything, resolve the service manager (its own plugins),
  // then hand both to the app, which activates the rest.
  const pluginRegistry = new PluginRegistry();
  pluginRegistry.registerPlugins(plugins);
  const serviceManager = await pluginRegistry.resolveRequiredService(IServiceManager);
  const app = new NotebookApp({
    pluginRegistry,
    serviceManager,
    mimeExtensions: mimes,
    availablePlugins: available,
  });
  app.name = PageConfig.getOption('appName') || 'JupyterLite';
  if (String(PageConfig.getOption('exposeAppInBrowser')).toLowerCase() === 'true') {
    window.jupyterapp = app;
  }
  performance.mark('site:services');
  await app.start({ bubblingKeydown: true });
  performance.mark('site:started');
  openNotebookNow(app, page);
  await app.restored;
  performance.mark('site:restored');
}
