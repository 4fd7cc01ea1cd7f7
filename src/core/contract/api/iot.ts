// IoT (spec §4 device command flow, §7 IoT): commands sent to devices and their answers, the operations log, the event
// stream. A command is a row with a state (queued → sent → delivered → succeeded | failed | timed_out); the caller polls
// GET /api/iot/ops/resp/{msgId} every 1.5 s (src/core/device/poll.ts) or follows GET /api/iot/ops/events.
import { POLL_INTERVAL_MS, POLL_MAX_MS_DEFAULT, POLL_MAX_MS_PICTURE, POLL_MAX_MS_PINGBACK } from '../constants.ts';
import { TemperatureMode } from '../business.ts';
import type { TemperatureMode as ModeCode } from '../business.ts';
import { defineCall } from './define.ts';
import { BulkResult } from './devices.ts';
import { Body, Id, IntEnum, Nullable, Paged, PagedQuery, T, TextEnum, Time } from './schema.ts';
import type { Static } from './schema.ts';

/** The states of a command row. */
export const COMMAND_STATES = ['queued', 'sent', 'delivered', 'succeeded', 'failed', 'timed_out'] as const;
export type CommandState = (typeof COMMAND_STATES)[number];
export const FINAL_COMMAND_STATES: readonly CommandState[] = ['succeeded', 'failed', 'timed_out'];

const STATES_DESCRIPTION =
  'queued (waiting for the device: another command of its kind is running on it), sent (published to the device), ' +
  'delivered (the device acknowledged it), succeeded, failed (the device answered with an error), timed_out (no answer ' +
  'before the server deadline)';

/** Which maximum polling time of spec §9 a command is polled under. */
export type CommandPollKind = 'default' | 'picture' | 'pingback';

/**
 * The server gives up one poll interval before the client (spec §9: 10 s, 60 s picture, 20 s pingback), so the row says
 * timed_out before the client's poller reports 轮询超时.
 */
export const COMMAND_DEADLINE_MS: Readonly<Record<CommandPollKind, number>> = {
  default: POLL_MAX_MS_DEFAULT - POLL_INTERVAL_MS,
  picture: POLL_MAX_MS_PICTURE - POLL_INTERVAL_MS,
  pingback: POLL_MAX_MS_PINGBACK - POLL_INTERVAL_MS,
};

/**
 * Every command a device takes: the key whose presence in its answer means success (spec §4 "a match on a key"), the
 * polling time it runs under, and its conflict group (commands of one group run one at a time on a device).
 */
export const COMMANDS = {
  tempSet: { resultKey: 'temperature', poll: 'default', group: 'temperature' },
  setTempMode: { resultKey: 'temperatureMode', poll: 'default', group: 'temperature' },
  comprOn: { resultKey: 'compressor', poll: 'default', group: 'compressor' },
  comprOff: { resultKey: 'compressor', poll: 'default', group: 'compressor' },
  lightOn: { resultKey: 'light', poll: 'default', group: 'light' },
  lightOff: { resultKey: 'light', poll: 'default', group: 'light' },
  screenOn: { resultKey: 'screen', poll: 'default', group: 'screen' },
  screenOff: { resultKey: 'screen', poll: 'default', group: 'screen' },
  forceRestart: { resultKey: 'restartedAt', poll: 'default', group: 'power' },
  uploadLog: { resultKey: 'logFile', poll: 'default', group: 'log' },
  nfcRestart: { resultKey: 'restartedAt', poll: 'default', group: 'nfc' },
  boxReboot: { resultKey: 'restartedAt', poll: 'default', group: 'box' },
  action: { resultKey: 'action', poll: 'default', group: 'action' },
  restart: { resultKey: 'restartedAt', poll: 'default', group: 'power' },
  systemStatus: { resultKey: 'system', poll: 'default', group: 'status' },
  picture: { resultKey: 'pictureUrl', poll: 'picture', group: 'camera' },
  pingback: { resultKey: 'pingbackAt', poll: 'pingback', group: 'pingback' },
} as const satisfies Record<string, { resultKey: string; poll: CommandPollKind; group: string }>;
export type CommandKind = keyof typeof COMMANDS;
export const COMMAND_KINDS = Object.keys(COMMANDS) as CommandKind[];

/** The actions of PUT sendCommandAction/{a}/{b} (b): door, goods and status chores a machine runs. */
export const SEND_ACTIONS = ['openDoor', 'closeDoor', 'syncGoods', 'syncTime', 'refreshStatus', 'clearFault'] as const;
export type SendAction = (typeof SEND_ACTIONS)[number];

