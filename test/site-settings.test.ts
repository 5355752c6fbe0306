// @vitest-environment jsdom
// The site's settings (platform/site/app/src/settings-*.ts): the validator that keeps ajv's code between
// visits answers exactly as JupyterLab's own DefaultSchemaValidator, from the store or compiled, and the
// settings manager that shares one moment's reads gives each caller its own copy and never a read from
// before a save. Run on the schemas the site's pages read (build/site/build/schemas/all.json), in jsdom:
// @lumino's modules (under @jupyterlab/settingregistry) read the browser's navigator and document when loaded.
import { readFileSync } from 'fs';
import * as path from 'path';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { siteDir } from '../platform/site/build';

const appDir = path.join(__dirname, '..', 'platform', 'site', 'app');
/** Loaded by path: the front end's sources are type-checked by their own tsconfig (DOM, its own packages). */
const fromApp = (rel: string): Promise<any> => import(path.join(appDir, rel));

interface Plugin { id: string; raw: string; schema: any; version: string; data?: unknown }

const allPlugins = (): Plugin[] => JSON.parse(readFileSync(path.join(siteDir, 'build', 'schemas', 'all.json'), 'utf8'));

/** Settings a student might have written for a plugin: none, each property with a string, each with a number, broken JSON5. */
function userSettings(plugin: Plugin): string[] {
  const props = Object.keys(plugin.schema.properties ?? {}).slice(0, 6);
  return ['{}', plugin.raw, ...props.flatMap((p) => [JSON.stringify({ [p]: 'x' }), JSON.stringify({ [p]: 12345 })]), '{ broken: ', '// a comment\n{ "unknown": [1, 2] }'];
}

function memoryStore() {
  let saved: Record<string, unknown> | null = null;
  let writes = 0;
  return {
    read: () => structuredClone(saved ?? {}),
    write: (entries: Record<string, unknown>) => {
      saved = structuredClone(entries);
      writes++;
    },
    get writes() {
      return writes;
    },
    get entries() {
      return saved as Record<string, { schema: string; validate: string; compose: string }> | null;
    },
  };
}

let kept: any; // platform/site/app/src/settings-validators.ts
let DefaultSchemaValidator: new () => { validateData(plugin: Plugin, populate?: boolean): unknown };

beforeAll(async () => {
  kept = await fromApp('src/settings-validators.ts');
  ({ DefaultSchemaValidator } = await fromApp('node_modules/@jupyterlab/settingregistry/lib/index.js'));
});

/** What a validator answers for each plugin and each of its user settings: its return and the plugin's data. */
function answers(validator: { validateData(plugin: Plugin, populate?: boolean): unknown }, plugins: Plugin[]) {
  return plugins.flatMap((plugin) =>
    userSettings(plugin).map((raw) => {
      const copy = { ...structuredClone(plugin), raw };
      const errors = validator.validateData(copy);
      return { id: plugin.id, raw, errors: structuredClone(errors), data: copy.data };
    }),
  );
}

