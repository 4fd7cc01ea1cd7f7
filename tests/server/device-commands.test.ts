import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { spawnSecondServer } from '../support/spawn-second-server.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { urlOf } from '../../src/core/contract/api/define.ts';
import { coolerPicture, coolerPingback, coolerResp, coolerSystemStatus } from '../../src/core/contract/api/cooler.ts';
import {
  COMMAND_DEADLINE_MS, boxReboot, iotBulkCommand, iotComprOn, iotEvents, iotForceRestart, iotLightOrScreenOn, iotOpsLogList,
  iotResp, iotSendCommandAction, iotSetTempMode, iotTempSet,
} from '../../src/core/contract/api/iot.ts';
import type { BulkCommandResult, CommandTicket, OpsLogRow } from '../../src/core/contract/api/iot.ts';
import { Code, POLL_MAX_RETRIES, type Paged } from '../../src/core/contract/index.ts';
import { pollCommand, type PollClock, type PollKind } from '../../src/core/device/poll.ts';
import { buildApp } from '../../server/app.ts';
import { DEFAULT_SIMULATOR, defaultDeviceOptions, SimulatedGateway } from '../../server/modules/devices/gateway.ts';
import { DEMO_PASSWORD } from '../../server/modules/org/seed-personas.ts';
import { call, createHarness, tokenFor, type Harness } from './harness.ts';

/**
 * Commands of issue 10 against the real server: the polling contract of spec §4 driven by the client's own poller
 * (src/core/device/poll.ts) under a fake clock shared with the server, offline 3502, the server deadline and 4402,
 * 5 error retries, Idempotency-Key, one command per conflict group, the operations log, bulk commands, the event stream,
 * and a second server on the same database.
 */
let h: Harness;
let fleet: SimulatedGateway;
let admin: string;
let north: string;

beforeAll(async () => {
  fleet = new SimulatedGateway({ ...DEFAULT_SIMULATOR, latencyMs: 2, reportMs: 0 });
  h = await createHarness({ devices: { topicPrefix: 'test', simulator: fleet.options, gateway: fleet } });
  admin = await tokenFor(h.app, '13800000007');
  north = await tokenFor(h.app, '13900000001');
});
afterAll(() => h.close());

const send = <T = CommandTicket>(method: string, url: string, body?: unknown, token = admin, headers?: Record<string, string>) =>
  call<T>(h.app, method, url, { token, body, headers });

/** Waits (in real time) until the command's row is final; the simulator answers within a few ms. */
async function settled(msgId: string, app: FastifyInstance = h.app): Promise<void> {
  for (let i = 0; i < 200; i += 1) {
    const { rows } = await app.db.query<{ state: string }>('SELECT state FROM device_commands WHERE id = $1', [msgId]);
    if (['succeeded', 'failed', 'timed_out'].includes(rows[0]?.state ?? '')) return;
    await sleep(5);
  }
  throw new Error(`command ${msgId} did not finish`);
}

/**
 * Runs the client's poller against the server with one fake clock for both: a poller timer fires only when no poll is
 * in flight, and moves the server's clock by the same amount.
 */
async function poll(msgId: string, match: string, kind: PollKind = 'default', url = urlOf(iotResp, { id: msgId })) {
  let now = 0;
  let seq = 0;
  let inFlight = 0;
  const timers = new Map<number, { at: number; fn: () => void }>();
  const clock: PollClock = {
    setTimeout: (fn, ms) => {
      seq += 1;
      timers.set(seq, { at: now + ms, fn });
      return seq;
    },
    clearTimeout: (handle) => void timers.delete(handle as number),
  };
  let polls = 0;
  const result = pollCommand({
    kind,
    match,
    clock,
    fetchResponse: async () => {
      inFlight += 1;
      polls += 1;
      try {
        return (await h.app.inject({ url, headers: { authorization: `Bearer ${admin}` } })).json();
      } finally {
        inFlight -= 1;
      }
    },
  });
  let done = false;
  void result.finally(() => void (done = true));
  while (!done) {
    await sleep(3);
    if (done || inFlight > 0) continue;
    const next = [...timers.entries()].sort((a, b) => a[1].at - b[1].at)[0];
    if (!next) continue;
    timers.delete(next[0]);
    h.clock.advance(next[1].at - now);
    now = next[1].at;
    next[1].fn();
  }
  return { result: await result, polls, elapsed: now };
}

