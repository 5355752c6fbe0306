export * from './board';
export * from './tour';
export * from './rng';
export * from './squirrel-cull';
export * from './warnsdorff';
export * from './backtrack';
