// Announcement content is HTML written by staff: it is sanitised with DOMPurify before it reaches the DOM, so a
// <script>, an onerror handler or a javascript: link in it never runs (issue 5).
import { useMemo } from 'react';
import DOMPurify from 'dompurify';

let purifier: ReturnType<typeof DOMPurify> | null = null;

/** Our own DOMPurify instance (a host page may configure the shared one): links open in a new tab without handing
 * the opened page a reference back to ours. */
function purify(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  purifier = DOMPurify();
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return purifier;
}

/** HTML with scripts, event handlers, javascript: URLs, styles and forms taken out. */
export function sanitiseHtml(html: string): string {
  return purify().sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input', 'button'] });
}

export interface SafeHtmlProps {
  html: string;
  className?: string;
}

export function SafeHtml({ html, className }: SafeHtmlProps) {
  const clean = useMemo(() => sanitiseHtml(html), [html]);
  // The one place HTML is set: only DOMPurify's output.
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
