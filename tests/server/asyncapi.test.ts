import { Parser } from '@asyncapi/parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asyncapiDocument } from '../../src/core/contract/api/meta.ts';
import { DEFAULT_SIMULATOR, SimulatedGateway } from '../../server/modules/devices/gateway.ts';
import { topics } from '../../server/modules/devices/topics.ts';
import { createHarness, type Harness } from './harness.ts';

/**
 * The device topics written down: /api/asyncapi.json is a valid AsyncAPI 3 document (checked by @asyncapi/parser) and
 * names every topic the MQTT gateway publishes or subscribes to, with its QoS.
 */
let h: Harness;
const prefix = 'vendor/devices';
beforeAll(async () => {
  // The document names the configured broker; the commands of this test need none (the simulated fleet plays it).
  const simulator = { ...DEFAULT_SIMULATOR, reportMs: 0 };
  h = await createHarness({ devices: { mqttUrl: 'mqtts://broker.example.com:8883', topicPrefix: prefix, simulator, gateway: new SimulatedGateway(simulator) } });
});
afterAll(() => h?.close());

describe('/api/asyncapi.json', () => {
  it('is public, answers the document itself and validates as AsyncAPI 3', async () => {
    const reply = await h.app.inject({ url: asyncapiDocument.path });
    expect(reply.statusCode).toBe(200);
    const doc = reply.json() as { asyncapi: string };
    expect(doc.asyncapi).toBe('3.0.0');
    const { document, diagnostics } = await new Parser().parse(JSON.stringify(doc));
    const errors = diagnostics.filter((d) => d.severity === 0);
    expect(errors.map((d) => `${d.path.join('.')}: ${d.message}`)).toEqual([]);
    expect(document).toBeDefined();
    expect(document?.servers().all().map((server) => [server.host(), server.protocol()])).toEqual([['broker.example.com:8883', 'secure-mqtt']]);
  });

  it('names every topic the gateway uses, who publishes it and its QoS', async () => {
    const doc = (await h.app.inject({ url: asyncapiDocument.path })).json() as {
      channels: Record<string, { address: string; messages: Record<string, { payload: { type?: string; anyOf?: unknown[] } }> }>;
      operations: Record<string, { action: string; channel: { $ref: string }; bindings: { mqtt: { qos: number } } }>;
    };
    const t = topics(prefix);
    const addresses = Object.values(doc.channels).map((channel) => channel.address.replace('{code}', 'X-1'));
    expect(addresses.sort()).toEqual([t.command('X-1'), t.reply('X-1'), t.status('X-1')].sort());
    // What the server subscribes to (shared or not) is the device-published channels, with the same QoS.
    const received = Object.values(doc.operations).filter((op) => op.action === 'receive');
    const subscriptions = t.serverSubscriptions('g').map((s) => [s.topic.replace('$share/g/', '').replace('+', '{code}'), s.qos]);
    expect(received.map((op) => [doc.channels[op.channel.$ref.split('/').pop() ?? ''].address, op.bindings.mqtt.qos]).sort()).toEqual(subscriptions.sort());
    const sent = Object.values(doc.operations).filter((op) => op.action === 'send');
    expect(sent.map((op) => [doc.channels[op.channel.$ref.split('/').pop() ?? ''].address, op.bindings.mqtt.qos])).toEqual([[`${prefix}/{code}/command`, t.qos('command')]]);
    const command = doc.channels.command.messages.command.payload as { required?: string[] };
    expect(command.required).toEqual(expect.arrayContaining(['msgId', 'kind', 'params', 'deadline']));
  });
});