/** What every command call answers: the command's row, to poll by msgId. */
export const CommandTicket = T.Object({
  msgId: T.String({ description: 'the command id to poll GET /api/iot/ops/resp/{msgId} with' }),
  deviceId: T.Integer(),
  kind: TextEnum<CommandKind>(COMMAND_KINDS, 'the command'),
  state: TextEnum<CommandState>(COMMAND_STATES, STATES_DESCRIPTION),
  resultKey: T.String({ description: "the key of the device's answer that means success (the poller's match)" }),
  poll: TextEnum<CommandPollKind>(['default', 'picture', 'pingback'], 'the maximum polling time: 10 s, 60 s picture, 20 s pingback'),
  deadline: Time('the server marks the command timed_out at this time'),
  createTime: Time('sent by the caller'),
});
export type CommandTicket = Static<typeof CommandTicket>;

const IOT = '/api/iot/ops';
const COMMAND = 'device:vm:command';
const READ = 'device:vm:list';
const SCOPE = "A device of the caller's organisation whose department lies in the caller's department subtree; another answers HTTP 404.";
export const COMMAND_DESCRIPTION =
  `${SCOPE} Creates a command row and answers its ticket at once; poll resp/{msgId}. An offline device answers 3502 at once ` +
  '(no row); a machine awaiting initialisation 40515, one not operating 40525. A command of the same group running on the ' +
  'device keeps the new one queued until it ends. An Idempotency-Key header (up to 64 characters) sent again by the same ' +
  'user answers the first command instead of a new one. Every state change is audited in the operations log.';

const IdParams = T.Object({ id: Id('device id') });
const Ticket = CommandTicket;

export const DeviceAnswer = T.Object({}, {
  additionalProperties: true,
  description: "the device's answer: the command's resultKey on success (e.g. {temperature: 4}), {error, code} on failure",
});

