// Paint marks: an `elementtiming` attribute names an element whose first paint `npm run bench -- first-visit` times
// (nothing in the app reads them). It is Element Timing's attribute (https://w3c.github.io/element-timing/), which
// browsers report for elements in the page itself; Chromium reports none inside a shadow root, where all of the back
// office is, so the bench watches our shadow roots and takes the rendering update that first lays a mark out.

/** What each mark names. */
export const PAINT_MARK = {
  /** The login screen's own title (the screen, not the form the HTML painted before it). */
  login: 'backroom-login',
  /** The dashboard's figure values. */
  figures: 'backroom-figures',
  /** The figure values of the last visit, painted before the shell on a returning visit (ui/session/lastHome.ts). */
  lastFigures: 'backroom-figures-last',
  /** The first column of a list's rows. */
  rows: 'backroom-rows',
  /** The order number in an order's detail sheet. */
  detail: 'backroom-detail',
} as const;

declare module 'react' {
  // The augmented interface's own type parameter (every declaration must name it alike).
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface HTMLAttributes<T> {
    /** Element Timing's mark (see PAINT_MARK). */
    elementtiming?: string;
  }
}
