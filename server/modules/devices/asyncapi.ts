// The AsyncAPI 3 document of the device topics, generated from the descriptors of ./topics.ts (the ones the MQTT
// gateway builds its topics and subscriptions from), served at /api/asyncapi.json beside the OpenAPI document.
import type { FastifyInstance } from 'fastify';
import { asyncapiDocument } from '../../../src/core/contract/api/meta.ts';
import type { DeviceOptions } from './gateway.ts';
import { TOPICS, type TopicDescriptor } from './topics.ts';

const DESCRIPTION = `The MQTT topics between the Backroom server and its devices (vending machines, coolers).
Each device has its own three topics under the prefix (MQTT_TOPIC_PREFIX): the server publishes commands on
\`<prefix>/<code>/command\`; the device acknowledges and answers on \`<prefix>/<code>/reply\` (correlated by msgId) and
reports its status on \`<prefix>/<code>/status\` every report interval (DEVICE_REPORT_MS). All QoS 1, JSON in UTF-8.
A device silent for DEVICE_OFFLINE_AFTER_MS is set offline; it may also set an MQTT last will of \`{"online": false}\`
on its status topic. A command carries its deadline (epoch ms): a device must not carry it out after that time. The
server processes read replies and reports through the shared subscription \`$share/<group>/<prefix>/+/reply|status\`.`;

/** JSON Schema of a TypeBox schema: its own fields only (no symbols). */
const plain = (schema: unknown): unknown => JSON.parse(JSON.stringify(schema)) as unknown;

const operationId = (topic: TopicDescriptor) => (topic.from === 'server' ? `send${capital(topic.name)}` : `receive${capital(topic.name)}`);
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The document, from the server's side: it sends commands and receives replies and reports. */
export function asyncapiOf(options: Pick<DeviceOptions, 'mqttUrl' | 'topicPrefix'>): Record<string, unknown> {
  const url = new URL(options.mqttUrl ?? 'mqtt://127.0.0.1:1883');
  const channels: Record<string, unknown> = {};
  const operations: Record<string, unknown> = {};
  for (const topic of TOPICS) {
    channels[topic.name] = {
      address: `${options.topicPrefix}/{code}/${topic.suffix}`,
      title: `${topic.name} of a device`,
      description: `${topic.summary} Published by the ${topic.from}, QoS ${topic.qos}.`,
      parameters: { code: { description: 'the device code (设备编号)' } },
      messages: { [topic.name]: { name: topic.name, contentType: 'application/json', payload: plain(topic.payload) } },
    };
    operations[operationId(topic)] = {
      action: topic.from === 'server' ? 'send' : 'receive',
      channel: { $ref: `#/channels/${topic.name}` },
      summary: topic.summary,
      messages: [{ $ref: `#/channels/${topic.name}/messages/${topic.name}` }],
      bindings: { mqtt: { qos: topic.qos, retain: false, bindingVersion: '0.2.0' } },
    };
  }
  return {
    asyncapi: '3.0.0',
    info: { title: 'Backroom device topics', version: '1.0.0', description: DESCRIPTION },
    defaultContentType: 'application/json',
    servers: {
      broker: {
        host: url.port ? `${url.hostname}:${url.port}` : url.hostname,
        protocol: url.protocol === 'mqtts:' ? 'secure-mqtt' : 'mqtt',
        protocolVersion: '5',
        description: 'The MQTT broker the server and the devices share (MQTT_URL).',
      },
    },
    channels,
    operations,
  };
}

export function registerAsyncapiRoute(app: FastifyInstance, options: Pick<DeviceOptions, 'mqttUrl' | 'topicPrefix'>): void {
  const document = asyncapiOf(options);
  // Like the OpenAPI document: the body is the document itself, without the envelope.
  app.get(
    asyncapiDocument.path,
    {
      config: { access: asyncapiDocument.access, call: asyncapiDocument },
      schema: {
        tags: [asyncapiDocument.tag],
        summary: asyncapiDocument.summary,
        description: asyncapiDocument.description,
        response: { 200: asyncapiDocument.response },
      },
    },
    async () => document as { asyncapi: string },
  );
}
