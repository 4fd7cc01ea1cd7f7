// modulepreload hints (issue 15: a visible password after at most two round trips). The page names the chunks its
// entry imports statically, so the browser fetches them in parallel with the entry instead of after parsing it; a
// login path also names the login screen's chunk and its own imports (the shell would only ask for it once running).
// Read from the build in dist/ (the entry's `import "./chunks/…"` statements), again whenever the entry changes.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { BRANDS } from '../../src/core/contract/brands.ts';

/** Where a page says which hints go (demo/index.html); pages without it get the hints before </head>. */
export const PRELOAD_MARKER = '<!-- backroom:modulepreload -->';
/** The script every page of the back office starts from. */
const ENTRY = 'define.js';

const IMPORT = /(?:import|from)\s*"(\.{1,2}\/[^"]+\.js)"/g;
const DYNAMIC = /import\("(\.{1,2}\/[^"]+\.js)"\)/g;

function importsOf(file: string, pattern: RegExp): string[] {
  const code = readFileSync(file, 'utf8');
  return [...code.matchAll(pattern)].map((match) => resolve(dirname(file), match[1]));
}

/** `files` and everything they import statically, in a stable order (parents first). */
function closure(files: readonly string[]): string[] {
  const seen = new Set<string>();
  const queue = [...files];
  while (queue.length) {
    const file = queue.shift() as string;
    if (seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    queue.push(...importsOf(file, IMPORT));
  }
  return [...seen];
}

/** Login paths (spec §2): /login, /manager, /en/login and /{brand}/login. */
export function isLoginPath(path: string): boolean {
  const clean = path.split('?')[0].replace(/\/+$/, '');
  return ['/login', '/manager', '/en/login', ...BRANDS.map((brand) => `/${brand.code}/login`)].includes(clean);
}

interface Hints {
  stamp: string;
  page: string;
  login: string;
}

let cached: { dist: string; hints: Hints } | null = null;

function link(dist: string, file: string): string {
  return `<link rel="modulepreload" href="/dist/${relative(dist, file).split('\\').join('/')}" />`;
}

/** The hints for the page at `path`, from the build in `dist`; '' when there is no build. */
export function preloadHints(dist: string, path: string): string {
  const entry = join(dist, ENTRY);
  if (!existsSync(entry)) return '';
  const stamp = String(statSync(entry).mtimeMs);
  if (!cached || cached.dist !== dist || cached.hints.stamp !== stamp) {
    const first = closure([entry]);
    // The login screen's chunk is the one the shell imports on demand under the name login-<hash>.js.
    const login = first
      .flatMap((file) => importsOf(file, DYNAMIC))
      .filter((file) => /[\\/]login-[\w-]+\.js$/.test(file) && existsSync(file));
    const loginOnly = closure(login).filter((file) => !first.includes(file));
    const page = first.filter((file) => file !== entry).map((file) => link(dist, file));
    cached = {
      dist,
      hints: { stamp, page: page.join('\n    '), login: [...page, ...loginOnly.map((file) => link(dist, file))].join('\n    ') },
    };
  }
  return isLoginPath(path) ? cached.hints.login : cached.hints.page;
}

/** The page with its hints in place of the marker (or before </head>). */
export function withPreloadHints(html: string, hints: string): string {
  if (!hints) return html;
  if (html.includes(PRELOAD_MARKER)) return html.replace(PRELOAD_MARKER, hints);
  return html.replace('</head>', `  ${hints}\n  </head>`);
}
