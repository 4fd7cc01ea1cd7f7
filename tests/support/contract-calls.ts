// Every call descriptor of the contract, found by file (src/core/contract/api/*.ts): the guard tests read the
// contract as it is, with no hand-kept list.
import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { CallSpec } from '../../src/core/contract/api/define.ts';

const API_DIR = fileURLToPath(new URL('../../src/core/contract/api/', import.meta.url));
const NOT_AREAS = new Set(['define.ts', 'schema.ts']);

export interface NamedCall {
  /** The contract file's area, e.g. 'devices'. */
  area: string;
  /** The export's name, e.g. 'vendingMachinePage'. */
  name: string;
  call: CallSpec;
}

function isCall(value: unknown): value is CallSpec {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<CallSpec>;
  return typeof candidate.method === 'string' && typeof candidate.path === 'string' && typeof candidate.tag === 'string' && candidate.response !== undefined;
}

export async function contractCalls(): Promise<NamedCall[]> {
  const calls: NamedCall[] = [];
  for (const file of readdirSync(API_DIR).filter((name) => name.endsWith('.ts') && !NOT_AREAS.has(name)).sort()) {
    const exports = (await import(pathToFileURL(`${API_DIR}${file}`).href)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exports)) {
      if (isCall(value)) calls.push({ area: file.replace(/\.ts$/, ''), name, call: value });
    }
  }
  return calls;
}
