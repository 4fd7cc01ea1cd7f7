// One entry per element file (elements/<tag>.tsx → dist/elements/<tag>.js), so a page can load one element and
// the bench can weigh each. Each entry imports its element file and registers that element under its tag.
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

const PREFIX = 'backroom-element:';
/** Element files are named for their default tag, which (as every custom element name) has a hyphen. */
const ELEMENT_FILE = /^([a-z][a-z0-9]*(?:-[a-z0-9]+)+)\.tsx?$/;

export function elementFiles(dir = 'elements') {
  return readdirSync(dir)
    .map((name) => ELEMENT_FILE.exec(name))
    .filter(Boolean)
    .map(([file, tag]) => ({ tag, file: resolve(dir, file) }));
}

/** Rollup `input` entries: { 'elements/<tag>': 'backroom-element:<tag>' }. */
export function elementInputs(dir = 'elements') {
  return Object.fromEntries(elementFiles(dir).map(({ tag }) => [`elements/${tag}`, `${PREFIX}${tag}`]));
}

export function elementEntries({ dir = 'elements' } = {}) {
  const files = new Map(elementFiles(dir).map(({ tag, file }) => [tag, file]));
  const base = resolve(dir, 'base/index.ts');
  return {
    name: 'backroom-element-entries',
    buildStart() {
      // dist/define.js registers what elements/index.ts imports: an element missing from it would silently vanish.
      const index = readFileSync(join(dir, 'index.ts'), 'utf8');
      for (const [tag, file] of files) {
        const name = file.slice(file.lastIndexOf('/') + 1);
        if (!index.includes(`'./${name}'`)) this.error(`elements/index.ts does not import './${name}' (<${tag}>)`);
      }
    },
    resolveId(source) {
      return source.startsWith(PREFIX) ? `\0${source}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const tag = id.slice(PREFIX.length + 1);
      return (
        `import ${JSON.stringify(files.get(tag))};\n` +
        `import { elementRegistry } from ${JSON.stringify(base)};\n` +
        `elementRegistry.get(${JSON.stringify(tag)}).define();\n`
      );
    },
  };
}
