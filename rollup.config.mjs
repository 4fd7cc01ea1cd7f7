// Bundles under dist/ (entry layout documented in elements/index.ts): ES modules sharing chunks, so every
// element on a page runs on one React and one constructed stylesheet.
import { existsSync, readFileSync } from 'node:fs';
import esbuild, { minify } from 'rollup-plugin-esbuild';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import commonjs from '@rollup/plugin-commonjs';
import replace from '@rollup/plugin-replace';
import { cssRegistry } from './scripts/rollup-css-registry.mjs';
import { compileHints } from './scripts/rollup-compile-hints.mjs';
import { precompress } from './scripts/rollup-precompress.mjs';
import { elementEntries, elementInputs } from './scripts/rollup-element-entries.mjs';
import { semiDateLocaleOnDemand, semiTreeShaking } from './scripts/rollup-semi.mjs';
import { elementManifest } from './scripts/element-manifest.mjs';
import { contractData } from './scripts/rollup-contract-data.mjs';

const { version } = JSON.parse(readFileSync('package.json', 'utf8'));
/** Source maps only when asked (`BUILD_SOURCEMAPS=1 npm run build`): they double the build's time and are not served. */
const sourcemap = process.env.BUILD_SOURCEMAPS === '1';

const entries = {
  core: 'src/core/index.ts',
  ...(existsSync('elements/register.ts') ? { define: 'elements/register.ts', elements: 'elements/index.ts' } : {}),
  // The back office page's first script: the session's calls asked for before define.js has run (elements/ahead.ts).
  ...(existsSync('elements/ahead.ts') ? { ahead: 'elements/ahead.ts' } : {}),
  ...(existsSync('elements') ? elementInputs() : {}),
};

/**
 * A chunk whose facade is a folder's index.ts is named for the folder (features/dashboard/index.ts →
 * dashboard-<hash>.js): the server's modulepreload hints find the login's and the dashboard's chunks by name. A
 * dynamic import's chunk that took in the modules only it uses has no facade (the dashboard's did, named `index-…`,
 * and went unhinted): its entry is the module it runs last.
 */
function chunkFileNames(chunk) {
  const entry = chunk.facadeModuleId ?? (chunk.isDynamicEntry ? chunk.moduleIds.at(-1) : undefined);
  const folder = /[\\/]([^\\/]+)[\\/]index\.tsx?$/.exec(entry ?? '');
  return `chunks/${folder ? folder[1] : '[name]'}-[hash].js`;
}

/** React in a chunk of its own: one copy however many element entries a page loads. */
function manualChunks(id) {
  if (/[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id)) return 'react';
  return undefined;
}

/**
 * rollup-plugin-esbuild resolves relative imports itself, which skips node-resolve's package `browser` maps: axios
 * then bundled its Node adapter (`import "zlib"`, "http", ... in the browser bundles). node-resolve resolves .ts/.tsx.
 */
function withoutResolve(plugin) {
  const { resolveId: _resolveId, ...rest } = plugin;
  return rest;
}

export default {
  input: entries,
  output: {
    dir: 'dist',
    format: 'es',
    entryFileNames: '[name].js',
    chunkFileNames,
    manualChunks,
    // Chunks under 10 KB are merged where rollup can do so without running code a page would not run: a cold page
    // asks for fewer files over HTTP/1.1's six connections (a logged-in /dashboard: 73 requests before, 50 after).
    experimentalMinChunkSize: 10_000,
    sourcemap,
  },
  treeshake: { manualPureFunctions: ['convertIcon'] },
  onwarn(warning, warn) {
    const inDependency = (id) => typeof id === 'string' && id.includes('node_modules');
    // Semi's compiled helpers read top-level `this` (`this && this.__rest`), which is undefined in ES modules.
    if (warning.code === 'THIS_IS_UNDEFINED' && inDependency(warning.id)) return;
    // react-query marks files "use client" for React Server Components, which mean nothing in these bundles.
    if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && inDependency(warning.id)) return;
    // Semi's own import cycles (modal ↔ confirm, the barrel) are theirs to keep; ours still warn.
    if (warning.code === 'CIRCULAR_DEPENDENCY' && warning.ids?.every(inDependency)) return;
    warn(warning);
  },
  plugins: [
    // The contract's area modules as data: calls as {method, path, ...}, schemas as JSON; no TypeBox (issue 15).
    contractData(),
    elementEntries(),
    semiTreeShaking(),
    semiDateLocaleOnDemand(),
    nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'] }),
    cssRegistry(),
    withoutResolve(esbuild({ target: 'es2022', jsx: 'automatic', tsconfig: 'tsconfig.json' })),
    // After esbuild (it strips `declare const __BACKROOM_VERSION__`), before commonjs (React's dev build must go).
    replace({
      preventAssignment: true,
      values: { 'process.env.NODE_ENV': JSON.stringify('production'), __BACKROOM_VERSION__: JSON.stringify(version) },
    }),
    commonjs(),
    // esbuild's minifier per chunk: a fraction of terser's time on two cores, for a few percent more bytes.
    minify({ target: 'es2022', legalComments: 'none' }),
    compileHints(),
    precompress(),
    // dist/custom-elements.json and the entries' .d.ts, from the element definitions (issue 9).
    ...(existsSync('elements') ? [elementManifest()] : []),
  ],
};
