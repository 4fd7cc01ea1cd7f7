// The server about itself: liveness, the settings a client needs before login, the development SMS outbox, and
// the OpenAPI document.
import { defineCall } from './define.ts';
import { Phone, T } from './schema.ts';
import type { Static } from './schema.ts';

export const healthCheck = defineCall({
  method: 'GET',
  path: '/api/health',
  access: 'public',
  tag: 'meta',
  summary: 'Liveness',
  description: 'Touches no database; the floor of the server benchmark.',
  response: T.Object({ ok: T.Boolean() }),
});

export const ClientConfigData = T.Object({ newerPlatformUrl: T.String(), envLabel: T.String() });
/**
 * Settings the client needs before login: `newerPlatformUrl`, where platform (1) and producer (4) staff are sent
 * (spec §1); `envLabel`, the top bar's environment label (spec §2), empty in production.
 */
export type ClientConfig = Static<typeof ClientConfigData>;

export const clientConfig = defineCall({
  method: 'GET',
  path: '/api/system/clientConfig',
  access: 'public',
  tag: 'meta',
  summary: 'Settings the client needs before login',
  description: 'newerPlatformUrl: where platform (1) and producer (4) staff are sent (spec §1); envLabel: top-bar label.',
  response: ClientConfigData,
});

export const SmsOutboxRow = T.Object({ phone: T.String(), code: T.String(), body: T.String(), createTime: T.Integer() });
/** A login code the development SMS provider "sent". */
export type SmsOutboxEntry = Static<typeof SmsOutboxRow>;

export const devSmsOutbox = defineCall({
  method: 'GET',
  path: '/api/dev/sms-outbox',
  access: 'public',
  tag: 'dev',
  summary: 'Login codes recorded by the development SMS provider',
  description: 'Newest first, at most 20. Registered only when NODE_ENV is not production.',
  query: T.Object({ phone: Phone('the phone the codes were sent to') }),
  response: T.Array(SmsOutboxRow),
});

/** The device side's topic contract, also answered without the envelope. */
export const asyncapiDocument = defineCall({
  method: 'GET',
  path: '/api/asyncapi.json',
  access: 'public',
  tag: 'meta',
  summary: 'The AsyncAPI 3 document of the device topics',
  description:
    'Every MQTT topic between the server and the devices (command, reply, status): its address, who publishes it, QoS ' +
    'and payload schema, generated from the descriptors the MQTT gateway uses. A vendor can build a device from it.',
  response: T.Object({ asyncapi: T.String() }, { additionalProperties: true }),
});

/** The one call answered without the envelope: the document itself is the body. */
export const openapiDocument = defineCall({
  method: 'GET',
  path: '/api/openapi.json',
  access: 'public',
  tag: 'meta',
  summary: 'This OpenAPI 3 document',
  description: 'Generated at start from the schemas every route declares.',
  response: T.Object({ openapi: T.String() }, { additionalProperties: true }),
});
