// define(): registers every declared element, under its default tag or a prefixed one (DESIGN.md "Elements").
import { elementRegistry } from './base/index.ts';
import type { DefineOptions } from './base/index.ts';

export type { DefineOptions } from './base/index.ts';

/**
 * Registers every element declared so far (elements/index.ts imports them all first). Idempotent: a tag already
 * holding this version is skipped, another version or library only warns. Returns default tag → registered tag.
 */
export function define(options: DefineOptions = {}): Record<string, string> {
  const tags: Record<string, string> = {};
  for (const definition of elementRegistry.values()) tags[definition.tag] = definition.define(options);
  return tags;
}
