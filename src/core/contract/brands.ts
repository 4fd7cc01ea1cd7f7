import type { CodeMessage } from './codes.ts';

/**
 * Brands with a login screen of their own at /{code}/login (spec §2: "a further login path exists for a second
 * brand"): their colours and logo. Codes, names, colours and logos are ours (spec: not shown). A code must not be
 * 'en' (/en/login is the English login) and must be one path segment of lowercase letters.
 */
export interface Brand {
  code: string;
  name: CodeMessage;
  mainColor: string;
  minorColor: string;
  /** An inline SVG as a data URL, so a brand login needs no request before the user has signed in. */
  logo: string;
}

function svgDataUrl(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** A spring drop in a rounded square. */
const QINGQUAN_LOGO = svgDataUrl(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">' +
    '<rect width="64" height="64" rx="14" fill="#1664FF"/>' +
    '<path d="M32 12C24 24 18 31 18 39a14 14 0 0 0 28 0c0-8-6-15-14-27z" fill="#fff"/>' +
    '<path d="M26 40a6 6 0 0 0 6 6" stroke="#1664FF" stroke-width="3" stroke-linecap="round" fill="none"/>' +
    '</svg>',
);

/** A snowflake in a circle. */
const XUEYU_LOGO = svgDataUrl(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">' +
    '<circle cx="32" cy="32" r="32" fill="#0E8F8B"/>' +
    '<g stroke="#fff" stroke-width="4" stroke-linecap="round">' +
    '<path d="M32 14v36M16.4 23l31.2 18M16.4 41l31.2-18"/>' +
    '<path d="M27 17l5 5 5-5M27 47l5-5 5 5"/>' +
    '</g></svg>',
);

/** Backroom's own mark, on the default login screens (/login, /manager, /en/login). */
export const DEFAULT_LOGIN_LOGO = svgDataUrl(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">' +
    '<rect width="64" height="64" rx="14" fill="#FF7D00"/>' +
    '<path d="M14 28l18-12 18 12v20a2 2 0 0 1-2 2H16a2 2 0 0 1-2-2z" fill="#fff"/>' +
    '<rect x="26" y="34" width="12" height="16" rx="1" fill="#FF7D00"/>' +
    '</svg>',
);

export const BRANDS: readonly Brand[] = [
  { code: 'qingquan', name: { zh: '清泉饮品', en: 'Qingquan Drinks' }, mainColor: '#1664FF', minorColor: '#E8F3FF', logo: QINGQUAN_LOGO },
  { code: 'xueyu', name: { zh: '雪域冷饮', en: 'Xueyu Cold Drinks' }, mainColor: '#0E8F8B', minorColor: '#E6F7F6', logo: XUEYU_LOGO },
];

/** The brand of a code (case-insensitive); unknown → null, and the default login is shown. */
export function brandByCode(code: string | null | undefined): Brand | null {
  const wanted = (code ?? '').trim().toLowerCase();
  return BRANDS.find((brand) => brand.code === wanted) ?? null;
}
