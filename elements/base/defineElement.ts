// How an element file declares itself: defineElement({...}) builds its definition and adds it to the registry
// that define() (elements/define.ts) registers from.
import type { ComponentType } from 'react';
import type { BackroomEventName } from '../../src/ui/providers/index.ts';
import { COMMON_ATTRIBUTES, assertPublicAttribute, camelCase, normaliseSpec } from './attributes.ts';
import type { AttributeSpec, AttributeType, CommonElementProps } from './attributes.ts';
import { ELEMENT_VERSION, createElementClass } from './createElementClass.tsx';
import type { ElementBlueprint } from './createElementClass.tsx';
import { BACKROOM_VERSION } from './version.ts';

export interface PropertySpec {
  /** The value until one is assigned. */
  default?: unknown;
}

export interface ElementSpec<P extends object> {
  /** The default tag, e.g. 'device-panel'; define({ prefix: 'acme' }) registers 'acme-device-panel'. */
  tag: string;
  component: ComponentType<CommonElementProps & P>;
  /** The element's own attributes (kebab-case) on top of COMMON_ATTRIBUTES; the prop is the camel-cased name. */
  attributes?: Record<string, AttributeSpec | AttributeType>;
  /** Objects and callbacks: properties only, never attributes (camelCase names). */
  properties?: Record<string, PropertySpec>;
  /** The `backroom-*` events it dispatches (for the manifest and the docs). */
  events?: readonly BackroomEventName[];
  /** Defaults to the package version; define() compares it with an element already under the tag. */
  version?: string;
}

export interface DefineOptions {
  /** Renames every tag: 'acme' → 'acme-admin-shell', for hosts that already use a tag. */
  prefix?: string;
}

export interface ElementDefinition {
  readonly tag: string;
  readonly version: string;
  readonly attributes: ReadonlyMap<string, AttributeSpec>;
  readonly properties: ReadonlyMap<string, unknown>;
  readonly events: readonly BackroomEventName[];
  /** Registers the element (idempotent, see registerTag) and returns the tag it lives under. */
  define(options?: DefineOptions): string;
}

const registry = new Map<string, ElementDefinition>();
/** Every element declared so far, by default tag, in declaration order. */
export const elementRegistry: ReadonlyMap<string, ElementDefinition> = registry;

const NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

export function tagFor(tag: string, { prefix }: DefineOptions = {}): string {
  if (prefix === undefined || prefix === '') return tag;
  if (!NAME.test(prefix)) throw new TypeError(`define(): prefix "${prefix}" must be lowercase letters, digits and hyphens`);
  return `${prefix}-${tag}`;
}

/**
 * Same version already under the tag: skip silently. Another version, or another library: a console warning and
 * no throw, so a partner page that loads two builds keeps working with the first.
 */
export function registerTag(tag: string, version: string, create: () => CustomElementConstructor): void {
  const existing = customElements.get(tag);
  if (!existing) {
    customElements.define(tag, create());
    return;
  }
  const existingVersion = (existing as unknown as Record<symbol, unknown>)[ELEMENT_VERSION];
  if (existingVersion === version) return;
  const owner = typeof existingVersion === 'string' ? `Backroom ${existingVersion}` : 'another library';
  console.warn(
    `[backroom] <${tag}> is already defined by ${owner}; Backroom ${version} leaves it as it is ` +
      '(define({ prefix }) registers these elements under other tags).',
  );
}

function resolveAttributes(own: ElementSpec<object>['attributes'] = {}): Map<string, AttributeSpec> {
  const resolved = new Map<string, AttributeSpec>(Object.entries(COMMON_ATTRIBUTES));
  for (const [name, spec] of Object.entries(own)) {
    assertPublicAttribute(name);
    const common = resolved.get(name);
    // Redeclaring a common attribute changes its default and keeps the rest.
    resolved.set(name, common ? { ...common, ...normaliseSpec(spec), type: common.type } : normaliseSpec(spec));
  }
  return resolved;
}

function assertFreeName(name: string, what: string): void {
  if (name in HTMLElement.prototype) throw new TypeError(`${what} "${name}" would hide HTMLElement's own "${name}"`);
}

export function defineElement<P extends object>(spec: ElementSpec<P>): ElementDefinition {
  if (!NAME.test(spec.tag) || !spec.tag.includes('-')) throw new TypeError(`defineElement(): "${spec.tag}" is not a custom element name`);
  if (registry.has(spec.tag)) throw new TypeError(`defineElement(): <${spec.tag}> is declared twice`);
  const attributes = resolveAttributes(spec.attributes);
  for (const name of attributes.keys()) assertFreeName(camelCase(name), 'attribute');
  const properties = new Map(Object.entries(spec.properties ?? {}).map(([name, property]) => [name, property.default]));
  for (const name of properties.keys()) {
    assertFreeName(name, 'property');
    if ([...attributes.keys()].some((attribute) => camelCase(attribute) === name)) {
      throw new TypeError(`defineElement(): "${name}" is both an attribute and a property`);
    }
  }
  const version = spec.version ?? BACKROOM_VERSION;
  const blueprint: ElementBlueprint = {
    version,
    component: spec.component as unknown as ComponentType<Record<string, unknown>>,
    attributes,
    properties,
  };
  const definition: ElementDefinition = {
    tag: spec.tag,
    version,
    attributes,
    properties,
    events: spec.events ?? [],
    define(options) {
      const tag = tagFor(spec.tag, options);
      registerTag(tag, version, () => createElementClass(blueprint, tag));
      return tag;
    },
  };
  registry.set(spec.tag, definition);
  return definition;
}
