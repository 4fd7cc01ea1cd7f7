// web-test-runner serves each browser test file bundled by esbuild. React, react-dom and Semi's helpers
// (lodash, classnames, prop-types) are CommonJS, which the dev server's per-file rollup commonjs adapter
// cannot import by name (`import { PureComponent } from 'react'`); bundling gives real interop, one React
// copy per test page and the same `.css` → stylesheet-registry transform as the rollup build.
// Every test file is bundled in one esbuild build with code splitting, on the first request: what the files share
// (React, Semi, the elements) is compiled once into chunks beside them, not once per file (a file alone made a
// 41 MB bundle, which took seconds to build and to parse, 46 times a run).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { build } from 'esbuild';
import { esbuildCssRegistry } from './rollup-css-registry.mjs';
import { fileStarted } from './wtr-file-times.mjs';

const isTestFile = (path) => /\.test\.(?:ts|tsx|js|mjs)$/.test(path);
const TESTS_DIR = 'tests/browser';

const testFilesUnder = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? testFilesUnder(path) : isTestFile(name) ? [path] : [];
  });

// React and the rest in their production builds, as dist/ ships them: the tests run what users run, and React's
// development build spent a fifth of the step's processor time on checks whose warnings failed nothing (Semi's own
// deprecation notices, printed ~100 times a run). BROWSER_TESTS_NODE_ENV=development brings the warnings back.
export function bundleTestFiles({ rootDir = process.cwd(), nodeEnv = process.env.BROWSER_TESTS_NODE_ENV || 'production' } = {}) {
  const { version } = JSON.parse(readFileSync(join(rootDir, 'package.json'), 'utf8'));
  const outdir = join(rootDir, TESTS_DIR);
  let bundles = null;
  /** Output path under the root ('tests/browser/x.test.js', 'tests/browser/chunk-….js') → its text. */
  const bundled = () =>
    (bundles ??= build({
      entryPoints: testFilesUnder(outdir),
      outbase: outdir,
      outdir,
      bundle: true,
      splitting: true,
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
    }).then((result) => new Map(result.outputFiles.map((file) => [relative(rootDir, file.path), file.text]))));
  return {
    name: 'backroom-bundle-tests',
    async serve(context) {
      const path = context.path.replace(/^\//, '');
      if (isTestFile(path)) {
        fileStarted(path);
        const body = (await bundled()).get(path.replace(/\.(?:ts|tsx|mjs)$/, '.js'));
        return body === undefined ? undefined : { body, type: 'js' };
      }
      // Shared chunks, and those the bundles import lazily (import() of an element), sit beside the test files.
      if (path.startsWith(`${TESTS_DIR}/`) && path.endsWith('.js')) {
        const body = (await bundled()).get(path);
        return body === undefined ? undefined : { body, type: 'js' };
      }
      return undefined;
    },
  };
}
