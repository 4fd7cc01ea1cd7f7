import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiPath } from '../../src/core/contract/api/define.ts';
import { contractCalls, type NamedCall } from '../support/contract-calls.ts';
import { createHarness, type Harness } from './harness.ts';

/**
 * The contract is executable (issue 8): every descriptor of src/core/contract/api is a registered route and is in
 * the OpenAPI document, and every API route was registered from a descriptor (none written by hand beside it).
 */
let h: Harness;
let calls: NamedCall[];
let doc: { paths: Record<string, Record<string, unknown>> };
beforeAll(async () => {
  h = await createHarness();
  calls = await contractCalls();
  doc = (await h.app.inject({ url: '/api/openapi.json' })).json();
});
afterAll(() => h.close());

describe('the executable contract', () => {
  it('has descriptors, each with a unique method and path', () => {
    expect(calls.length).toBeGreaterThan(10);
    const keys = calls.map(({ call }) => `${call.method} ${call.path}`);
    expect(new Set(keys).size, keys.join('\n')).toBe(keys.length);
  });

  it('registers every descriptor as a route, from that descriptor', () => {
    for (const { area, name, call } of calls) {
      const entry = h.app.routeTable.find((route) => route.method === call.method && route.url === call.path);
      expect(entry, `${area}.${name}: ${call.method} ${call.path}`).toBeDefined();
      // The route carries the descriptor (a route may add to its description, e.g. its configured rate limits).
      expect(entry?.call?.response, `${area}.${name}`).toBe(call.response);
      expect(entry?.call?.query, `${area}.${name}`).toBe(call.query);
      expect(entry?.call?.body, `${area}.${name}`).toBe(call.body);
    }
  });

  it('documents every descriptor in the OpenAPI document', () => {
    for (const { area, name, call } of calls) {
      expect(doc.paths[openApiPath(call.path)]?.[call.method.toLowerCase()], `${area}.${name}`).toBeDefined();
    }
  });

  it('registers no API route without a descriptor', () => {
    const bare = h.app.routeTable.filter((route) => route.url.startsWith('/api') && route.call === undefined);
    expect(bare.map((route) => `${route.method} ${route.url}`)).toEqual([]);
  });
});
