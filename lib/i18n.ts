// tslab resolves `./lib/i18n` to this file only (it does not look for a folder's index), so the
// folder's public API is re-exported here for notebooks.
export * from './i18n/index';
