// Turns every `.css` import (Semi's per-component CSS and ours) into a call that adds its text to the one
// constructed stylesheet the element base adopts into each shadow root (DESIGN.md "Semi inside shadow roots").
// The same transform serves rollup (bundles) and esbuild (browser tests), so tests see what ships.
import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { transform } from 'esbuild';

/** The registry module both transforms import; one module instance holds the page's element CSS. */
export const CSS_REGISTRY_FILE = resolve(dirname(fileURLToPath(import.meta.url)), '../elements/base/cssRegistry.ts');
const isCss = (id) => /\.css(?:\?.*)?$/.test(id);

/** JS module text registering one CSS file; the name keeps the registry free of duplicates. */
export function cssModuleCode(css, name, registry) {
  return (
    `import { registerCss } from ${JSON.stringify(registry)};\n` +
    `registerCss(${JSON.stringify(name)}, ${JSON.stringify(css)});\n`
  );
}

/** A short stable name for a CSS file: its path from node_modules or the repository. */
function cssName(id) {
  const path = id.replace(/\?.*$/, '').replaceAll('\\', '/');
  const inModules = path.lastIndexOf('/node_modules/');
  return inModules >= 0 ? path.slice(inModules + '/node_modules/'.length) : path.replace(/^.*?\/(elements|src)\//, '$1/');
}

/** Rollup: `.css` → registration module, minified with esbuild (terser leaves string contents alone). */
export function cssRegistry({ minify = true } = {}) {
  return {
    name: 'backroom-css-registry',
    async transform(code, id) {
      if (!isCss(id)) return null;
      const css = minify ? (await transform(code, { loader: 'css', minify: true })).code.trim() : code;
      // CSS modules have effects (they register); Semi's package.json says so too, ours has no sideEffects list.
      return { code: cssModuleCode(css, cssName(id), CSS_REGISTRY_FILE), map: { mappings: '' }, moduleSideEffects: true };
    },
  };
}

/** esbuild (browser tests are bundled by scripts/wtr-bundle-tests.mjs): the same registration modules. */
export function esbuildCssRegistry() {
  return {
    name: 'backroom-css-registry',
    setup(build) {
      build.onLoad({ filter: /\.css$/ }, async (args) => ({
        contents: cssModuleCode(await readFile(args.path, 'utf8'), cssName(args.path), CSS_REGISTRY_FILE),
        loader: 'js',
        resolveDir: dirname(args.path),
      }));
    },
  };
}
