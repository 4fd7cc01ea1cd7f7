import type { HttpClient } from '../../core/http/index.ts';

/**
 * A link the server gave (`/api/tool/oss/file?...`) as the browser must open it: against the element's `api-base`
 * when the API lives on another origin than the page.
 */
export function fileUrl(http: HttpClient, url: string): string {
  const base = http.baseURL;
  if (!base || /^[a-z]+:/i.test(url)) return url;
  return `${base.replace(/\/$/, '')}${url.startsWith('/') ? '' : '/'}${url}`;
}
