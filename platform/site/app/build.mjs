#!/usr/bin/env node
// Builds the site's front end into <out>: node platform/site/app/build.mjs --out <dir> [--dev]
// Everything JupyterLite reads at start except the contents (files/, api/contents/) and the
// kernel's worker (kernel/worker.js), which the caller adds.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { appConfig, appRoot, rspack } from './tools/rspack-config.mjs';
import { writeSchemasAll, writeStaticFiles } from './tools/site-files.mjs';

const require = createRequire(import.meta.url);

function parseArgs(argv) {
  const args = { out: null, dev: false };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--out') args.out = argv[++i];
    else if (argv[i] === '--dev') args.dev = true;
    else throw new Error(`unknown argument ${argv[i]} (usage: build.mjs --out <dir> [--dev])`);
  }
  if (!args.out) throw new Error('usage: build.mjs --out <dir> [--dev]');
  return args;
}

function run(compiler) {
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => {});
      if (error) return reject(error);
      if (stats.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true, colors: false })));
      resolve(stats);
    });
  });
}

/** Files of the async "app" chunk group: preloaded by the pages while the config loads. */
function appChunkFiles(stats) {
  const json = stats.toJson({ all: false, chunkGroups: true, assets: false });
  const group = json.namedChunkGroups?.app;
  return (group?.assets ?? []).map((a) => a.name).filter((name) => name.endsWith('.js'));
}

function versionOf(name) {
  return require(`${name}/package.json`).version;
}

export async function build({ out, dev }) {
  const started = performance.now();
  const outDir = path.resolve(out);
  const buildDir = path.join(outDir, 'build');
  const generatedDir = path.join(appRoot, '.build');
  fs.mkdirSync(outDir, { recursive: true });
  fs.rmSync(buildDir, { recursive: true, force: true });
  fs.mkdirSync(generatedDir, { recursive: true });

  // Build.ensureAssets: style.js importing every package's CSS, the settings schemas copied to
  // build/schemas/<pkg>/, and an rspack config per theme (build/themes/<pkg>/index.css).
  const { Build } = require('@jupyter/builder');
  const { assetPackages } = await import('./tools/asset-packages.mjs');
  const themeConfigs = Build.ensureAssets({
    packageNames: assetPackages,
    output: generatedDir,
    schemaOutput: buildDir,
    themeOutput: buildDir,
  });

  const app = appConfig({ appDir: appRoot, buildDir, generatedDir, dev });
  const themes = themeConfigs.map((config) => ({
    ...config,
    name: 'theme',
    context: appRoot, // where its loaders (css-loader) resolve from
    mode: dev ? 'development' : 'production',
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  }));
  const configs = [app, ...themes];
  const multiStats = await run(rspack(configs));
  const appStats = multiStats.stats[0];

  const bootstrapHash = appStats.hash.slice(0, 8);
  writeStaticFiles(outDir, {
    versions: {
      jupyterlite: versionOf('@jupyterlite/services'),
      jupyterlab: versionOf('@jupyterlab/application'),
      notebook: versionOf('@jupyter-notebook/application'),
    },
    bootstrap: `bootstrap.js?v=${bootstrapHash}`,
    preload: appChunkFiles(appStats),
  });
  const schemaDir = path.join(buildDir, 'schemas');
  const schemas = writeSchemasAll(schemaDir);
  // The site reads only all.json (and all_federated.json): the per-plugin copies go (~90 files).
  for (const entry of fs.readdirSync(schemaDir, { withFileTypes: true })) {
    if (entry.isDirectory()) fs.rmSync(path.join(schemaDir, entry.name), { recursive: true });
  }
  // JupyterLite registers its service worker at the site root (scope: the whole site).
  fs.renameSync(path.join(buildDir, 'service-worker.js'), path.join(outDir, 'service-worker.js'));
  // The theme builds emit a JS stub next to each CSS file; only the CSS is read.
  for (const file of fs.readdirSync(path.join(buildDir, 'themes'), { recursive: true })) {
    if (file.endsWith('.js')) fs.rmSync(path.join(buildDir, 'themes', file));
  }

  return { outDir, ms: Math.round(performance.now() - started), schemas };
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('build.mjs')) {
  try {
    const result = await build(parseArgs(process.argv.slice(2)));
    console.log(`site front end built in ${result.ms} ms → ${result.outDir} (${result.schemas} settings schemas)`);
  } catch (error) {
    console.error(error.message ?? error);
    process.exit(1);
  }
}
