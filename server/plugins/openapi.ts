import swagger from '@fastify/swagger';
import { openapiDocument } from '../../src/core/contract/api/meta.ts';
import { sharedPlugin } from './plugin.ts';

export const TAGS = [
  { name: 'auth', description: 'Staff login, SMS codes, token refresh, identity switch and logout (spec §4, §7).' },
  { name: 'staff', description: 'The current staff member: identities (groups), menus, view codes, user data.' },
  { name: 'system', description: 'Dictionaries, channel tree, department trees, merchant field configuration.' },
  { name: 'operation', description: 'Brand and operator relations.' },
  { name: 'account', description: 'Operator account (balance, low-balance check), service charges, prepaid fee strategies, platform fee bills; money in cents.' },
  { name: 'messages', description: 'Announcements (proclamations), the latest one, and the notifications of the message page.' },
  { name: 'convenience', description: 'Convenience shops of the caller\'s organisation.' },
  { name: 'devices', description: 'Vending machines and coolers of the caller\'s scope.' },
  { name: 'orders', description: 'Orders and abnormal unattended-shop orders (status 8); money in cents.' },
  { name: 'complaints', description: 'Complaints from the two payment channels and payment-channel risk complaints.' },
  { name: 'replenishment', description: 'Replenishment packages (approval) and tally records.' },
  { name: 'merchants', description: 'Merchant applications and their audit.' },
  { name: 'tasks', description: 'The caller\'s export tasks (cache list).' },
  { name: 'dashboard', description: 'Home-page figures, the sales trend and the badge counts of spec §6.' },
  { name: 'dev', description: 'Development helpers; absent when NODE_ENV is production.' },
  { name: 'meta', description: 'Health and this document.' },
];

const DESCRIPTION = `Reference implementation of the Backroom back-office API.

Every response is the envelope {status, msg, data}; paged data is {rows, total}; money is integer cents.
Business outcomes are HTTP 200 with the status code of the error catalogue (8402 password mismatch, 8403 not
activated, 8404 no group, 8406 identity unavailable, 8407 SMS code wrong, 8408 SMS code locked). Request-level
refusals use the matching HTTP status and carry the envelope too: 400 bad input (msg names the field), 401 with
status 8405 (token missing, unknown, expired or revoked), 403 (token not bound to an identity, or no permission),
404, 413 (body over the limit), 429 with status 8429 and Retry-After (rate limits).

Authenticate with \`Authorization: Bearer <token>\` (the bare token is accepted too). Headers \`country\` (default CN)
and \`Client\` (web) are accepted. Every authenticated request is scoped to the token's identity: its organisation
and the department subtree of its department. Unknown query parameters are ignored; unknown body fields are refused.`;

/** OpenAPI 3 generated from the route schemas, served at /api/openapi.json. */
export const openapiPlugin = sharedPlugin('backroom-openapi', async (app) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'Backroom API', version: '1.0.0', description: DESCRIPTION },
      tags: TAGS,
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', description: 'Opaque token from login' } } },
    },
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, index) => String(json.$id ?? `def-${index}`) },
  });

  // Not through route(): the document is the body itself, without the envelope.
  app.get(
    openapiDocument.path,
    {
      config: { access: openapiDocument.access, call: openapiDocument },
      schema: {
        tags: [openapiDocument.tag],
        summary: openapiDocument.summary,
        description: openapiDocument.description,
        response: { 200: openapiDocument.response },
      },
    },
    async () => app.swagger() as { openapi: string },
  );
});
