// web-test-runner serves each browser test file bundled by esbuild. React, react-dom and Semi's helpers
// (lodash, classnames, prop-types) are CommonJS, which the dev server's per-file rollup commonjs adapter
// cannot import by name (`import { PureComponent } from 'react'`); bundling gives real interop, one React
// copy per test page and the same `.css` → stylesheet-registry transform as the rollup build.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { esbuildCssRegistry } from './rollup-css-registry.mjs';
import { fileStarted } from './wtr-file-times.mjs';

const isTestFile = (path) => /\.test\.(?:ts|tsx|js|mjs)$/.test(path);

export function bundleTestFiles({ rootDir = process.cwd(), nodeEnv = 'development' } = {}) {
  const { version } = JSON.parse(readFileSync(join(rootDir, 'package.json'), 'utf8'));
  return {
    name: 'backroom-bundle-tests',
    async serve(context) {
      if (!isTestFile(context.path)) return undefined;
      fileStarted(context.path.replace(/^\//, ''));
      const result = await build({
        entryPoints: [join(rootDir, context.path)],
        bundle: true,
        write: false,
        format: 'esm',
        platform: 'browser',
        target: 'es2022',
        jsx: 'automatic',
        conditions: ['browser', nodeEnv],
        define: { 'process.env.NODE_ENV': JSON.stringify(nodeEnv), __BACKROOM_VERSION__: JSON.stringify(version) },
        sourcemap: 'inline',
        // The runner's own helpers talk to this server session; they stay imports it resolves.
        external: ['@web/*'],
        plugins: [esbuildCssRegistry()],
        logLevel: 'silent',
      });
      return { body: result.outputFiles[0].text, type: 'js' };
    },
  };
}
