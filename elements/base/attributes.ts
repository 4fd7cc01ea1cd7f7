// Attribute parsing for the element base: HTML semantics rather than r2wc's (DESIGN.md "Elements", r2wc pitfalls).
import { DEFAULT_COUNTRY } from '../../src/core/contract/index.ts';
import { DEFAULT_LOCALE, toLocale } from '../../src/core/i18n/index.ts';
import type { Locale } from '../../src/core/i18n/index.ts';

export type AttributeType = 'string' | 'number' | 'boolean';
export type AttributeValue = string | number | boolean | null;

export interface AttributeSpec {
  type: AttributeType;
  /** The value while the attribute is absent, and again once it is removed. */
  default?: AttributeValue;
  /** For strings: the allowed values; anything else reads as the default. */
  values?: readonly string[];
  /** For strings: a reader of its own (null when absent) instead of `values`. */
  parse?: (text: string | null) => AttributeValue;
}

/** Attributes every element has (DESIGN.md "Elements"); an element may redeclare one to change its default. */
export const COMMON_ATTRIBUTES = {
  /** Origin (or prefix) the API paths are resolved against; '' is the page's own origin. */
  'api-base': { type: 'string', default: '' },
  'main-color': { type: 'string', default: null },
  'minor-color': { type: 'string', default: null },
  'theme-mode': { type: 'string', default: 'light', values: ['light', 'dark'] },
  /** 'en', 'en-US', 'EN' → en; anything else → zh-CN. */
  locale: { type: 'string', default: DEFAULT_LOCALE, parse: toLocale },
  country: { type: 'string', default: DEFAULT_COUNTRY },
  /** Embedded elements leave the partner's URL alone unless told otherwise; admin-shell redeclares 'history'. */
  routing: { type: 'string', default: 'memory', values: ['history', 'memory'] },
  'base-path': { type: 'string', default: '/' },
} as const satisfies Record<string, AttributeSpec>;

/** What an element component always receives, camel-cased from COMMON_ATTRIBUTES. */
export interface CommonElementProps {
  apiBase: string;
  mainColor: string | null;
  minorColor: string | null;
  themeMode: 'light' | 'dark';
  locale: Locale;
  country: string;
  routing: 'history' | 'memory';
  basePath: string;
}

/** Secrets never travel as attributes (DESIGN.md): such names are refused when an element is declared. */
const SECRET_NAME = /token|secret|password|credential/i;

export function assertPublicAttribute(name: string): void {
  if (SECRET_NAME.test(name)) {
    throw new TypeError(`"${name}" looks like a secret; secrets are properties, never attributes`);
  }
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name)) throw new TypeError(`attribute "${name}" must be kebab-case`);
}

export function camelCase(attribute: string): string {
  return attribute.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}

export function normaliseSpec(spec: AttributeSpec | AttributeType): Required<Pick<AttributeSpec, 'type'>> & AttributeSpec {
  return typeof spec === 'string' ? { type: spec } : spec;
}

function fallback(spec: AttributeSpec): AttributeValue {
  if (spec.default !== undefined) return spec.default;
  return spec.type === 'boolean' ? false : null;
}

/** The prop value for an attribute's text; `null` (absent or removed) is the default again. */
export function parseAttribute(spec: AttributeSpec, text: string | null): AttributeValue {
  if (spec.type === 'boolean') return text !== null; // presence is true, as for <input disabled>
  if (spec.parse) return spec.parse(text);
  if (text === null) return fallback(spec);
  if (spec.type === 'number') {
    const value = Number(text.trim());
    return text.trim() !== '' && Number.isFinite(value) ? value : fallback(spec);
  }
  if (spec.values) {
    // Case-insensitive match, reported in the declared spelling ('EN' → 'en', 'zh-cn' → 'zh-CN').
    const match = spec.values.find((allowed) => allowed.toLowerCase() === text.trim().toLowerCase());
    return match ?? fallback(spec);
  }
  return text;
}

/** The attribute text for a property assignment, or null to remove the attribute. */
export function attributeText(spec: AttributeSpec, value: unknown): string | null {
  if (spec.type === 'boolean') return value ? '' : null;
  if (value === null || value === undefined) return null;
  return String(value);
}
