// The MQTT topic contract between the server and the devices: every topic, who publishes it, its QoS and its payload
// schema. The gateway builds its topics and subscriptions from these descriptors and /api/asyncapi.json is generated
// from them, so the document and the wire cannot drift apart.
import { COMMAND_KINDS } from '../../../src/core/contract/api/iot.ts';
import { T, TextEnum } from '../../../src/core/contract/api/schema.ts';
import type { Static, TSchema } from '../../../src/core/contract/api/schema.ts';

const MsgId = T.String({ description: 'the command id (the msgId polled by GET /api/iot/ops/resp/{msgId})' });

export const CommandPayload = T.Object({
  msgId: MsgId,
  kind: TextEnum(COMMAND_KINDS, 'the command'),
  params: T.Record(T.String(), T.Unknown(), { description: 'the command parameters (tempSet: {temp}, setTempMode: {mode}, action: {action})' }),
  deadline: T.Integer({ description: 'epoch ms after which the device must not carry the command out (the server has reported it timed out)' }),
});
export type CommandPayload = Static<typeof CommandPayload>;

export const ReplyPayload = T.Union([
  T.Object({ msgId: MsgId, type: T.Literal('ack') }, { description: 'the command was received' }),
  T.Object({ msgId: MsgId, type: T.Literal('result'), ok: T.Literal(true), result: T.Record(T.String(), T.Unknown()) }, { description: 'carried out; result as the command kind defines it' }),
  T.Object(
    { msgId: MsgId, type: T.Literal('result'), ok: T.Literal(false), error: T.String(), code: T.Optional(T.Integer()) },
    { description: 'refused or failed' },
  ),
]);

export const StatusPayload = T.Object({
  online: T.Boolean({ description: 'false: the device says it goes offline (also usable as its MQTT last will)' }),
  temperature: T.Optional(T.Number({ description: 'degrees Celsius, rounded and clamped to -50..80' })),
});

/** One topic of a device: `<prefix>/<code>/<suffix>`. */
export interface TopicDescriptor {
  name: 'command' | 'reply' | 'status';
  suffix: string;
  /** Who publishes it. */
  from: 'server' | 'device';
  qos: 0 | 1 | 2;
  summary: string;
  payload: TSchema;
}

export const TOPICS: readonly TopicDescriptor[] = [
  { name: 'command', suffix: 'command', from: 'server', qos: 1, summary: 'A command to the device; it acknowledges, then answers on its reply topic.', payload: CommandPayload },
  { name: 'reply', suffix: 'reply', from: 'device', qos: 1, summary: 'The acknowledgement and then the result of a command, correlated by msgId.', payload: ReplyPayload },
  { name: 'status', suffix: 'status', from: 'device', qos: 1, summary: 'A status report (every report interval; the server marks a device silent for DEVICE_OFFLINE_AFTER_MS offline).', payload: StatusPayload },
];

const byName = (name: TopicDescriptor['name']) => TOPICS.find((topic) => topic.name === name) as TopicDescriptor;

/** Topics of one device under a prefix, and the server's subscriptions (shared by `group` when given). */
export const topics = (prefix: string) => ({
  command: (code: string) => `${prefix}/${code}/${byName('command').suffix}`,
  reply: (code: string) => `${prefix}/${code}/${byName('reply').suffix}`,
  status: (code: string) => `${prefix}/${code}/${byName('status').suffix}`,
  allReplies: `${prefix}/+/${byName('reply').suffix}`,
  allStatus: `${prefix}/+/${byName('status').suffix}`,
  allCommands: `${prefix}/+/${byName('command').suffix}`,
  /** What the server subscribes to: every device-published topic, once per share group. */
  serverSubscriptions: (group?: string) =>
    TOPICS.filter((topic) => topic.from === 'device').map((topic) => ({ topic: `${group ? `$share/${group}/` : ''}${prefix}/+/${topic.suffix}`, qos: topic.qos })),
  qos: (name: TopicDescriptor['name']) => byName(name).qos,
  codeOf: (topic: string) => topic.slice(prefix.length + 1).split('/')[0] ?? '',
});

/** A reply on the wire: `{msgId, type: 'ack'}` or `{msgId, type: 'result', ok, result | error, code}`. */
export interface WireReply {
  msgId: string;
  type: 'ack' | 'result';
  ok?: boolean;
  result?: Record<string, unknown>;
  error?: string;
  code?: number;
}
