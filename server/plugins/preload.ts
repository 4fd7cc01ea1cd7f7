// modulepreload hints (issue 15: a visible password after at most two round trips). The page names the chunks its
// entry imports statically, so the browser fetches them in parallel with the entry instead of after parsing it, and
// the chunks the page will ask for on demand next: <admin-shell>'s component; on a login path the login screen's
// chunk; elsewhere the frame (layout, its parts) and on the landing paths the dashboard. Each with its own static
// imports. Read from the build in dist/ (`import "./chunks/…"` and `import("./chunks/…")` statements, chunks found
// by name: rollup.config.mjs names them), again whenever the entry changes.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { isLoginPath, PAGE_LOGIN_ATTRIBUTE, PAGE_LOGIN_SUBMIT_ATTRIBUTE } from '../../src/core/contract/loginPage.ts';

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

/** A request's URL is a login page's (spec §2, the contract's rule), whatever its query. */
export function isLoginUrl(url: string): boolean {
  return isLoginPath(url.split(/[?#]/, 1)[0]);
}

/** The on-demand chunks each kind of page asks for first (by file name), in the order they are asked for. */
export const ON_DEMAND = {
  login: [/^AdminShellElement-/, /^login-/],
  dashboard: [/^AdminShellElement-/, /^ShellFrame-/, /^ShellLayout-/, /^dashboard-/, /^frameParts-/],
  page: [/^AdminShellElement-/, /^ShellFrame-/, /^ShellLayout-/, /^frameParts-/],
} as const;
export type PageKind = keyof typeof ON_DEMAND;

/**
 * On-demand chunks the page shows without waiting for them (the top bar's icons, banners, notices: Suspense with
 * nothing in their place): hinted at low priority, so over HTTP/1.1's six connections they never hold back the
 * session's first API calls or the chunks the frame and the dashboard wait for (issue 15).
 */
export const LOW_PRIORITY: readonly RegExp[] = [/^frameParts-/];

interface Hints {
  stamp: string;
  kinds: Record<PageKind, string>;
}

let cached: { dist: string; hints: Hints } | null = null;

function link(dist: string, file: string, low: boolean): string {
  return `<link rel="modulepreload" href="/dist/${relative(dist, file).split('\\').join('/')}"${low ? ' fetchpriority="low"' : ''} />`;
}

/**
 * The entry's static imports, then each wanted on-demand chunk that a file already named imports dynamically, with
 * its static imports (a chain: the element's component, then the screen it shows), parents first.
 */
export function pageFiles(entry: string, wanted: readonly RegExp[]): string[] {
  return pageFilesWithPriority(entry, wanted).map(({ file }) => file);
}

/** pageFiles, each marked low when only a LOW_PRIORITY chunk brings it in. */
export function pageFilesWithPriority(entry: string, wanted: readonly RegExp[]): Array<{ file: string; low: boolean }> {
  const files = closure([entry]);
  const low = new Set<string>();
  for (const pattern of wanted) {
    const found = files
      .flatMap((file) => importsOf(file, DYNAMIC))
      .find((file) => pattern.test(basename(file)) && existsSync(file));
    if (!found) continue;
    for (const file of closure([found])) {
      if (files.includes(file)) continue;
      files.push(file);
      if (LOW_PRIORITY.some((later) => later.test(basename(found)))) low.add(file);
    }
  }
  return files.filter((file) => file !== entry).map((file) => ({ file, low: low.has(file) }));
}

function kindOf(url: string): PageKind {
  const path = url.split(/[?#]/, 1)[0];
  if (isLoginPath(path)) return 'login';
  const clean = path.replace(/\/+$/, '');
  return clean === '' || clean === '/dashboard' ? 'dashboard' : 'page';
}

/** The hints for the page at `path`, from the build in `dist`; '' when there is no build. */
export function preloadHints(dist: string, path: string): string {
  const entry = join(dist, ENTRY);
  if (!existsSync(entry)) return '';
  const stamp = String(statSync(entry).mtimeMs);
  if (!cached || cached.dist !== dist || cached.hints.stamp !== stamp) {
    const kinds = Object.fromEntries(
      (Object.keys(ON_DEMAND) as PageKind[]).map((kind) => [
        kind,
        pageFilesWithPriority(entry, ON_DEMAND[kind]).map(({ file, low }) => link(dist, file, low)).join('\n    '),
      ]),
    ) as Record<PageKind, string>;
    cached = { dist, hints: { stamp, kinds } };
  }
  return cached.hints.kinds[kindOf(path)];
}

/** The page with its hints in place of the marker (or before </head>). */
export function withPreloadHints(html: string, hints: string): string {
  if (!hints) return html;
  if (html.includes(PRELOAD_MARKER)) return html.replace(PRELOAD_MARKER, hints);
  return html.replace('</head>', `  ${hints}\n  </head>`);
}

const versions = new Map<string, { stamp: string; hash: string }>();

/**
 * The URL the back office's page loads an entry from (define.js, ahead.js): `/dist/<entry>?v=<its content's hash>`,
 * answered as immutable (./static.ts), so a returning visit takes it from the cache without asking. The name stays
 * what partners import (`backroom/define`); a new build changes the hash, and the page (revalidated every time) names
 * the new one.
 */
export function entryUrl(dist: string, name: string = ENTRY): string | null {
  const entry = join(dist, name);
  if (!existsSync(entry)) return null;
  const stamp = String(statSync(entry).mtimeMs);
  let version = versions.get(entry);
  if (version?.stamp !== stamp) {
    version = { stamp, hash: createHash('sha256').update(readFileSync(entry)).digest('hex').slice(0, 12) };
    versions.set(entry, version);
  }
  return `/dist/${name}?v=${version.hash}`;
}

/** The page's first script (elements/ahead.ts): the session's calls asked for while define.js's chunks load. */
export const AHEAD = 'ahead.js';

/** The page with its entry's script pointing at the versioned URL (entryUrl), the ahead script (versioned) before it. */
export function withVersionedEntry(html: string, dist: string): string {
  const url = entryUrl(dist);
  if (!url) return html;
  const versioned = html.replace(`src="/dist/${ENTRY}"`, `src="${url}"`);
  const ahead = entryUrl(dist, AHEAD);
  const script = `<script type="module" src="${url}"></script>`;
  return ahead ? versioned.replace(script, `<script type="module" src="${ahead}"></script>\n${script}`) : versioned;
}

/**
 * A login path's start (issue 30: the form the HTML carries on screen before any script has run). Chromium compiles
 * a modulepreload's module on the main thread as it arrives, and with the login's 18 hints in the head the form's
 * first paint waited for them: measured interleaved against a plain one-form page, 3.1x its first contentful paint
 * with the hints, ~1.9x when they are named after the first frame. So a login page carries only this small classic
 * script (deferred: it never holds back the parser); in the first frame's animation callback it adds the hints
 * (their fetches start, their compiles come in later tasks), and in the task after that frame the entry. A hidden
 * tab has no frames: it starts at once.
 */
export const LOGIN_START_SCRIPT = `(() => {
  const own = document.currentScript;
  // The painted form's login: asked for now, sent by the login screen as it takes over (src/ui/session/pageLogin.ts).
  const form = document.querySelector('form[${PAGE_LOGIN_ATTRIBUTE}]');
  const button = form && form.querySelector('button');
  if (button) {
    const ask = (event) => {
      event.preventDefault();
      form.setAttribute('${PAGE_LOGIN_SUBMIT_ATTRIBUTE}', '');
      button.setAttribute('aria-busy', 'true');
    };
    form.addEventListener('keydown', (event) => {
      if (event.key === 'Enter' && !event.isComposing && event.target instanceof HTMLInputElement) ask(event);
    });
    button.addEventListener('click', ask);
    button.disabled = false;
  }
  const hints = () => {
    for (const href of (own.dataset.preload || '').split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
  };
  const entry = () => {
    const script = document.createElement('script');
    script.type = 'module';
    script.src = own.dataset.entry;
    document.head.append(script);
  };
  if (document.visibilityState === 'visible') {
    requestAnimationFrame(() => {
      hints();
      setTimeout(entry, 0);
    });
  } else {
    hints();
    entry();
  }
})();
`;

/** Where the login start script is served from, under its content's hash (immutable: ./static.ts). */
export const LOGIN_START_PATH = '/boot.js';
export const loginStartUrl = `${LOGIN_START_PATH}?v=${createHash('sha256').update(LOGIN_START_SCRIPT).digest('hex').slice(0, 12)}`;

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The back office's page for `url`: its entry under the versioned URL; on a login path started by the login start
 * script (the entry and the hints' addresses in its data attributes), elsewhere with the modulepreload hints in the
 * head (the dashboard's figures need its chunks as early as they can come).
 */
export function withPageStart(html: string, dist: string, url: string): string {
  const entry = entryUrl(dist);
  if (!entry || !isLoginUrl(url)) return withPreloadHints(withVersionedEntry(html, dist), preloadHints(dist, url));
  const hrefs = [...preloadHints(dist, url).matchAll(/href="([^"]+)"/g)].map((match) => match[1]);
  const start = `<script src="${loginStartUrl}" defer data-entry="${attribute(entry)}" data-preload="${attribute(hrefs.join(' '))}"></script>`;
  return html.replace(`<script type="module" src="/dist/${ENTRY}"></script>`, start).replace(PRELOAD_MARKER, '');
}
