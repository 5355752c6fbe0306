// JupyterLite's settings manager, with the reads of one moment shared.
//
// JupyterLite's manager answers every request (the registry's list, each plugin's fetch) by fetching
// build/schemas/all.json and all_federated.json again, parsing them and reading every plugin's stored
// settings from IndexedDB: eight times over while the interface starts (measured 2026-12-03: six of
// them at once, each 58 storage reads, finishing 0.25–0.35 s later on the page's busy thread). Here the
// requests that arrive while a read is under way share it, and each gets its own copy; a save or a
// clear starts the next read afresh, so nothing read before a change is given out after it.
import type { ISettingRegistry } from '@jupyterlab/settingregistry';
import { Settings } from '@jupyterlite/services';

type Listing = { ids: string[]; values: ISettingRegistry.IPlugin[] };

export class SharedReadSettings extends Settings {
  private reading: Promise<Listing> | null = null;

  async list(query?: 'ids'): Promise<Listing> {
    if (!this.reading) {
      const reading = super.list();
      this.reading = reading;
      const done = () => {
        if (this.reading === reading) this.reading = null;
      };
      reading.then(done, done);
    }
    const listing = structuredClone(await this.reading);
    // As JupyterLite's own: a list of ids carries no values.
    return query === 'ids' ? { ids: listing.ids, values: [] } : listing;
  }

  async save(id: string, raw: string): Promise<void> {
    this.reading = null;
    await super.save(id, raw);
  }

  async clear(): Promise<void> {
    this.reading = null;
    await super.clear();
  }
}
