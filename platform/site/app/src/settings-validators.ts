// The settings' validators, kept by the browser between visits.
//
// JupyterLab's setting registry checks every plugin's settings with two ajv validators per schema
// (one checks the user's values, one fills in the defaults), and ajv compiles them from the schema
// at every page load: about 0.4 s of the page's main thread before the notebook opens (measured
// 2026-12-03, the largest single cost of a warm start). This validator does what JupyterLab's
// DefaultSchemaValidator does, with the same ajv and options, but keeps the code ajv generated
// (ajv's standalone code) in localStorage: a later load finds a schema's validators there when the
// schema's text is exactly the one they were compiled from, and only runs them.
//
// Safe by construction: what is kept is ajv's own output for that very schema text (compared whole,
// not by a hash), and localStorage is the site's origin's, like the page's own code; anything that
// does not match, does not load or does not parse is compiled again, as JupyterLab would.
import { PageConfig } from '@jupyterlab/coreutils';
import type { ISchemaValidator, ISettingRegistry } from '@jupyterlab/settingregistry';
import { JSONExt, type JSONObject } from '@lumino/coreutils';
import Ajv, { type AnySchema, type ValidateFunction } from 'ajv';
import standaloneCode from 'ajv/dist/standalone';
import equal from 'ajv/dist/runtime/equal';
import ucs2length from 'ajv/dist/runtime/ucs2length';
import uri from 'ajv/dist/runtime/uri';
import validationError from 'ajv/dist/runtime/validation_error';
import * as json5 from 'json5';
import PLUGIN_SCHEMA from '@jupyterlab/settingregistry/lib/plugin-schema.json';

/** ajv's options in JupyterLab's DefaultSchemaValidator, plus the generated source kept. */
const AJV_OPTIONS = { strict: false, code: { source: true } } as const;

/** Bumped when ajv's version or what is kept changes: a store of another format is ignored. */
export const STORE_FORMAT = 'ajv 8.20.0 standalone, 1';

/** The modules ajv's standalone code may require: the runtime helpers this bundle carries. */
const RUNTIME: Record<string, unknown> = {
  'ajv/dist/runtime/equal': equal,
  'ajv/dist/runtime/ucs2length': ucs2length,
  'ajv/dist/runtime/uri': uri,
  'ajv/dist/runtime/validation_error': validationError,
};

/** One schema's validators as ajv generated them, beside the exact schema text they came from. */
export interface KeptValidators {
  schema: string;
  validate: string;
  compose: string;
}

/** Where the kept validators live: one localStorage entry per site (sites may share an origin). */
export interface ValidatorStore {
  read(): Record<string, KeptValidators>;
  write(entries: Record<string, KeptValidators>): void;
}

export function localStorageStore(storage: Storage, key: string): ValidatorStore {
  return {
    read() {
      try {
        const saved = JSON.parse(storage.getItem(key) ?? 'null');
        return saved && saved.format === STORE_FORMAT && typeof saved.entries === 'object' ? saved.entries : {};
      } catch {
        return {};
      }
    },
    write(entries) {
      try {
        storage.setItem(key, JSON.stringify({ format: STORE_FORMAT, entries }));
      } catch {
        // full or refused (private browsing): the next load compiles again, as without the store
      }
    },
  };
}

/** The store of this site: its key names the site's base URL. */
export function siteValidatorStore(): ValidatorStore | null {
  try {
    return localStorageStore(window.localStorage, `course-site:settings-validators:${PageConfig.getBaseUrl()}`);
  } catch {
    return null; // no localStorage (a sandboxed frame): compile every time
  }
}

/** Runs ajv's standalone (CommonJS) code; throws when it needs a module this bundle does not carry. */
export function loadValidator(code: string): ValidateFunction {
  const require = (id: string) => {
    if (!(id in RUNTIME)) throw new Error(`ajv standalone code needs ${id}`);
    return RUNTIME[id];
  };
  const module = { exports: {} as { default?: ValidateFunction } };
  new Function('require', 'module', 'exports', code)(require, module, module.exports);
  const validate = module.exports.default ?? (module.exports as unknown as ValidateFunction);
  if (typeof validate !== 'function') throw new Error('ajv standalone code exported no function');
  return validate;
}