describe('the polling contract (spec §4) against the server', () => {
  it('success: the answer holds the command\'s result key; the device row mirrors it', async () => {
    const ticket = await send('POST', `${urlOf(iotTempSet, { id: 20001 })}?temp=4`);
    expect(ticket.status).toBe(200);
    expect(ticket.data).toMatchObject({ deviceId: 20001, kind: 'tempSet', resultKey: 'temperature', poll: 'default' });
    expect(ticket.data.deadline - ticket.data.createTime).toBe(COMMAND_DEADLINE_MS.default);
    await settled(ticket.data.msgId);
    const { result } = await poll(ticket.data.msgId, ticket.data.resultKey);
    expect(result).toEqual({ outcome: 'success', state: 4 });
    const log = await send<Paged<OpsLogRow>>('GET', `${urlOf(iotOpsLogList, { vmId: 20001 })}?limit=10`);
    const mine = log.data.rows.filter((row) => row.msgId === ticket.data.msgId);
    expect(mine.map((row) => row.state)).toEqual(['succeeded', 'delivered', 'sent', 'queued']);
    expect(mine[0]).toMatchObject({ action: 'tempSet', latencyMs: expect.any(Number), result: '{"temperature":4}' });
    expect(mine[3].operatorName).toBe('赵敏');
    const device = await h.app.db.query<{ temperature: number }>('SELECT temperature FROM devices WHERE id = 20001');
    expect(device.rows[0].temperature).toBe(4);
  });

  it('every command call answers a ticket the poller resolves', async () => {
    const calls: Array<[string, string, unknown?]> = [
      ['PUT', urlOf(iotSendCommandAction, { a: 20002, b: 'syncGoods' })],
      ['PUT', urlOf(iotForceRestart, { id: 20002 })],
      ['POST', iotComprOn.path, { id: 20003 }],
      ['POST', urlOf(iotSetTempMode, { id: 20002 }), { mode: 2 }],
      ['POST', urlOf(iotLightOrScreenOn, { id: 20006 }), { target: 'screen' }],
      ['PUT', urlOf(boxReboot, { id: 20009 })],
      ['PUT', urlOf(coolerSystemStatus, { id: 20003 })],
    ];
    for (const [method, url, body] of calls) {
      const ticket = await send(method, url, body);
      expect(ticket.status, url).toBe(200);
      await settled(ticket.data.msgId);
      const { result } = await poll(ticket.data.msgId, ticket.data.resultKey);
      expect(result.outcome, url).toBe('success');
    }
  });

  it('a cooler picture is stored and answered as a link (polled under the 60 s picture time)', async () => {
    const ticket = await send('PUT', urlOf(coolerPicture, { id: 20003 }));
    expect(ticket.data).toMatchObject({ poll: 'picture', resultKey: 'pictureUrl' });
    await settled(ticket.data.msgId);
    const { result } = await poll(ticket.data.msgId, 'pictureUrl', 'picture', urlOf(coolerResp, { id: ticket.data.msgId }));
    expect(result.outcome).toBe('success');
    const link = (result as { state: string }).state;
    const image = await h.app.inject({ url: link });
    expect(image.statusCode).toBe(200);
    expect(image.body).toContain('<svg');
    expect((await send('PUT', urlOf(coolerPicture, { id: 20001 }))).http).toBe(404);
  });

  it('failure: the device answers without the key (失败)', async () => {
    fleet.script('XS-VM-0102', 'fail');
    try {
      const ticket = await send('PUT', urlOf(iotForceRestart, { id: 20002 }));
      await settled(ticket.data.msgId);
      const { result } = await poll(ticket.data.msgId, ticket.data.resultKey);
      expect(result).toMatchObject({ outcome: 'failure', reason: 'mismatch', message: '失败' });
      const answer = await send<Record<string, unknown>>('GET', urlOf(iotResp, { id: ticket.data.msgId }));
      expect(answer.data).toMatchObject({ error: expect.stringContaining('refused') });
    } finally {
      fleet.script('XS-VM-0102', null);
    }
  });

  it('an offline device answers 3502 at once and no command is made', async () => {
    const before = await h.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM device_commands');
    expect((await send('PUT', urlOf(iotForceRestart, { id: 20010 }))).status).toBe(Code.DEVICE_OFFLINE);
    const cooler = await send('PUT', urlOf(coolerPingback, { id: 20004 }));
    expect([cooler.http, cooler.status, cooler.data]).toEqual([200, Code.DEVICE_OFFLINE, null]);
    const after = await h.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM device_commands');
    expect(after.rows[0].n).toBe(before.rows[0].n);
    expect((await send('PUT', urlOf(iotForceRestart, { id: 20005 }))).status).toBe(Code.DEVICE_NOT_OPERATING);
    expect((await send('PUT', urlOf(iotForceRestart, { id: 70006 }), undefined, north)).status).toBe(Code.VM_NOT_INITIALISED);
  });

  it.each([
    ['default', 10, urlOf(iotForceRestart, { id: 20006 }), 'XS-VM-0201', 'iot'],
    ['pingback', 20, urlOf(coolerPingback, { id: 20007 }), 'XS-CL-0202', 'cooler'],
    ['picture', 60, urlOf(coolerPicture, { id: 20012 }), 'XS-CL-0402', 'cooler'],
  ] as const)('a device that never answers: the row times out first, the poller says 轮询超时 after %s (%i s, 4402)', async (kind, seconds, url, code, area) => {
    fleet.script(code, 'silent');
    try {
      const ticket = await send('PUT', url);
      expect(ticket.data.poll).toBe(kind);
      const respUrl = area === 'iot' ? urlOf(iotResp, { id: ticket.data.msgId }) : urlOf(coolerResp, { id: ticket.data.msgId });
      const { result, elapsed } = await poll(ticket.data.msgId, ticket.data.resultKey, kind, respUrl);
      expect(result).toMatchObject({ outcome: 'timeout', status: Code.POLL_TIMEOUT, seconds, message: `轮询超时 ${seconds} 秒` });
      expect(elapsed).toBe(seconds * 1000);
      const { rows } = await h.app.db.query<{ state: string; finished_at: number; created_at: number }>(
        'SELECT state, finished_at, created_at FROM device_commands WHERE id = $1', [ticket.data.msgId],
      );
      expect(rows[0].state).toBe('timed_out');
      expect(Number(rows[0].finished_at) - Number(rows[0].created_at)).toBeLessThan(seconds * 1000);
      const answer = await send('GET', respUrl);
      expect([answer.http, answer.status]).toEqual([200, Code.POLL_TIMEOUT]);
      expect(answer.msg).toContain('轮询超时');
    } finally {
      fleet.script(code, null);
    }
  });

  it('polling a command that timed out already gives up after 5 error results (错误)', async () => {
    fleet.script('XS-VM-0301', 'silent');
    try {
      const ticket = await send('PUT', urlOf(iotForceRestart, { id: 20009 }));
      h.clock.advance(COMMAND_DEADLINE_MS.default + 1);
      const { result, polls } = await poll(ticket.data.msgId, ticket.data.resultKey);
      expect(result).toMatchObject({ outcome: 'failure', reason: 'errors', message: '错误', status: Code.POLL_TIMEOUT });
      expect(polls).toBe(POLL_MAX_RETRIES);
    } finally {
      fleet.script('XS-VM-0301', null);
    }
  });

  it("'invalid_msgid' for an unknown id or another organisation's command, which the poller counts as success", async () => {
    const { result } = await poll('no-such-command', 'temperature');
    expect(result).toEqual({ outcome: 'success', state: null });
    const theirs = await send('PUT', urlOf(iotForceRestart, { id: 70001 }), undefined, north);
    expect(theirs.status).toBe(200);
    expect((await send('GET', urlOf(iotResp, { id: theirs.data.msgId }))).data).toBe('invalid_msgid');
    expect((await send('PUT', urlOf(iotForceRestart, { id: 70001 }))).http).toBe(404);
    expect((await send('GET', urlOf(iotResp, { id: 'bad id!' }))).http).toBe(400);
  });
});

