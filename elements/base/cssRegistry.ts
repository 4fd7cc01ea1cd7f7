// The page's element CSS: every `.css` import registers here (scripts/rollup-css-registry.mjs) and all
// shadow roots adopt the one constructed sheet built from it, so nothing is injected into the host's <head>.

const registered = new Map<string, string>();
let sheet: CSSStyleSheet | null = null;
let stale = false;

/** Called by the generated CSS modules; the name keeps a file imported from several chunks registered once. */
export function registerCss(name: string, css: string): void {
  if (registered.has(name)) return;
  registered.set(name, css);
  if (!sheet || stale) return;
  // A chunk loaded later (a lazily loaded screen) brings more CSS: rebuild once, after its imports ran.
  stale = true;
  queueMicrotask(rebuild);
}

function rebuild(): void {
  stale = false;
  sheet?.replaceSync([...registered.values()].join('\n'));
}

/** The one stylesheet every element's shadow root adopts; live: later registrations show up in it. */
export function elementStyleSheet(): CSSStyleSheet {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    rebuild();
  }
  return sheet;
}

/** Names of the CSS files in the sheet, in order (tests and the bench read it). */
export function registeredCss(): readonly string[] {
  return [...registered.keys()];
}
