// The settings of the site's pages, in two plugins that take the place of JupyterLite's and
// JupyterLab's own (disabled in disabled-plugins.js) and are made the same way: the manager shares the
// reads of one moment (settings-manager.ts), the registry's validator keeps its compiled code between
// visits (settings-validators.ts). Together they were most of the page's work before the notebook opens.
import type { JupyterFrontEnd, JupyterFrontEndPlugin } from '@jupyterlab/application';
import { PageConfig } from '@jupyterlab/coreutils';
import { IServerSettings, ISettingManager, type ServerConnection, type Setting } from '@jupyterlab/services';
import { ISettingConnector, ISettingRegistry, SettingRegistry } from '@jupyterlab/settingregistry';
import { ILocalForage } from '@jupyterlite/localforage';
import { SharedReadSettings } from './settings-manager';
import { KeptSchemaValidator, siteValidatorStore } from './settings-validators';

/** Once the app has restored, the page is idle this long before the store is written (off the start's path). */
const SAVE_AFTER_MS = 1000;

/** @jupyterlite/services-extension:settings, with SharedReadSettings for JupyterLite's Settings. */
const managerPlugin: JupyterFrontEndPlugin<Setting.IManager> = {
  id: 'course-site:setting-manager',
  description: "Provides the in-browser settings manager (JupyterLite's, its reads shared).",
  autoStart: true,
  requires: [ILocalForage],
  optional: [IServerSettings],
  provides: ISettingManager,
  activate: (_app: JupyterFrontEnd, forage: ILocalForage, serverSettings: ServerConnection.ISettings | null) => {
    const storageName = PageConfig.getOption('settingsStorageName') || `JupyterLite Storage - ${PageConfig.getOption('baseUrl')}`;
    return new SharedReadSettings({
      storageName,
      storageDrivers: JSON.parse(PageConfig.getOption('settingsStorageDrivers') || 'null'),
      localforage: forage.localforage,
      serverSettings: serverSettings ?? undefined,
    });
  },
};

/** @jupyterlab/apputils-extension:settings, with KeptSchemaValidator for the default validator. */
const registryPlugin: JupyterFrontEndPlugin<ISettingRegistry> = {
  id: 'course-site:settings',
  description: "Provides the setting registry (JupyterLab's, with validators kept by the browser).",
  autoStart: true,
  provides: ISettingRegistry,
  requires: [ISettingConnector],
  activate: async (app: JupyterFrontEnd, connector: ISettingConnector) => {
    const { isDisabled } = PageConfig.Extension;
    const validator = new KeptSchemaValidator(siteValidatorStore());
    // As JupyterLab's plugin: only the settings of plugins this page has (others' schemas may sit beside them).
    const registry = new SettingRegistry({
      connector,
      validator,
      plugins: (await connector.list('active')).values.filter((value) => app.hasPlugin(value.id)),
    });
    void app.restored.then(async () => {
      // As JupyterLab's plugin: schemas of plugins not in the registry after the restore are loaded by hand.
      const { ids } = await connector.list('ids');
      for (const id of ids) {
        if (!app.hasPlugin(id) || isDisabled(id) || id in registry.plugins) continue;
        registry.load(id).catch((error) => console.warn(`Settings failed to load for (${id})`, error));
      }
      // How many plugins' validators the browser had kept, and how many were compiled (a check reads it).
      performance.mark('site:settings', { detail: { ...validator.counts } });
      setTimeout(() => validator.save(), SAVE_AFTER_MS);
    });
    // A plugin loaded later (a settings change, a plugin activated on demand) is kept at the next quiet moment.
    registry.pluginChanged.connect(() => setTimeout(() => validator.save(), SAVE_AFTER_MS));
    return registry;
  },
};

export default [managerPlugin, registryPlugin];