describe('the command rows', () => {
  it('an Idempotency-Key sent again answers the first command', async () => {
    const headers = { 'idempotency-key': `restart-${Date.now()}` };
    const first = await send('PUT', urlOf(iotForceRestart, { id: 20001 }), undefined, admin, headers);
    const again = await send('PUT', urlOf(iotForceRestart, { id: 20001 }), undefined, admin, headers);
    expect(again.data.msgId).toBe(first.data.msgId);
    const { rows } = await h.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM device_commands WHERE idempotency_key = $1', [headers['idempotency-key']]);
    expect(rows[0].n).toBe(1);
    const bad = await send('PUT', urlOf(iotForceRestart, { id: 20001 }), undefined, admin, { 'idempotency-key': 'x'.repeat(65) });
    expect(bad.http).toBe(400);
    expect(bad.msg).toContain('idempotency-key');
  });

  it('conflicting commands to one device run one at a time; others go at once', async () => {
    fleet.script('XS-CL-0501', 'silent');
    try {
      const first = await send('POST', `${urlOf(iotTempSet, { id: 20014 })}?temp=2`);
      h.clock.advance(5_000);
      const second = await send('POST', urlOf(iotSetTempMode, { id: 20014 }), { mode: 2 });
      const other = await send('POST', iotComprOn.path, { id: 20014 });
      expect([first.data.state, second.data.state, other.data.state]).toEqual(['sent', 'queued', 'sent']);
      expect((await send('GET', urlOf(iotResp, { id: second.data.msgId }))).data).toBeNull();
      fleet.script('XS-CL-0501', null);
      h.clock.advance(COMMAND_DEADLINE_MS.default - 5_000);
      // The first times out on its next poll and the queued one is sent, then answered.
      expect((await send('GET', urlOf(iotResp, { id: first.data.msgId }))).status).toBe(Code.POLL_TIMEOUT);
      await settled(second.data.msgId);
      expect((await send('GET', urlOf(iotResp, { id: second.data.msgId }))).data).toEqual({ temperatureMode: 2 });
    } finally {
      fleet.script('XS-CL-0501', null);
    }
  });

  it('bulk: one command over a selection, a result per device', async () => {
    const bulk = await send<{ results: BulkCommandResult[] }>('POST', iotBulkCommand.path, { ids: [20001, 20004, 20005, 70001], kind: 'lightOn' });
    expect(bulk.data.results.map((result) => [result.id, result.status, result.ticket === null])).toEqual([
      [20001, 200, false], [20004, Code.DEVICE_OFFLINE, true], [20005, Code.DEVICE_NOT_OPERATING, true], [70001, Code.NOT_FOUND, true],
    ]);
    const missing = await send('POST', iotBulkCommand.path, { ids: [20001], kind: 'tempSet' });
    expect(missing.http).toBe(400);
    expect(missing.msg).toContain('temp');
    expect((await send('POST', iotBulkCommand.path, { ids: [20001], kind: 'picture' })).http).toBe(400);
  });
});