describe("the settings' validator kept by the browser (KeptSchemaValidator)", () => {
  it("answers as JupyterLab's DefaultSchemaValidator on every schema of the site, compiled and then from the store", () => {
    const plugins = allPlugins();
    expect(plugins.length).toBeGreaterThan(40);
    const expected = answers(new DefaultSchemaValidator(), plugins);
    expect(expected.some((a) => a.errors === null)).toBe(true);
    expect(expected.some((a) => a.errors !== null)).toBe(true); // the wrong types and broken JSON5 are refused

    const store = memoryStore();
    const first = new kept.KeptSchemaValidator(store);
    expect(answers(first, plugins)).toEqual(expected);
    expect(first.counts).toEqual({ found: 0, compiled: plugins.length });
    first.save();
    expect(Object.keys(store.entries ?? {}).sort()).toEqual(plugins.map((p) => p.id).sort());

    const later = new kept.KeptSchemaValidator(store);
    expect(answers(later, plugins)).toEqual(expected);
    expect(later.counts).toEqual({ found: plugins.length, compiled: 0 });
    later.save(); // nothing new: nothing written
    expect(store.writes).toBe(1);
  });

  it('compiles again a schema whose text changed, or whose kept code is damaged, and keeps the new code', () => {
    const plugins = allPlugins().slice(0, 3);
    const store = memoryStore();
    const first = new kept.KeptSchemaValidator(store);
    answers(first, plugins);
    first.save();
    const entries = store.entries!;
    entries[plugins[1].id] = { ...entries[plugins[1].id], validate: 'this is not ajv code' };
    store.write(entries);

    const changed = { ...plugins[0], schema: { ...plugins[0].schema, properties: { ...plugins[0].schema.properties, added: { type: 'number', default: 7 } } } };
    const later = new kept.KeptSchemaValidator(store);
    const expected = answers(new DefaultSchemaValidator(), [changed, plugins[1], plugins[2]]);
    expect(answers(later, [changed, plugins[1], plugins[2]])).toEqual(expected);
    expect(later.counts).toEqual({ found: 1, compiled: 2 });
    expect((expected[0].data as { composite: { added: number } }).composite.added).toBe(7);
    later.save();
    expect(store.entries![changed.id].schema).toBe(JSON.stringify(changed.schema));
    expect(store.entries![plugins[1].id].validate).not.toBe('this is not ajv code');
  });

  it('names the installed ajv in its store format (another ajv never runs this one\'s code)', () => {
    const { version } = JSON.parse(readFileSync(path.join(appDir, 'node_modules', 'ajv', 'package.json'), 'utf8'));
    expect(kept.STORE_FORMAT).toContain(`ajv ${version} `);
  });

  it("refuses a schema whose root is not an object with JupyterLab's words, and ignores a store of another format", () => {
    const plugin = { id: 'x:y', raw: '{}', schema: { type: 'array' }, version: '1' };
    expect(new kept.KeptSchemaValidator(null).validateData(structuredClone(plugin))).toEqual(new DefaultSchemaValidator().validateData(structuredClone(plugin)));
    const storage = new Map<string, string>();
    const local = { getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => void storage.set(k, v) } as unknown as Storage;
    storage.set('k', JSON.stringify({ format: 'ajv 7 something else', entries: { [plugin.id]: { schema: '{}', validate: '', compose: '' } } }));
    expect(kept.localStorageStore(local, 'k').read()).toEqual({});
    storage.set('k', 'not JSON');
    expect(kept.localStorageStore(local, 'k').read()).toEqual({});
    kept.localStorageStore(local, 'k').write({ a: { schema: '{}', validate: 'v', compose: 'c' } });
    expect(kept.localStorageStore(local, 'k').read()).toEqual({ a: { schema: '{}', validate: 'v', compose: 'c' } });
  });
});

describe("the settings manager that shares one moment's reads (SharedReadSettings)", () => {
  afterEach(() => vi.unstubAllGlobals());

  async function manager() {
    const { SharedReadSettings } = await fromApp('src/settings-manager.ts');
    const files: string[] = [];
    let open: () => void = () => {};
    let gate = Promise.resolve();
    vi.stubGlobal('fetch', async (url: string) => {
      files.push(String(url));
      await gate;
      const body = String(url).endsWith('all.json') ? allPlugins().slice(0, 5) : [];
      return { json: async () => structuredClone(body) };
    });
    const stored = new Map<string, string>();
    const localforage = {
      createInstance: () => ({
        getItem: async (key: string) => stored.get(key) ?? null,
        setItem: async (key: string, value: string) => void stored.set(key, value),
        clear: async () => stored.clear(),
      }),
    };
    /** Holds every read at its fetch until the returned function is called. */
    const hold = () => {
      gate = new Promise<void>((resolve) => (open = resolve));
      return () => open();
    };
    return { settings: new SharedReadSettings({ localforage }), files, hold };
  }

  it('answers requests made together from one read, each with its own copy', async () => {
    const { settings, files } = await manager();
    const [a, b, c] = await Promise.all([settings.list(), settings.list(), settings.fetch(allPlugins()[2].id)]);
    expect(files.filter((f) => f.endsWith('all.json'))).toHaveLength(1);
    expect(a).toEqual(b);
    expect(a.values[0]).not.toBe(b.values[0]);
    expect(c.id).toBe(allPlugins()[2].id);
    expect((await settings.list('ids')).values).toEqual([]);
    expect(files.filter((f) => f.endsWith('all.json'))).toHaveLength(2); // the next moment reads again
  });

  it('never answers with a read from before a save', async () => {
    const { settings, files, hold } = await manager();
    const id = allPlugins()[0].id;
    const release = hold();
    const before = settings.list(); // under way, its storage not read yet
    await settings.save(id, '{ "saved": true }');
    const after = settings.list(); // asked after the save: a read of its own
    release();
    expect((await after).values.find((p: Plugin) => p.id === id).raw).toBe('{ "saved": true }');
    expect(files.filter((f) => f.endsWith('all.json'))).toHaveLength(2);
    expect((await before).values.length).toBe((await after).values.length);
  });
});
