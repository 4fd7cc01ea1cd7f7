// The browser build's contract (scripts/rollup-contract-data.mjs, issue 15): every area module, evaluated and
// emitted as data, gives the bundles the same calls (what the client reads of them), schemas, constants and
// functions as the source the server runs, and nothing of TypeBox or the calls' OpenAPI texts.
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AREA_MODULE, CALL_FIELDS, browserModule, evaluateAreas } from '../../../scripts/rollup-contract-data.mjs';
import { ExceptionResult, statusAfterHandling } from '../../../src/core/contract/api/convenience.ts';

const folder = resolve('src/core/contract/api');
const ids = (await readdir(folder)).map((file) => join(folder, file)).filter((file) => AREA_MODULE.test(file)).sort();
const { exports: evaluated } = await evaluateAreas(ids);
const emitted = new Map<string, { code: string; module: Record<string, unknown> }>();
for (const id of ids) {
  const code = await browserModule(id, evaluated.get(id) ?? {});
  const module = (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as Record<string, unknown>;
  emitted.set(id, { code, module });
}
const isCall = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && 'method' in value && 'path' in value && 'response' in value;

describe('the contract as the browser build gets it', () => {
  it('takes every area module but the descriptor type and the builders', () => {
    expect(ids.map((id) => id.slice(folder.length + 1))).toContain('auth.ts');
    expect(ids.some((id) => /[\\/](define|schema)\.ts$/.test(id))).toBe(false);
    expect(emitted.get(join(folder, 'auth.ts'))!.module.staffLogin).toStrictEqual({ method: 'POST', path: '/api/system/auth/staff/login', access: 'public' });
  });

  it.each(ids.map((id) => [id.slice(folder.length + 1), id]))('%s: the same exports, calls cut to what the client reads', async (_name, id) => {
    const source = (await import(id)) as Record<string, unknown>;
    const { code, module } = emitted.get(id)!;
    expect(Object.keys(module).sort()).toEqual(Object.keys(source).sort());
    for (const [name, value] of Object.entries(source)) {
      if (typeof value === 'function') continue;
      if (isCall(value)) {
        const wanted = Object.fromEntries(CALL_FIELDS.filter((field) => value[field] !== undefined).map((field) => [field, value[field]]));
        expect(module[name], name).toStrictEqual(wanted);
        expect(Object.isFrozen(module[name])).toBe(true);
        expect(code).not.toContain(JSON.stringify(value.description).slice(1, -1));
      } else {
        expect(module[name], name).toStrictEqual(JSON.parse(JSON.stringify(value)) as unknown);
      }
    }
    expect(code).not.toMatch(/typebox|\.\/schema\.ts|\.\/define\.ts/);
  });

  it('keeps an exported function working on the emitted data', () => {
    const emittedFn = emitted.get(join(folder, 'convenience.ts'))!.module.statusAfterHandling as typeof statusAfterHandling;
    for (const result of Object.values(ExceptionResult)) expect(emittedFn(result)).toBe(statusAfterHandling(result));
  });

  it('keeps an object exported under two names one object', () => {
    const iot = emitted.get(join(folder, 'iot.ts'))!.module;
    expect(iot.DeviceEvent).toBe(iot.OpsLogRow);
  });

  it('stops the build for what it cannot carry: a function reading a module-level value that is not exported', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'contract-data-'));
    try {
      const file = join(dir, 'area.ts');
      await writeFile(file, 'const hidden = 2;\nexport function twice(n: number): number {\n  return n * hidden;\n}\n');
      await expect(browserModule(file, { twice: (n: number) => n * 2 })).rejects.toThrow(/twice reads hidden/);
      await writeFile(file, 'export const when = new Date(0);\n');
      await expect(browserModule(file, { when: new Date(0) })).rejects.toThrow(/when: a object is not data/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
