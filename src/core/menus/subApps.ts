import { SUB_APP_PREFIXES } from '../contract/screens.ts';

export type SubAppId = keyof typeof SUB_APP_PREFIXES;

const SUB_APP_IDS = Object.keys(SUB_APP_PREFIXES) as SubAppId[];

/** The embedded sub-application a path belongs to (spec §2): the prefix itself or below it, never a mere name prefix. */
export function subAppOf(fullPath: string): SubAppId | null {
  const path = fullPath.split(/[?#]/, 1)[0];
  for (const id of SUB_APP_IDS) {
    const prefix = SUB_APP_PREFIXES[id];
    if (path === prefix || path.startsWith(`${prefix}/`)) return id;
  }
  return null;
}

export function emptySubApps(): Record<SubAppId, string[]> {
  return Object.fromEntries(SUB_APP_IDS.map((id) => [id, []])) as unknown as Record<SubAppId, string[]>;
}