describe('the event stream', () => {
  it('a reader without Accept: text/event-stream gets the entries after Last-Event-ID, in its scope only, and the end', async () => {
    const ticket = await send('PUT', urlOf(iotForceRestart, { id: 20006 }));
    await settled(ticket.data.msgId);
    const after = await h.app.db.query<{ id: number }>('SELECT min(id)::int AS id FROM device_ops_log WHERE msg_id = $1', [ticket.data.msgId]);
    const raw = await h.app.inject({ url: iotEvents.path, headers: { authorization: `Bearer ${admin}`, 'last-event-id': String(after.rows[0].id - 1) } });
    expect(raw.headers['content-type']).toContain('text/event-stream');
    const events = raw.body.split('\n\n').filter((block) => block.startsWith('id: '));
    const mine = events.filter((block) => block.includes(ticket.data.msgId));
    expect(mine.map((block) => /"state":"(\w+)"/.exec(block)?.[1])).toEqual(['queued', 'sent', 'delivered', 'succeeded']);
    expect(mine[0]).toContain('event: command');
    const theirs = await h.app.inject({ url: `${iotEvents.path}?lastEventId=0`, headers: { authorization: `Bearer ${north}` } });
    expect(theirs.body).not.toContain('XS-');
  });
});

/** Reads a live event stream until `until` holds of what arrived. */
async function readStream(url: string, token: string, until: (text: string) => boolean): Promise<string> {
  const controller = new AbortController();
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' }, signal: controller.signal });
  const reader = response.body?.getReader();
  if (!reader) throw new Error('no body');
  const decoder = new TextDecoder();
  let text = '';
  const deadline = Date.now() + 15_000;
  try {
    while (!until(text) && Date.now() < deadline) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value);
    }
  } finally {
    controller.abort();
  }
  return text;
}

