// The page's element CSS: every `.css` import registers here (scripts/rollup-css-registry.mjs) and all
// shadow roots adopt the one constructed sheet built from it, so nothing is injected into the host's <head>.

const registered = new Map<string, string>();
let sheet: CSSStyleSheet | null = null;
/** CSS registered since the sheet was last brought up to date, in registration order. */
let pending: string[] = [];
let scheduled = false;

/** Called by the generated CSS modules; the name keeps a file imported from several chunks registered once. */
export function registerCss(name: string, css: string): void {
  if (registered.has(name)) return;
  registered.set(name, css);
  if (!sheet) return;
  // A chunk loaded later (a lazily loaded screen) brings more CSS: added once, after its imports ran.
  pending.push(css);
  if (scheduled) return;
  scheduled = true;
  queueMicrotask(appendPending);
}

/**
 * Adds what registered since the last time at the end of the sheet. Only the new text is parsed (in a scratch sheet,
 * whose rules are then appended): parsing the whole sheet again for every lazily loaded chunk cost a cold dashboard
 * tens of milliseconds (issue 15).
 */
function appendPending(): void {
  scheduled = false;
  if (!sheet || pending.length === 0) return;
  const scratch = new CSSStyleSheet();
  scratch.replaceSync(pending.join('\n'));
  pending = [];
  for (const rule of scratch.cssRules) {
    try {
      sheet.insertRule(rule.cssText, sheet.cssRules.length);
    } catch {
      // A rule the browser parsed but will not take back as text: dropped, as replaceSync drops what it cannot read.
    }
  }
}

/** The one stylesheet every element's shadow root adopts; live: later registrations show up in it. */
export function elementStyleSheet(): CSSStyleSheet {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync([...registered.values()].join('\n'));
    pending = [];
  }
  return sheet;
}

/** Names of the CSS files in the sheet, in order (tests and the bench read it). */
export function registeredCss(): readonly string[] {
  return [...registered.keys()];
}
