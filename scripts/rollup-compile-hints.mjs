// V8's explicit compile hints (Chromium 136+): a chunk that starts with `//# allFunctionsCalledOnLoad` has every
// function compiled as the script is parsed, on a background thread while it streams in, instead of each one on the
// main thread when first called. Added to every chunk at the end (after the minifier, which drops comments); a source
// map, when built, moves down the line it adds.
const HINT = '//# allFunctionsCalledOnLoad\n';

export function compileHints() {
  return {
    name: 'backroom-compile-hints',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        chunk.code = HINT + chunk.code;
        if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
      }
    },
  };
}
