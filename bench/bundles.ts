// Bundle sizes (issue 4 item 6): for each element entry under dist/elements/, the gzip size of its registration (the
// entry and every chunk it imports statically), of its first load (with the element's component chunk, which the
// element fetches on first render, and that chunk's static imports) and of the chunks it only loads on demand.
// CSS ships inside the JS (registered into the one constructed stylesheet), so it is also reported on its own.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { parseAst } from 'rollup/parseAst';
import { ON_DEMAND, pageFiles } from '../server/plugins/preload.ts';

interface Figure {
  name: string;
  value: number;
  unit: string;
}

const DIST = resolve(import.meta.dirname, '..', 'dist');
/** Budgets (KB gzip): admin-shell's and identity-switcher's first load (issue 4), /login's downloads (issue 15). */
export const BUDGET_KB: Readonly<Record<string, number>> = { 'admin-shell': 350, 'identity-switcher': 220, '/login': 150 };

interface ModuleFacts {
  staticImports: string[];
  dynamicImports: string[];
  /** CSS text registered by the module (registerCss(name, css) calls). */
  css: string[];
  bytes: Buffer;
}

type Node = { type: string; [key: string]: unknown };

function walk(node: unknown, visit: (node: Node) => void): void {
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit);
    return;
  }
  if (typeof node !== 'object' || node === null || typeof (node as Node).type !== 'string') return;
  visit(node as Node);
  for (const value of Object.values(node)) if (typeof value === 'object') walk(value, visit);
}

function literal(node: unknown): string | null {
  const value = (node as { type?: string; value?: unknown } | null)?.value;
  return (node as Node | null)?.type === 'Literal' && typeof value === 'string' ? value : null;
}

const facts = new Map<string, ModuleFacts>();

function factsOf(file: string): ModuleFacts {
  const known = facts.get(file);
  if (known) return known;
  const bytes = readFileSync(file);
  const result: ModuleFacts = { staticImports: [], dynamicImports: [], css: [], bytes };
  const near = (source: string) => resolve(dirname(file), source);
  walk(parseAst(bytes.toString('utf8')), (node) => {
    const source = literal(node.source);
    if (source && (node.type === 'ImportDeclaration' || node.type === 'ExportAllDeclaration' || node.type === 'ExportNamedDeclaration')) {
      result.staticImports.push(near(source));
    } else if (source && node.type === 'ImportExpression') {
      result.dynamicImports.push(near(source));
    } else if (node.type === 'CallExpression') {
      // The CSS registry's calls survive minification as f("<path>.css", "<css text>").
      const args = node.arguments as unknown[];
      const name = literal(args?.[0]);
      const css = literal(args?.[1]);
      if (args?.length === 2 && name?.endsWith('.css') && css !== null) result.css.push(css);
    }
  });
  facts.set(file, result);
  return result;
}

/** The files a page fetches before the module runs: the entry and its static imports, transitively. */
function staticClosure(entries: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...factsOf(file).staticImports);
  }
  return seen;
}

/** Everything reachable through dynamic imports that the first load does not already hold. */
function lazyClosure(first: ReadonlySet<string>): Set<string> {
  const lazy = new Set<string>();
  const queue = [...first].flatMap((file) => factsOf(file).dynamicImports);
  while (queue.length) {
    const file = queue.pop() as string;
    if (first.has(file) || lazy.has(file)) continue;
    lazy.add(file);
    queue.push(...factsOf(file).staticImports, ...factsOf(file).dynamicImports);
  }
  return lazy;
}

/** Screens of the registry (src/features/*, but not the shell's frame), read from the chunks' source maps. */
const SCREEN_SOURCE = /src\/features\/(?!shell\/(?!screens\/))[^/]+\/.*Screen\.tsx$/;
function screenModules(files: Iterable<string>): string[] {
  return [...files].flatMap((file) => {
    const map = `${file}.map`;
    if (!existsSync(map)) return [];
    const { sources } = JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] };
    return sources.filter((source) => SCREEN_SOURCE.test(source)).map((source) => relative(DIST, resolve(dirname(file), source)));
  });
}

const gzipKb = (bytes: Buffer | string) => gzipSync(bytes, { level: 9 }).length / 1024;
const sumKb = (files: Iterable<string>) => [...files].reduce((total, file) => total + gzipKb(factsOf(file).bytes), 0);
const cssKb = (files: Iterable<string>) => {
  const css = [...files].flatMap((file) => factsOf(file).css);
  return css.length ? gzipKb(css.join('\n')) : 0;
};
const round = (kb: number) => Number(kb.toFixed(1));

