// tslab resolves `./lib/exercises` to this file only (it does not look for a folder's index), so the
// folder's public API is re-exported here for notebooks.
export * from './exercises/index';