export const iotResp = defineCall({
  method: 'GET',
  path: `${IOT}/resp/:id`,
  tag: 'iot',
  view: [READ, COMMAND],
  summary: "A command's answer, for polling (spec §4)",
  description:
    'data null while the device has not answered (queued, sent, delivered); its answer once it has (succeeded: holds the ' +
    "command's resultKey; failed: {error, code} without it, which the poller shows as 失败); status 4402 with 轮询超时 once the " +
    "server deadline passed without an answer (timed_out: the device did not answer); 'invalid_msgid' for an id that is " +
    "unknown, purged (older than 7 days) or not the caller's scope, which the poller counts as success with no state.",
  params: T.Object({ id: T.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9-]+$', description: 'msgId' }) }),
  response: Nullable(T.Union([DeviceAnswer, T.Literal('invalid_msgid')])),
});

export const iotTempSet = defineCall({
  method: 'POST',
  path: `${IOT}/tempSet/:id`,
  tag: 'iot',
  view: COMMAND,
  summary: 'Set the temperature of a device (command tempSet)',
  description: `${COMMAND_DESCRIPTION} temp: -30..30 °C. Success answers {temperature}.`,
  params: IdParams,
  query: T.Object({ temp: T.Integer({ minimum: -30, maximum: 30, description: '°C' }) }),
  response: Ticket,
});

export const OpsLogRow = T.Object({
  id: T.Integer({ description: 'the entry id (also the event id of GET /api/iot/ops/events)' }),
  deviceId: T.Integer(),
  deviceCode: T.String(),
  msgId: Nullable(T.String({ description: 'the command, for command transitions' })),
  action: T.String({ description: 'a command kind (tempSet ...) or an operation (launch, cancelLaunch, lock, unlock, update, setting, hotspot, contactNumber, bindExtra, unbindExtra, unbindScanCode, removeCache, agingFinish)' }),
  state: T.String({ description: `for commands the state entered: ${STATES_DESCRIPTION}; for operations done` }),
  operatorName: Nullable(T.String({ description: 'who; null for the device or the server (deadline)' })),
  params: Nullable(T.String({ description: 'what was asked, JSON text' })),
  result: Nullable(T.String({ description: 'the answer or the error, JSON text' })),
  latencyMs: Nullable(T.Integer({ minimum: 0, description: 'since the command was created, for final states' })),
  createTime: Time('when'),
});
export type OpsLogRow = Static<typeof OpsLogRow>;

export const iotOpsLogList = defineCall({
  method: 'GET',
  path: `${IOT}/opsLogList/:vmId`,
  tag: 'iot',
  view: READ,
  summary: 'The operations log of a device, paged, newest first',
  description: `${SCOPE} Every command transition and every operation on the device (who, when, what, result, latency).`,
  params: T.Object({ vmId: Id('device id') }),
  query: PagedQuery({}),
  response: Paged(OpsLogRow),
});

export const iotSendCommandAction = defineCall({
  method: 'PUT',
  path: `${IOT}/sendCommandAction/:a/:b`,
  tag: 'iot',
  view: COMMAND,
  summary: 'Send an action to a device (command action): a is the device id, b the action',
  description: `${COMMAND_DESCRIPTION} b among ${SEND_ACTIONS.join(', ')}. Success answers {action}.`,
  params: T.Object({ a: Id('device id'), b: TextEnum<SendAction>(SEND_ACTIONS, 'the action') }),
  response: Ticket,
});

export const iotForceRestart = defineCall({
  method: 'PUT',
  path: `${IOT}/forceRestart/:id`,
  tag: 'iot',
  view: COMMAND,
  summary: 'Restart a device by force (command forceRestart)',
  description: `${COMMAND_DESCRIPTION} Success answers {restartedAt}.`,
  params: IdParams,
  response: Ticket,
});

const DeviceBody = Body({ id: Id('device id') }, 'the device');

export const iotComprOn = defineCall({
  method: 'POST',
  path: `${IOT}/comprOn`,
  tag: 'iot',
  view: COMMAND,
  summary: 'Switch the compressor on (command comprOn)',
  description: `${COMMAND_DESCRIPTION} Success answers {compressor: true}.`,
  body: DeviceBody,
  response: Ticket,
});

export const iotComprOff = defineCall({
  method: 'POST',
  path: `${IOT}/comprOff`,
  tag: 'iot',
  view: COMMAND,
  summary: 'Switch the compressor off (command comprOff)',
  description: `${COMMAND_DESCRIPTION} Success answers {compressor: false}.`,
  body: DeviceBody,
  response: Ticket,
});

export const iotSetTempMode = defineCall({
  method: 'POST',
  path: `${IOT}/setTempMode/:id`,
  tag: 'iot',
  view: COMMAND,
  summary: 'Set the temperature mode (command setTempMode)',
  description: `${COMMAND_DESCRIPTION} Success answers {temperatureMode}.`,
  params: IdParams,
  body: Body({ mode: IntEnum<ModeCode>(Object.values(TemperatureMode), '0 ambient, 1 chilled, 2 frozen, 3 heating') }, 'the mode'),
  response: Ticket,
});

export const LIGHT_TARGETS = ['light', 'screen'] as const;
const LightBody = Body({ target: TextEnum(LIGHT_TARGETS, 'light or screen') }, 'what to switch');

export const iotLightOrScreenOn = defineCall({
  method: 'POST',
  path: `${IOT}/lightOrScreenOn/:id`,
  tag: 'iot',
  view: COMMAND,
  summary: 'Switch the light or the screen on (command lightOn / screenOn)',
  description: `${COMMAND_DESCRIPTION} Success answers {light: true} or {screen: true}.`,
  params: IdParams,
  body: LightBody,
  response: Ticket,
});

export const iotLightOrScreenOff = defineCall({
  method: 'POST',
  path: `${IOT}/lightOrScreenOff/:id`,
  tag: 'iot',
  view: COMMAND,
  summary: 'Switch the light or the screen off (command lightOff / screenOff)',
  description: `${COMMAND_DESCRIPTION} Success answers {light: false} or {screen: false}.`,
  params: IdParams,
  body: LightBody,
  response: Ticket,
});

export const iotUploadLog = defineCall({
  method: 'POST',
  path: `${IOT}/uploadLog`,
  tag: 'iot',
  view: COMMAND,
  summary: 'Ask a device to upload its log (command uploadLog)',
  description: `${COMMAND_DESCRIPTION} Success answers {logFile, bytes}.`,
  body: DeviceBody,
  response: Ticket,
});

export const iotNfcRestart = defineCall({
  method: 'POST',
  path: `${IOT}/nfc/restart/:id`,
  tag: 'iot',
  view: COMMAND,
  summary: 'Restart the NFC reader of a device (command nfcRestart)',
  description: `${COMMAND_DESCRIPTION} Success answers {restartedAt}.`,
  params: IdParams,
  response: Ticket,
});

export const boxReboot = defineCall({
  method: 'PUT',
  path: '/api/box/reboot/:id',
  tag: 'iot',
  view: COMMAND,
  summary: 'Reboot the box (controller board) of a device (command boxReboot)',
  description: `${COMMAND_DESCRIPTION} Success answers {restartedAt}.`,
  params: IdParams,
  response: Ticket,
});

export const BULK_KINDS = ['forceRestart', 'comprOn', 'comprOff', 'lightOn', 'lightOff', 'screenOn', 'screenOff', 'uploadLog', 'tempSet', 'setTempMode'] as const;
export type BulkKind = (typeof BULK_KINDS)[number];

export const BulkCommandResult = T.Object({ ...BulkResult.properties, ticket: Nullable(CommandTicket) });
export type BulkCommandResult = Static<typeof BulkCommandResult>;

export const iotBulkCommand = defineCall({
  method: 'POST',
  path: `${IOT}/bulk`,
  tag: 'iot',
  view: COMMAND,
  summary: 'Send one command to a selection of devices, with a result per device (ours)',
  description:
    `${COMMAND_DESCRIPTION} Each device is judged alone: status 200 with its ticket, or its refusal (3502 offline, 40515, ` +
    '40525, 404 outside the scope) with no ticket. temp is required for tempSet, mode for setTempMode (else 400).',
  body: Body(
    {
      ids: T.Array(Id('device id'), { minItems: 1, maxItems: 200 }),
      kind: TextEnum<BulkKind>(BULK_KINDS, 'the command'),
      temp: T.Optional(T.Integer({ minimum: -30, maximum: 30, description: 'tempSet: °C' })),
      mode: T.Optional(IntEnum<ModeCode>(Object.values(TemperatureMode), 'setTempMode: the mode')),
    },
    'the selection and the command',
  ),
  response: T.Object({ results: T.Array(BulkCommandResult) }),
});

/** One event of GET /api/iot/ops/events: an operations-log entry (`event: command` or `event: operation`). */
export const DeviceEvent = OpsLogRow;
export type DeviceEvent = OpsLogRow;
/** SSE event names. */
export const DEVICE_EVENT_NAMES = ['command', 'operation'] as const;

export const iotEvents = defineCall({
  method: 'GET',
  path: `${IOT}/events`,
  tag: 'iot',
  view: [READ, COMMAND],
  summary: 'Server-sent events of command transitions and operations in the caller\'s scope (ours)',
  description:
    'text/event-stream. Each operations-log entry of a device in the caller\'s scope is sent as `id: <entry id>`, ' +
    '`event: command` (a command transition) or `event: operation`, and `data:` the entry as JSON (the opsLogList row). ' +
    'Resumable: a Last-Event-ID header (or lastEventId query) sends the entries after it first (at most 1,000). A comment ' +
    'line is sent every 15 s to keep the connection open. Entries written by another server process on the same database ' +
    'arrive too (within about a second). Polling resp/{msgId} stays the fallback.',
  query: T.Object({ lastEventId: T.Optional(T.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER, description: 'resume after this entry id' })) }),
  response: T.Null(),
  produces: 'events',
});

