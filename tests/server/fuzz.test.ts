import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/modules/org/seed-personas.ts';
import { createHarness, login, tokenFor } from './harness.ts';
import { refreshToken, staffLogout, switchStaffGroup } from '../../src/core/contract/api/auth.ts';
import { asyncapiDocument, openapiDocument } from '../../src/core/contract/api/meta.ts';

/**
 * Property: whatever the body, query, path parameters, content type and token, no route of the OpenAPI document
 * answers 5xx, and every answer is the envelope. Runs against every route the document lists.
 */
const h = await createHarness();
afterAll(() => h.close());

interface Operation {
  method: string;
  path: string;
  params: Array<{ in: 'query' | 'path' | 'header'; name: string }>;
}

const doc = (await h.app.inject({ url: openapiDocument.path })).json() as {
  paths: Record<string, Record<string, { parameters?: Operation['params']; responses?: Record<string, { content?: Record<string, unknown> }> }>>;
};
const operations: Operation[] = Object.entries(doc.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, op]) => ({ method: method.toUpperCase(), path, params: op.parameters ?? [] })),
);

const tokens = {
  bound: await tokenFor(h.app, '13800000007'),
  unbound: (await login(h.app, '13800000001')).data?.token ?? '',
};
/** refresh and logout revoke the token they are given: take a fresh one then. */
async function refill(kind: 'bound' | 'unbound') {
  tokens[kind] = kind === 'bound' ? await tokenFor(h.app, '13800000007') : ((await login(h.app, '13800000001')).data?.token ?? '');
}

const nasty = fc.constantFrom(
  '', '0', '-1', '1.5', '1e309', '99999999999999999999', '2147483648', 'undefined', 'null', 'true', 'NaN', ' 1', '0x1F',
  '\u0000', '😀', "' OR 1=1 --", '../../etc/passwd', '13800000001', '138000000011', '123456', 'orderFeedbackReason',
);
const text = fc.oneof(nasty, fc.string({ maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 20 }), fc.integer().map(String), fc.bigInt().map(String));

/** Percent-encodes; lone surrogates (not encodable) become their raw bytes, which the server must survive too. */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...Buffer.from(value)].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
  }
}

const loginShaped = fc.record(
  {
    phone: fc.oneof(fc.constantFrom('13800000001', '13800000009', '13800000010', '13700000000'), text),
    password: fc.oneof(fc.constant(DEMO_PASSWORD), text, fc.jsonValue()),
    smsCode: fc.oneof(fc.stringMatching(/^\d{6}$/), text),
    countryCode: fc.oneof(fc.constant('86'), text),
  },
  { requiredKeys: [] },
);
const body = fc.oneof(
  fc.constant(undefined),
  fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)),
  loginShaped.map((value) => JSON.stringify(value)),
  fc.string({ maxLength: 60 }),
  fc.constantFrom('{', '{"a":', '[]', 'null', '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{}}}'),
);
const contentType = fc.constantFrom(undefined, 'application/json', 'application/json; charset=utf-8', 'text/plain', 'multipart/form-data');
const tokenKind = fc.constantFrom('none', 'garbage', 'bound', 'unbound', 'bare') as fc.Arbitrary<'none' | 'garbage' | 'bound' | 'unbound' | 'bare'>;
const rawSegment = fc.constantFrom('%', '%zz', '%E0%A4%A', '..', '%2e%2e', '%2F');

function requestOf(op: Operation) {
  const declared = op.params.filter((p) => p.in === 'query').map((p) => p.name);
  const query = fc.array(fc.tuple(fc.oneof(fc.constantFrom(...(declared.length ? declared : ['x'])), fc.string({ maxLength: 8 })), text), { maxLength: 5 });
  const pathValues = fc.array(fc.oneof(text.map(encode), rawSegment), { minLength: 4, maxLength: 4 });
  return fc.record({ query, pathValues, body, contentType, tokenKind, country: fc.option(text.map(encode)) });
}

describe('fuzz: random input to every route never gives 5xx', () => {
  it('the OpenAPI document lists the routes of issue 3', () => {
    expect(operations.length).toBeGreaterThanOrEqual(26);
  });

  it.each(operations)('$method $path', async (op) => {
    await fc.assert(
      fc.asyncProperty(requestOf(op), async (req) => {
        let index = 0;
        const path = op.path.replace(/\{[^}]+\}/g, () => req.pathValues[index++ % req.pathValues.length]);
        const qs = req.query.map(([key, value]) => `${encode(key)}=${encode(value)}`).join('&');
        const headers: Record<string, string> = {};
        if (req.contentType) headers['content-type'] = req.contentType;
        if (req.country !== null) headers.country = req.country;
        if (req.tokenKind === 'garbage') headers.authorization = 'Bearer not-a-token-at-all';
        if (req.tokenKind === 'bound' || req.tokenKind === 'unbound') headers.authorization = `Bearer ${tokens[req.tokenKind]}`;
        if (req.tokenKind === 'bare') headers.authorization = tokens.bound;
        const reply = await h.app.inject({ method: op.method as 'GET', url: qs ? `${path}?${qs}` : path, headers, payload: req.body });
        expect(reply.statusCode, `${op.method} ${path}?${qs} body=${req.body}`).toBeLessThan(500);
        // A download or an event stream answers its own content type on success (declared so in the OpenAPI).
        const declared = Object.keys(doc.paths[op.path]?.[op.method.toLowerCase()]?.responses?.['200']?.content ?? {});
        if (reply.statusCode === 200 && !String(reply.headers['content-type']).includes('application/json')) {
          expect(declared.some((type) => type !== 'application/json'), `${op.method} ${path}: ${reply.headers['content-type']}`).toBe(true);
          return;
        }
        const envelope = reply.json() as { status: unknown; msg: unknown };
        expect(typeof envelope.status === 'number' || op.path === openapiDocument.path || op.path === asyncapiDocument.path).toBe(true);
        if (reply.statusCode >= 400) expect(envelope.status).not.toBe(200);
        if (reply.statusCode === 200 && (op.path === staffLogout.path || op.path === refreshToken.path || op.path === switchStaffGroup.path)) {
          await refill('bound');
          await refill('unbound');
        }
      }),
      { numRuns: 40 },
    );
  });
});
