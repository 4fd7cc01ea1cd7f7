import type { MenuMeta } from '../contract/types.ts';
import type { BreadcrumbItem, MenuLogger, RouteMeta } from './types.ts';

export const consoleMenuLogger: MenuLogger = {
  warn: (message, detail) => console.warn(`[backroom menus] ${message}`, detail),
};

type Id = number | string;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function flagValue(value: unknown): boolean | string | undefined {
  return typeof value === 'boolean' || typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
}

/** Id lists may come as arrays or as a comma string; anything else is dropped. */
function idList(value: unknown): Id[] | undefined {
  const items = typeof value === 'string' ? value.split(',') : Array.isArray(value) ? value : undefined;
  if (items === undefined) return undefined;
  return items.filter((item): item is Id => (typeof item === 'number' && Number.isFinite(item)) || (typeof item === 'string' && item.trim() !== ''));
}

function breadcrumbList(value: unknown): BreadcrumbItem[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const items: BreadcrumbItem[] = [];
  for (const item of value) {
    if (!isRecord(item) || typeof item.title !== 'string') continue;
    const titleEn = typeof item.titleEn === 'string' && item.titleEn.trim() !== '' ? { titleEn: item.titleEn } : {};
    items.push(typeof item.path === 'string' ? { title: item.title, ...titleEn, path: item.path } : { title: item.title, ...titleEn });
  }
  return items;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/**
 * The meta JSON text of a menu entry (spec §3). Never throws: bad JSON or a non-object gives {} and a warning,
 * fields of the wrong type are dropped. An object already parsed is accepted as it is.
 */
export function parseMenuMeta(source: unknown, logger: MenuLogger = consoleMenuLogger): MenuMeta {
  if (source === undefined || source === null || (typeof source === 'string' && source.trim() === '')) return {};
  let value: unknown = source;
  if (typeof source === 'string') {
    try {
      value = JSON.parse(source);
    } catch {
      logger.warn('menu meta is not valid JSON; ignored', source);
      return {};
    }
  }
  if (!isRecord(value)) {
    logger.warn('menu meta is not an object; ignored', source);
    return {};
  }
  const fields: MenuMeta = {
    baseUrl: text(value.baseUrl),
    hideMenu: flagValue(value.hideMenu),
    hideLayout: flagValue(value.hideLayout),
    noCache: flagValue(value.noCache),
    showMenuIds: idList(value.showMenuIds),
    showMenuOrigIds: idList(value.showMenuOrigIds),
    breadcrumb: breadcrumbList(value.breadcrumb),
    titleEn: text(value.titleEn),
  };
  return Object.fromEntries(Object.entries(fields).filter(([, field]) => field !== undefined)) as MenuMeta;
}

/** Flags arrive as booleans or as 'true'/'false' (also '1'/'0'); anything else is false. */
export function metaFlag(value: boolean | string | undefined): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value !== 'string') return false;
  const normalised = value.trim().toLowerCase();
  return normalised === 'true' || normalised === '1';
}

/** One comparable key for an id given as number or string: '12', ' 12 ' and 12 all give '12'. */
export function idKey(value: Id | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const trimmed = String(value).trim();
  if (trimmed === '') return null;
  const asNumber = Number(trimmed);
  return Number.isFinite(asNumber) ? String(asNumber) : trimmed;
}

function idKeys(ids: Id[] | undefined): string[] {
  const keys: string[] = [];
  for (const id of ids ?? []) {
    const key = idKey(id);
    if (key !== null) keys.push(key);
  }
  return keys;
}

function nonEmpty(value: string | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

export function normaliseRouteMeta(meta: MenuMeta): RouteMeta {
  return {
    hideMenu: metaFlag(meta.hideMenu),
    hideLayout: metaFlag(meta.hideLayout),
    noCache: metaFlag(meta.noCache),
    breadcrumb: meta.breadcrumb ?? [],
    baseUrl: nonEmpty(meta.baseUrl),
    showMenuOrigIds: idKeys(meta.showMenuOrigIds),
    showMenuIds: idKeys(meta.showMenuIds),
    titleEn: nonEmpty(meta.titleEn),
  };
}