function requiresOnlyRuntime(code: string): boolean {
  return [...code.matchAll(/require\("([^"]+)"\)/g)].every((m) => m[1] in RUNTIME);
}

type Validators = { validate: ValidateFunction; compose: ValidateFunction };

/**
 * JupyterLab's DefaultSchemaValidator (@jupyterlab/settingregistry 4.6), step for step, with its
 * compiled validators kept in a store. As there, a plugin's schema is checked and compiled the first
 * time the plugin is validated, and that schema's validators serve the plugin for the page's life.
 */
export class KeptSchemaValidator implements ISchemaValidator {
  /** ajv itself, made at the first compilation: a page whose validators were all kept never needs it (60–80 ms saved). */
  private ajv: { composer: Ajv; validator: Ajv } | null = null;
  private readonly byPlugin = new Map<string, Validators>();
  private readonly kept: Record<string, KeptValidators>;
  /** Entries compiled by this page and not written yet: what `save` adds to the store. */
  private readonly fresh = new Map<string, KeptValidators>();
  /** How many plugins' validators came from the store, and how many were compiled. */
  readonly counts = { found: 0, compiled: 0 };

  constructor(private readonly store: ValidatorStore | null) {
    this.kept = store ? store.read() : {};
  }

  /** DefaultSchemaValidator's two ajv instances, with the plugin schema added, as its constructor makes them. */
  private instances(): { composer: Ajv; validator: Ajv } {
    if (!this.ajv) {
      const composer = new Ajv({ ...AJV_OPTIONS, useDefaults: true });
      const validator = new Ajv(AJV_OPTIONS);
      composer.addSchema(PLUGIN_SCHEMA as AnySchema, 'jupyterlab-plugin-schema');
      validator.addSchema(PLUGIN_SCHEMA as AnySchema, 'jupyterlab-plugin-schema');
      this.ajv = { composer, validator };
    }
    return this.ajv;
  }

  validateData(plugin: ISettingRegistry.IPlugin, populate = true): ISchemaValidator.IError[] | null {
    const validators = this.validatorsFor(plugin);
    if (Array.isArray(validators)) return validators;
    let user: JSONObject;
    try {
      user = json5.parse(plugin.raw);
    } catch (error) {
      return [parseError(error)];
    }
    if (!validators.validate(user)) return validators.validate.errors as ISchemaValidator.IError[];
    // Copy the user data before merging defaults into the composite.
    const composite = JSONExt.deepCopy(user);
    if (!validators.compose(composite)) return validators.compose.errors as ISchemaValidator.IError[];
    if (populate) plugin.data = { composite, user };
    return null;
  }

  /** Adds to the store what this page compiled, if anything (entries of plugins it did not load stay). */
  save(): void {
    if (!this.store || this.fresh.size === 0) return;
    for (const [id, entry] of this.fresh) this.kept[id] = entry;
    this.fresh.clear();
    this.store.write(this.kept);
  }

  private validatorsFor(plugin: ISettingRegistry.IPlugin): Validators | ISchemaValidator.IError[] {
    const known = this.byPlugin.get(plugin.id);
    if (known) return known;
    if (plugin.schema.type !== 'object') {
      const message = `Setting registry schemas' root-level type must be 'object', rejecting type: ${plugin.schema.type}`;
      return [{ instancePath: 'type', keyword: 'schema', schemaPath: '', message } as ISchemaValidator.IError];
    }
    const schema = JSON.stringify(plugin.schema);
    const validators = this.fromStore(plugin.id, schema) ?? this.compile(plugin.id, plugin.schema as AnySchema, schema);
    if (!Array.isArray(validators)) this.byPlugin.set(plugin.id, validators);
    return validators;
  }

  private fromStore(id: string, schema: string): Validators | null {
    const entry = this.kept[id];
    if (!entry || entry.schema !== schema) return null;
    try {
      const validators = { validate: loadValidator(entry.validate), compose: loadValidator(entry.compose) };
      this.counts.found++;
      return validators;
    } catch {
      return null; // damaged or from elsewhere: compile it again
    }
  }

  /** DefaultSchemaValidator's _addSchema, then both compilations, kept when their code is self-contained. */
  private compile(id: string, schema: AnySchema, text: string): Validators | ISchemaValidator.IError[] {
    const key = `jupyterlab-plugin:${encodeURIComponent(id)}`;
    const { composer, validator } = this.instances();
    const checkPlugin = validator.getSchema('jupyterlab-plugin-schema')!;
    if (!checkPlugin(schema)) return checkPlugin.errors as ISchemaValidator.IError[];
    if (!validator.validateSchema(schema)) return validator.errors as ISchemaValidator.IError[];
    for (const ajv of [composer, validator]) {
      ajv.removeSchema(key);
      ajv.addSchema(schema, key);
    }
    const validators = { validate: validator.getSchema(key)!, compose: composer.getSchema(key)! };
    this.counts.compiled++;
    const entry = {
      schema: text,
      validate: standaloneCode(validator, validators.validate),
      compose: standaloneCode(composer, validators.compose),
    };
    if (requiresOnlyRuntime(entry.validate) && requiresOnlyRuntime(entry.compose)) this.fresh.set(id, entry);
    return validators;
  }
}

/** json5's error as DefaultSchemaValidator words it. */
function parseError(error: unknown): ISchemaValidator.IError {
  if (error instanceof SyntaxError) return { instancePath: '', keyword: 'syntax', schemaPath: '', message: error.message } as ISchemaValidator.IError;
  const { column, description, lineNumber } = error as { column: number; description: string; lineNumber: number };
  return { instancePath: '', keyword: 'parse', schemaPath: '', message: `${description} (line ${lineNumber} column ${column})` } as ISchemaValidator.IError;
}