export const vmNfcCheckDeviceSn = defineCall({
  method: 'GET',
  path: '/api/iot/vmNfcInfo/checkDeviceSn',
  tag: 'iot',
  view: READ,
  summary: 'Whether an NFC reader serial number is free to bind',
  description:
    "bound: the code of the device of the caller's scope that holds it, null when none; free: no device of the " +
    "caller's organisation holds it. Only the caller's organisation is looked at: whether another organisation has " +
    'bound that serial number is never told.',
  query: T.Object({ deviceSn: T.String({ pattern: '^[A-Za-z0-9-]{1,32}$', description: 'the NFC reader serial number' }) }),
  response: T.Object({ free: T.Boolean(), bound: Nullable(T.String()) }),
});

export const AgingRecord = T.Object({
  id: T.Integer(),
  deviceId: T.Integer(),
  state: TextEnum(['running', 'finished', 'forceFinished'] as const, 'running, finished, or finished by force'),
  startTime: Time('started'),
  finishTime: Nullable(Time('finished')),
});
export type AgingRecord = Static<typeof AgingRecord>;

export const machineAgingForceFinish = defineCall({
  method: 'PUT',
  path: '/api/iot/machineAgingRecord/forceFinish',
  tag: 'iot',
  view: 'device:vm:lock',
  summary: "Finish a machine's aging (burn-in) run by force",
  description:
    `${SCOPE} The running aging record of the device ends as forceFinished; a machine awaiting initialisation (0) becomes ` +
    'awaiting launch (1). A device with no running record answers its last record unchanged (404 when it has none). Audited.',
  body: Body({ id: Id('device id') }, 'the device'),
  response: AgingRecord,
});
