// The rspack configuration of the app bundle: one entry (src/bootstrap.js), everything else in
// async chunks under <out>/build/. No module federation: the plugin list is static.
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const rspack = require('@rspack/core');
// @jupyter/builder's loaders for JupyterLab's styles and assets (CSS, SVG as strings or data URIs,
// fonts, images), and its process/path fallbacks: the same ones JupyterLite's app builds with.
const builderBase = require('@jupyter/builder/lib/webpack.config.base');

/**
 * @param {{ appDir: string, buildDir: string, generatedDir: string, dev: boolean }} options
 */
export function appConfig({ appDir, buildDir, generatedDir, dev }) {
  return {
    name: 'app',
    context: appDir,
    mode: dev ? 'development' : 'production',
    devtool: dev ? 'source-map' : false,
    entry: { bootstrap: './src/bootstrap.js' },
    output: {
      path: buildDir,
      // The entry's name is fixed (pages link it with ?v=<hash>); chunks carry their hash.
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      assetModuleFilename: '[name].[contenthash:8][ext]',
      publicPath: 'auto', // replaced at start-up from fullStaticUrl (src/bootstrap.js)
      hashFunction: 'xxhash64',
    },
    resolve: {
      extensions: ['.ts', '.js', '.mjs', '.json'],
      alias: { generated: generatedDir },
      fallback: { ...builderBase.resolve.fallback, util: false },
    },
    module: {
      rules: [
        ...builderBase.module.rules,
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } },
          type: 'javascript/auto',
        },
        // JupyterLite's service worker is imported as a URL ('./service-worker?text'): emit it
        // under its own name so the build can put it at the site root.
        { resourceQuery: /text/, type: 'asset/resource', generator: { filename: '[name][ext]' } },
        { resourceQuery: /raw/, type: 'asset/source' },
      ],
    },
    plugins: [
      ...builderBase.plugins,
      // Font Awesome's CSS lists each font in five formats; every browser the site supports
      // takes the woff2, listed before the others. The rest (2.7 MB) become one empty file.
      new rspack.NormalModuleReplacementPlugin(
        /fontawesome-free[\\/]webfonts[\\/].*\.(eot|ttf|woff|svg)$/,
        path.join(appDir, 'tools/unused-font.woff2'),
      ),
    ],
    optimization: {
      moduleIds: 'deterministic',
      // Mangle but do not compress: compressing took 60–70 % of the build (≈6 s on 2 shared cores)
      // for 4 % less gzip (1.72 vs 1.79 MB of JS).
      minimizer: [new rspack.SwcJsMinimizerRspackPlugin({ minimizerOptions: { compress: false, mangle: true } })],
      splitChunks: {
        chunks: 'async',
        // Fewer, larger chunks: a static server, often HTTP/1.1, and one app per page.
        minSize: 200_000,
        cacheGroups: {
          jlab_core: {
            test: /[\\/]node_modules[\\/]@(jupyterlab|lumino)[\\/]/,
            name: 'jlab_core',
            chunks: 'async',
            priority: 10,
          },
        },
      },
    },
    performance: { hints: false },
    ignoreWarnings: [/license-webpack-plugin/],
    infrastructureLogging: { level: 'warn' },
    stats: 'errors-warnings',
  };
}

export { rspack };
export const appRoot = path.dirname(path.dirname(new URL(import.meta.url).pathname));
