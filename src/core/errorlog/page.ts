import { createErrorLog } from './store.ts';
import type { ErrorLog } from './types.ts';

/** Where the page's one log lives, so elements from several bundles write to and show the same 'bug日志'. */
export const PAGE_ERROR_LOG_KEY = Symbol.for('backroom.errorlog.v1');

/** The page's error log, created on first use (like the session bus: DESIGN.md "The session bus"). */
export function pageErrorLog(): ErrorLog {
  const holder = globalThis as unknown as Record<symbol, ErrorLog | undefined>;
  return (holder[PAGE_ERROR_LOG_KEY] ??= createErrorLog());
}
