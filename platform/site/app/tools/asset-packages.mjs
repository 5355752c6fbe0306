// The packages whose styles and settings schemas the build collects: read from the imports of
// src/plugins.js, so the static plugin list stays the one place that names them.
import fs from 'node:fs';

const source = fs.readFileSync(new URL('../src/plugins.js', import.meta.url), 'utf8');

export const assetPackages = [...source.matchAll(/^import \w+ from '([^.'][^']*)';$/gm)].map((m) => m[1]);