export async function benchBundles(): Promise<Figure[]> {
  const dir = join(DIST, 'elements');
  if (!existsSync(dir)) throw new Error('dist/elements is missing: run `npm run build` first');
  const figures: Figure[] = [];
  for (const name of readdirSync(dir).filter((file) => file.endsWith('.js')).sort()) {
    const tag = name.slice(0, -'.js'.length);
    const registration = staticClosure([join(dir, name)]);
    // The element's component (elements/<tag>/<Tag>Element.tsx, chunk <Tag>Element-<hash>.js), on first render.
    const component = `${tag.replace(/(^|-)([a-z])/g, (_match, _dash, letter: string) => letter.toUpperCase())}Element-`;
    const rendered = [...registration].flatMap((file) => factsOf(file).dynamicImports).filter((file) => file.slice(file.lastIndexOf('/') + 1).startsWith(component));
    const first = new Set([...registration, ...staticClosure(rendered)]);
    const lazy = lazyClosure(first);
    const firstKb = round(sumKb(first));
    figures.push(
      { name: `${tag}: registration JS, ${registration.size} files (gzip)`, value: round(sumKb(registration)), unit: 'KB' },
      { name: `${tag}: first load JS (with its component), ${first.size} files (gzip)`, value: firstKb, unit: 'KB' },
      { name: `${tag}: CSS inside the first load (gzip)`, value: round(cssKb(first)), unit: 'KB' },
      { name: `${tag}: lazy chunks JS, ${lazy.size} files (gzip)`, value: round(sumKb(lazy)), unit: 'KB' },
      { name: `${tag}: CSS inside the lazy chunks (gzip)`, value: round(cssKb(lazy)), unit: 'KB' },
    );
    const budget = BUDGET_KB[tag];
    if (budget !== undefined) {
      figures.push({ name: `${tag}: first load budget (${firstKb <= budget ? 'met' : 'EXCEEDED'})`, value: budget, unit: 'KB' });
    }
  }
  // What /login really downloads (issue 15), as the page's modulepreload hints name it (server/plugins/preload.ts):
  // the page's entry (define.js: every element registered, none of their code) and its static imports, then
  // <admin-shell>'s component chunk, then the login screen's chunk, each with its own imports; the same for the
  // logged-in /dashboard (the frame and the dashboard screen instead of the login); and the charts' chunks.
  const entry = join(DIST, 'define.js');
  if (existsSync(entry)) {
    const page = staticClosure([entry]);
    const loginPage = new Set([entry, ...pageFiles(entry, ON_DEMAND.login)]);
    const shellPage = new Set([entry, ...pageFiles(entry, ON_DEMAND.page)]);
    const dashboardPage = new Set([entry, ...pageFiles(entry, ON_DEMAND.dashboard)]);
    const loginKb = round(sumKb(loginPage));
    figures.push({ name: `/login downloads: JS, ${loginPage.size} files (gzip)`, value: loginKb, unit: 'KB' });
    figures.push({ name: `/login downloads: budget (${loginKb <= BUDGET_KB['/login'] ? 'met' : 'EXCEEDED'})`, value: BUDGET_KB['/login'], unit: 'KB' });
    figures.push({ name: '/login downloads: define.js and its static imports (gzip)', value: round(sumKb(page)), unit: 'KB' });
    figures.push({ name: '/login downloads: the login screen\'s own chunks (gzip)', value: round(sumKb([...loginPage].filter((file) => !shellPage.has(file)))), unit: 'KB' });
    figures.push({ name: `/dashboard downloads before its charts: JS, ${dashboardPage.size} files (gzip)`, value: round(sumKb(dashboardPage)), unit: 'KB' });
    // Reached from the page (dist/chunks also keeps chunks of earlier builds).
    const charts = [...lazyClosure(page)].filter((file) => /[\\/]DashboardCharts-[\w-]+\.js$/.test(file));
    const chartsOnly = [...staticClosure(charts)].filter((file) => !dashboardPage.has(file));
    figures.push({ name: `dashboard charts: chunks beyond the page, ${chartsOnly.length} files (gzip)`, value: round(sumKb(chartsOnly)), unit: 'KB' });
  }
  const shellFirst = staticClosure([join(dir, 'admin-shell.js')]);
  const shellLazy = lazyClosure(shellFirst);
  figures.push(
    { name: 'admin-shell: screen modules in the first load', value: screenModules(shellFirst).length, unit: 'modules' },
    { name: 'admin-shell: screen modules in lazy chunks', value: screenModules(shellLazy).length, unit: 'modules' },
  );
  return figures;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const figure of await benchBundles()) console.log(`${figure.name.padEnd(56)} ${String(figure.value).padStart(10)} ${figure.unit}`);
}
