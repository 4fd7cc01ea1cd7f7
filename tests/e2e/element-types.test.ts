// Issue 9: the built package is typed. Every dist entry has its .d.ts, package.json points at the manifest, and a
// partner's TypeScript page (strict) compiles against dist/*.d.ts alone: every tag in HTMLElementTagNameMap with its
// attributes and properties, every `backroom-*` event with its detail, and wrong values refused.
import { existsSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const dist = resolve('dist');
const manifest = JSON.parse(readFileSync(join(dist, 'custom-elements.json'), 'utf8')) as {
  modules: Array<{ declarations: Array<{ tagName: string; name: string; members: Array<{ name: string }>; events: Array<{ name: string }> }> }>;
};
const declarations = manifest.modules.map((module) => module.declarations[0]);

function entries(dir: string, prefix = ''): string[] {
  return readdirSync(join(dist, dir), { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => `${prefix}${entry.name}`);
}

describe('issue 9: types and manifest in dist/', () => {
  it('package.json names the manifest, and every entry (core, define, elements, each element) has its .d.ts', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { customElements: string; exports: Record<string, unknown> };
    expect(existsSync(pkg.customElements)).toBe(true);
    const all = [...entries('.'), ...entries('elements', 'elements/')];
    expect(all).toEqual(expect.arrayContaining(['core.js', 'define.js', 'elements.js', ...declarations.map((d) => `elements/${d.tagName}.js`)]));
    expect(all.filter((file) => !existsSync(join(dist, file.replace(/\.js$/, '.d.ts'))))).toEqual([]);
  });

  it('a strict TypeScript host page compiles against the declarations, and wrong uses do not', () => {
    const dir = mkdtempSync(join(tmpdir(), 'backroom-types-'));
    const good = [
      `import '${dist}/define.js';`,
      `import type { BackroomEventDetails } from '${dist}/elements.js';`,
      `import { define } from '${dist}/elements.js';`,
      `import { DEFAULT_COUNTRY } from '${dist}/core.js';`,
      'const tags: Record<string, string> = define({ prefix: "acme" });',
      'const size: string = DEFAULT_COUNTRY;',
      ...declarations.flatMap((declaration, index) => [
        `const e${index} = document.createElement('${declaration.tagName}');`,
        ...declaration.members.map((member) => `void e${index}.${member.name};`),
        ...declaration.events.map((event) => `e${index}.addEventListener('${event.name}', (event) => { const detail: BackroomEventDetails['${event.name}'] = event.detail; void detail; });`),
      ]),
      "document.addEventListener('backroom-logout', (event) => { const reason: 'user' | 'expired' | 'other-tab' = event.detail.reason; void reason; });",
      "const shell = document.querySelector('admin-shell'); if (shell) { shell.routing = 'memory'; shell.links = [{ text: 'a', href: '/b' }]; }",
      'void tags; void size;',
    ].join('\n');
    const bad = [
      `import '${dist}/define.js';`,
      "const shell = document.createElement('admin-shell');",
      "shell.routing = 'hash';", // not a routing
      "document.addEventListener('backroom-logout', (event) => { const n: number = event.detail.reason; void n; });",
    ].join('\n');
    writeFileSync(join(dir, 'good.ts'), good);
    writeFileSync(join(dir, 'bad.ts'), bad);
    const options: ts.CompilerOptions = {
      strict: true, noEmit: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'], skipLibCheck: false, types: [],
    };
    // One program for both pages (they are modules, so neither sees the other), the declarations checked once: the
    // bad page's errors are its own, and nothing else may have any. Checked are the pages and every declaration of
    // ours they reach (dist/, strict, no skipLibCheck); the packages those import (TypeBox's 353 declaration files,
    // i18next) are read for their types but not checked themselves: their own declarations are theirs to keep, and
    // checking them took ~90 % of this test's time.
    const badFile = join(dir, 'bad.ts');
    const program = ts.createProgram([join(dir, 'good.ts'), badFile], options);
    const ours = program.getSourceFiles().filter((file) => !file.fileName.includes('/node_modules/'));
    expect(ours.map((file) => file.fileName)).toEqual(expect.arrayContaining([join(dist, 'elements.d.ts'), join(dist, 'core.d.ts'), badFile]));
    const diagnostics = [
      ...program.getOptionsDiagnostics(),
      ...program.getGlobalDiagnostics(),
      ...ours.flatMap((file) => [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)]),
    ].map((d) => ({ file: d.file?.fileName ?? '', text: `${d.file?.fileName ?? ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}` }));
    expect(diagnostics.filter((d) => d.file !== badFile).map((d) => d.text)).toEqual([]);
    const refused = diagnostics.filter((d) => d.file === badFile).map((d) => d.text);
    expect(refused).toHaveLength(2);
    expect(refused.join('\n')).toMatch(/"hash"/);
  }, 300_000);
});