/** The other server's event streams read the log unwoken only this rarely: within a test they see what NOTIFY wakes them for. */
const UNWOKEN_POLL_MS = 120_000;

/**
 * The other server: a second process on PostgreSQL; on PGlite (one process' database) a second app sharing it. Its
 * event streams are woken by the first's NOTIFY (LISTEN on the database), not by reading the log every second.
 */
async function otherServer(): Promise<{ url: string; stop(): Promise<void> }> {
  if (h.config.databaseUrl) {
    return spawnSecondServer(h.config, { DEVICE_EVENT_POLL_MS: String(UNWOKEN_POLL_MS) });
  }
  const second = await buildApp({ ...h.config, seed: false, database: { ...h.app.db, close: async () => undefined }, devices: defaultDeviceOptions({ eventPollMs: UNWOKEN_POLL_MS }) });
  await second.listen({ port: 0, host: '127.0.0.1' });
  const { port } = second.server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, stop: () => second.close() };
}

describe('two servers on one database', () => {
  it('a command sent through one is answered by polling the other and seen in the other\'s event stream at once (NOTIFY)', async () => {
    const other = await otherServer();
    try {
      const login = await fetch(`${other.url}/api/system/auth/staff/login`, {
        method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ phone: '13800000007', password: DEMO_PASSWORD }),
      });
      const token = ((await login.json()) as { data: { token: string } }).data.token;
      const streamed = readStream(`${other.url}${iotEvents.path}`, token, (text) => /"state":"succeeded"[^\n]*"deviceCode":"XS-VM-0301"|"deviceCode":"XS-VM-0301"[^\n]*"state":"succeeded"/.test(text));
      await sleep(300);
      const ticket = await send('POST', urlOf(iotLightOrScreenOn, { id: 20009 }), { target: 'light' });
      await settled(ticket.data.msgId);
      const answer = await fetch(`${other.url}${urlOf(iotResp, { id: ticket.data.msgId })}`, { headers: { authorization: `Bearer ${token}` } });
      expect(((await answer.json()) as { data: unknown }).data).toEqual({ light: true });
      const text = await streamed;
      expect(text).toContain(ticket.data.msgId);
      expect(text).toContain('event: command');
    } finally {
      await other.stop();
    }
  });
});
