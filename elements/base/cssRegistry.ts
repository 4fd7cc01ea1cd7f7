// The page's element CSS: every `.css` import registers here (scripts/rollup-css-registry.mjs) and all shadow roots
// adopt the same constructed sheets built from it, so nothing is injected into the host's <head>. CSS that arrives
// later (a lazily loaded screen's chunk) becomes one more sheet after the others, never a rebuild of them: a rebuilt
// sheet is parsed again and restyles everything adopting it, once per chunk on a cold page (issue 15).

const registered = new Map<string, string>();
/** The sheets every shadow root adopts, in registration order: the first with all CSS registered before it. */
const sheets: CSSStyleSheet[] = [];
/** CSS registered since the last sheet, added as one sheet once the chunk bringing it has run its imports. */
let pending: string[] = [];
const listeners = new Set<() => void>();

/** Called by the generated CSS modules; the name keeps a file imported from several chunks registered once. */
export function registerCss(name: string, css: string): void {
  if (registered.has(name)) return;
  registered.set(name, css);
  if (sheets.length === 0) return;
  pending.push(css);
  if (pending.length === 1) queueMicrotask(addPendingSheet);
}

function sheetOf(css: string): CSSStyleSheet {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  return sheet;
}

function addPendingSheet(): void {
  sheets.push(sheetOf(pending.join('\n')));
  pending = [];
  for (const listener of listeners) listener();
}

/** The sheets every element's shadow root adopts, in order; the array grows as later chunks bring CSS. */
export function elementStyleSheets(): readonly CSSStyleSheet[] {
  if (sheets.length === 0) sheets.push(sheetOf([...registered.values()].join('\n')));
  return sheets;
}

/** Calls `listener` after each sheet added to elementStyleSheets(); returns the unsubscribe. */
export function onStyleSheetAdded(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Names of the CSS files in the sheets, in order (tests and the bench read it). */
export function registeredCss(): readonly string[] {
  return [...registered.keys()];
}
