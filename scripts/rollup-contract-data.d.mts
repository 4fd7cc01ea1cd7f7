import type { Plugin } from 'rollup';

export const AREA_MODULE: RegExp;
export const CALL_FIELDS: readonly string[];
export function evaluateAreas(ids: readonly string[]): Promise<{ exports: Map<string, Record<string, unknown>>; inputs: string[] }>;
export function browserModule(id: string, area: Record<string, unknown>): Promise<string>;
export function contractData(): Plugin;
