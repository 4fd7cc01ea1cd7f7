import { setTimeout as sleep } from 'node:timers/promises';
import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SIMULATOR, type GatewayEvent } from '../../server/modules/devices/gateway.ts';
import { StatusIngest } from '../../server/modules/devices/ingest.ts';
import { deviceServiceOf } from '../../server/modules/devices/module.ts';
import { MqttGateway } from '../../server/modules/devices/mqtt-gateway.ts';
import { MqttDeviceFleet } from '../../server/modules/devices/mqtt-fleet.ts';
import { LogSignal } from '../../server/modules/devices/ops-log.ts';
import { topics } from '../../server/modules/devices/topics.ts';
import { onlineReportPageByDevice, vendingMachineList, vendingMachinePage } from '../../src/core/contract/api/devices.ts';
import { systemClock } from '../../server/clock.ts';
import { spawnSecondServer, type SecondServer } from '../support/spawn-second-server.ts';
import { call, createHarness, TEST_DB, tokenFor, type Harness } from './harness.ts';
import { BROKER, brokerAnswers, forgetSessions, unique } from './mqtt-broker.ts';

/**
 * A fleet over MQTT: status reports written in batches (one UPDATE per batch, only what changed, the page's counts and
 * version moved once), each report handled by one server process of a shared subscription, silent devices set offline
 * under the server's clock and back online on their next report. Against the broker on 127.0.0.1:1883.
 */
const available = await brokerAnswers();
if (!available) console.log(`device-fleet.test.ts skipped: no MQTT broker answers on ${BROKER} (start Mosquitto to run it)`);

async function until(what: string, check: () => Promise<boolean> | boolean, ms = 30_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`waited ${ms} ms for ${what}`);
    await sleep(20);
  }
}

const BATCH = 300;

describe.skipIf(!available)('status reports of a fleet', () => {
  let h: Harness;
  let fleet: MqttDeviceFleet;
  const prefix = unique('fleet');
  const clientId = unique('server');
  const codes = Array.from({ length: BATCH }, (_, i) => `FLEET-${String(i).padStart(4, '0')}`);

  beforeAll(async () => {
    const simulator = { ...DEFAULT_SIMULATOR, latencyMs: 5, reportMs: 0 };
    fleet = new MqttDeviceFleet(BROKER, prefix, [], simulator);
    await fleet.start();
    h = await createHarness({
      devices: {
        mqttUrl: BROKER, topicPrefix: prefix, simulator, mqtt: { clientId, shareGroup: unique('group') },
        // A batch is written when BATCH devices wait (or after a minute): the test decides what one batch holds.
        ingest: { batchMax: BATCH, batchMs: 60_000 }, offlineAfterMs: 90_000, offlineSweepMs: 50,
      },
    });
    fleet.clock = h.clock;
    // Devices that have never reported, offline, in one department of the first organisation.
    await h.app.db.query(
      `INSERT INTO devices (org_id, dept_id, device_type, code, name, lifecycle_state, online, place, created_at)
       SELECT d.org_id, d.dept_id, 1, 'FLEET-' || lpad(n::text, 4, '0'), 'fleet ' || n, 2, false, 'bench', $1
       FROM (SELECT org_id, dept_id FROM devices ORDER BY id LIMIT 1) d, generate_series(0, $2 - 1) n`,
      [h.clock.now(), BATCH],
    );
  });
  afterAll(async () => {
    await h?.close();
    await fleet?.stop();
    await forgetSessions([clientId]);
  });

  const ingest = () => deviceServiceOf(h.app).ingest;
  const version = async () => (await h.app.db.query<{ v: number }>('SELECT coalesce(sum(version), 0)::int AS v FROM device_page_versions')).rows[0].v;
  const logRows = async (action: string) =>
    (await h.app.db.query<{ n: number }>("SELECT count(*)::int AS n FROM device_ops_log WHERE action = $1 AND device_code LIKE 'FLEET-%'", [action])).rows[0].n;
  async function countsMatch(): Promise<void> {
    const kept = await h.app.db.query<{ key: string; n: number }>(
      "SELECT concat_ws('/', org_id, dept_id, device_type, lifecycle_state, online, locked) AS key, n FROM device_page_counts WHERE n <> 0 ORDER BY 1",
    );
    const fresh = await h.app.db.query<{ key: string; n: number }>(
      "SELECT concat_ws('/', org_id, dept_id, device_type, lifecycle_state, online, locked) AS key, count(*)::int AS n FROM devices GROUP BY 1 ORDER BY 1",
    );
    expect(kept.rows).toEqual(fresh.rows);
  }

  it('a batch of reports is one write, its transitions logged once, the page version moved once', async () => {
    const before = { ...ingest().stats };
    const versionBefore = await version();
    await fleet.publishStatus(true, codes);
    await until('the batch', () => ingest().stats.batches > before.batches);
    await ingest().flush();
    const stats = ingest().stats;
    expect(stats.received - before.received).toBe(BATCH);
    expect(stats.batches - before.batches).toBe(1);
    expect(stats.rowsWritten - before.rowsWritten).toBe(BATCH);
    expect(stats.transitions - before.transitions).toBe(BATCH);
    expect(stats.dropped).toBe(0);
    expect(await version()).toBe(versionBefore + 1);
    expect(await logRows('online')).toBe(BATCH);
    const { rows } = await h.app.db.query<{ n: number }>("SELECT count(*)::int AS n FROM devices WHERE code LIKE 'FLEET-%' AND online AND last_report_at = $1", [h.clock.now()]);
    expect(rows[0].n).toBe(BATCH);
    await countsMatch();
  });

  it('reports that change nothing write no row and leave the page version alone', async () => {
    const before = { ...ingest().stats };
    const versionBefore = await version();
    // Same state, same time: nothing to write. A second later the last report time moves: rows, but not the page.
    await fleet.publishStatus(true, codes);
    await until('the batch', () => ingest().stats.batches > before.batches);
    expect(ingest().stats.rowsWritten - before.rowsWritten).toBe(0);
    h.clock.advance(1_000);
    await fleet.publishStatus(true, codes);
    await until('the second batch', () => ingest().stats.batches > before.batches + 1);
    expect(ingest().stats.rowsWritten - before.rowsWritten).toBe(BATCH);
    expect(ingest().stats.transitions - before.transitions).toBe(0);
    expect(await version()).toBe(versionBefore);
    await countsMatch();
  });

  it('devices that say offline and back within one batch window get both rows, in order', async () => {
    const flipped = codes.slice(0, 100);
    const before = { offline: await logRows('offline'), online: await logRows('online'), received: ingest().stats.received };
    await fleet.publishStatus(false, flipped);
    await fleet.publishStatus(true, flipped);
    await until('the reports', () => ingest().stats.received >= before.received + 200);
    await ingest().flush();
    expect(await logRows('offline')).toBe(before.offline + 100);
    expect(await logRows('online')).toBe(before.online + 100);
    const { rows } = await h.app.db.query<{ n: number }>("SELECT count(*)::int AS n FROM devices WHERE code LIKE 'FLEET-%' AND online");
    expect(rows[0].n).toBe(BATCH);
    await countsMatch();
  });

  it('a silent device goes offline after DEVICE_OFFLINE_AFTER_MS under the server clock, back online on its next report', async () => {
    const code = codes[0];
    const online = async () => (await h.app.db.query<{ online: boolean }>('SELECT online FROM devices WHERE code = $1', [code])).rows[0].online;
    expect(await online()).toBe(true);
    const offlineRows = await logRows('offline');
    h.clock.advance(89_000);
    // A sweep at 89 s (run here rather than waited for) leaves it online.
    await deviceServiceOf(h.app).presence.sweep();
    expect(await online()).toBe(true);
    h.clock.advance(2_000);
    await until('the sweep', async () => !(await online()));
    // Every fleet device was silent as long: each has its one 离线 row.
    await until('the log rows', async () => (await logRows('offline')) === offlineRows + BATCH);
    expect(await logRows('offline')).toBe(offlineRows + BATCH);
    await countsMatch();
    // 离线 wherever a user looks: the device list, the monitor (its list call) and the online report by device.
    const admin = await tokenFor(h.app, '13800000007');
    const listed = await call<{ rows: Array<{ code: string; online: boolean }> }>(h.app, 'GET', `${vendingMachinePage.path}?code=${code}&page=1&limit=20`, { token: admin });
    expect(listed.data.rows.map((row) => [row.code, row.online])).toEqual([[code, false]]);
    const monitor = await call<Array<{ code: string; online: boolean }>>(h.app, 'POST', vendingMachineList.path, { token: admin, body: { code } });
    expect(monitor.data.map((row) => [row.code, row.online])).toEqual([[code, false]]);
    const report = await call<{ rows: Array<{ code: string; online: boolean }> }>(h.app, 'GET', `${onlineReportPageByDevice.path}?keyword=${code}&page=1&limit=20`, { token: admin });
    expect(report.data.rows.map((row) => [row.code, row.online])).toEqual([[code, false]]);

    const received = ingest().stats.received;
    await fleet.publishStatus(true, [code]);
    await until('the report', () => ingest().stats.received > received);
    await ingest().flush();
    expect(await online()).toBe(true);
    const { rows } = await h.app.db.query<{ action: string }>('SELECT action FROM device_ops_log WHERE device_code = $1 ORDER BY id DESC LIMIT 2', [code]);
    expect(rows.map((row) => row.action)).toEqual(['online', 'offline']);
    await countsMatch();
  });

  it('at its limit, an ingestion keeps the reports of devices already waiting at once and another device\'s once a batch made room: none dropped', async () => {
    const full = new StatusIngest(h.app.db.orm, h.clock, new LogSignal(), { warn: () => undefined, error: () => undefined }, { batchMs: 60_000, batchMax: 1_000, maxPending: 3, lastSeenStepMs: 1_000 });
    const [a, b, c, d] = codes;
    h.clock.advance(1_000);
    for (const code of [a, b, c]) expect(full.take({ deviceCode: code, online: true, temperature: 5 })).toBeUndefined();
    // Bounded by the device itself: coalesced, taken at once, the intake not held.
    expect(full.take({ deviceCode: a, online: true, temperature: 6 })).toBeUndefined();
    // A fourth device: held (the gateway stops reading) until a batch has made room, then kept.
    let kept = false;
    const held = full.take({ deviceCode: d, online: true, temperature: 7 });
    expect(held).toBeInstanceOf(Promise);
    void held?.then(() => {
      kept = true;
    });
    expect([full.waiting, kept]).toEqual([3, false]);
    await full.flush();
    await held;
    await full.flush();
    await full.stop();
    expect(full.stats).toMatchObject({ received: 5, coalesced: 1, dropped: 0, rowsWritten: 4 });
    const { rows } = await h.app.db.query<{ code: string; temperature: number }>('SELECT code, temperature FROM devices WHERE code = ANY($1::text[]) ORDER BY code', [[a, b, c, d]]);
    expect(rows.map((row) => [row.code, row.temperature])).toEqual([[a, 6], [b, 5], [c, 5], [d, 7]]);
  });
});

describe.skipIf(!available)('two server processes on one shared subscription', () => {
  const prefix = unique('share');
  const group = unique('group');
  const ids = [unique('a'), unique('b')];
  let gateways: MqttGateway[] = [];
  let publisher: mqtt.MqttClient;

  beforeAll(async () => {
    publisher = await mqtt.connectAsync(BROKER, { clientId: unique('devices'), protocolVersion: 5 });
  });
  afterAll(async () => {
    for (const gateway of gateways) await gateway.stop();
    await publisher?.endAsync();
    await forgetSessions(ids);
  });

  const gateway = (clientId: string, seen: GatewayEvent[]) => {
    const made = new MqttGateway({ url: BROKER, clientId, shareGroup: group, sessionExpirySeconds: 300 }, prefix);
    gateways.push(made);
    return made.start((event) => void seen.push(event)).then(() => made);
  };

  it('handle 1,000 reports exactly once between them', async () => {
    const seen: GatewayEvent[][] = [[], []];
    await gateway(ids[0], seen[0]);
    await gateway(ids[1], seen[1]);
    const t = topics(prefix);
    const codes = Array.from({ length: 1_000 }, (_, i) => `S-${i}`);
    await Promise.all(codes.map((code) => publisher.publishAsync(t.status(code), JSON.stringify({ online: true, temperature: 4 }), { qos: 1 })));
    await until('1,000 reports', () => seen[0].length + seen[1].length >= 1_000);
    // A last round: once these are in, anything delivered twice would be too.
    await Promise.all(['END-0', 'END-1', 'END-2', 'END-3'].map((code) => publisher.publishAsync(t.status(code), '{"online":true}', { qos: 1 })));
    await until('the last round', () => seen[0].length + seen[1].length >= 1_004);
    const handled = [...seen[0], ...seen[1]].map((event) => (event.type === 'status' ? event.deviceCode : '')).filter((code) => code.startsWith('S-'));
    expect(handled).toHaveLength(1_000);
    expect(new Set(handled).size).toBe(1_000);
    expect(seen[0].length).toBeGreaterThan(0);
    expect(seen[1].length).toBeGreaterThan(0);
  });

  it('a process that restarts finds the replies published while it was gone', async () => {
    for (const made of gateways) await made.stop();
    gateways = [];
    // The second process is gone for good: its session leaves the group (else the broker keeps its share for it).
    await forgetSessions([ids[1]]);
    const t = topics(prefix);
    const seen: GatewayEvent[] = [];
    const first = await gateway(ids[0], seen);
    await first.stop();
    // Gone: only its session at the broker is left in the group.
    const msgIds = Array.from({ length: 50 }, (_, i) => `m-${i}`);
    await Promise.all(msgIds.map((msgId) => publisher.publishAsync(t.reply('R-1'), JSON.stringify({ msgId, type: 'result', ok: true, result: {} }), { qos: 1 })));
    await gateway(ids[0], seen);
    await until('the replies', () => seen.length >= msgIds.length);
    expect(seen.map((event) => (event.type === 'result' ? event.msgId : '')).sort()).toEqual([...msgIds].sort());
  });
});

/**
 * Two server processes on one PostgreSQL and one shared subscription (the second a process of its own): 100 devices
 * that say offline and then online again get exactly 200 rows between them, whichever process wrote which report.
 */
describe.skipIf(!available || TEST_DB !== 'postgres')('two server processes flipping devices', () => {
  let h: Harness;
  let second: SecondServer | null = null;
  let fleet: MqttDeviceFleet;
  const prefix = unique('flip');
  const group = unique('group');
  const ids = [unique('first'), unique('second')];
  const codes = Array.from({ length: 100 }, (_, i) => `FLIP-${String(i).padStart(3, '0')}`);

  beforeAll(async () => {
    const simulator = { ...DEFAULT_SIMULATOR, latencyMs: 5, reportMs: 0 };
    fleet = new MqttDeviceFleet(BROKER, prefix, [], simulator);
    await fleet.start();
    // Both processes stamp reports by the same (real) clock, as two servers on one machine do.
    h = await createHarness({
      clock: systemClock,
      devices: { mqttUrl: BROKER, topicPrefix: prefix, simulator, mqtt: { clientId: ids[0], shareGroup: group }, offlineAfterMs: 0, ingest: { batchMs: 50 } },
    });
    await h.app.db.query(
      `INSERT INTO devices (org_id, dept_id, device_type, code, name, lifecycle_state, online, place, created_at)
       SELECT d.org_id, d.dept_id, 1, 'FLIP-' || lpad(n::text, 3, '0'), 'flip ' || n, 2, true, 'bench', $1
       FROM (SELECT org_id, dept_id FROM devices ORDER BY id LIMIT 1) d, generate_series(0, 99) n`,
      [Date.now()],
    );
    second = await spawnSecondServer(h.config, {
      MQTT_URL: BROKER, MQTT_TOPIC_PREFIX: prefix, MQTT_SHARE_GROUP: group, MQTT_CLIENT_ID: ids[1],
      DEVICE_OFFLINE_AFTER_MS: '0', DEVICE_SIM_REPORT_MS: '0', DEVICE_INGEST_BATCH_MS: '50',
    });
  });
  afterAll(async () => {
    await second?.stop();
    await h?.close();
    await fleet?.stop();
    await forgetSessions(ids);
  });

  const onlineCount = async () => (await h.app.db.query<{ n: number }>("SELECT count(*)::int AS n FROM devices WHERE code LIKE 'FLIP-%' AND online")).rows[0].n;
  const logRows = async () =>
    (await h.app.db.query<{ action: string; n: number }>("SELECT action, count(*)::int AS n FROM device_ops_log WHERE device_code LIKE 'FLIP-%' GROUP BY action ORDER BY action")).rows;

  it('flipping 100 devices offline and back writes exactly 200 operations-log rows', async () => {
    const received = deviceServiceOf(h.app).ingest.stats.received;
    await fleet.publishStatus(false, codes);
    await until('all offline', async () => (await onlineCount()) === 0);
    await fleet.publishStatus(true, codes);
    await until('all online', async () => (await onlineCount()) === 100);
    // Both processes took a share, and each has written its last batch (the second on its way out).
    const taken = deviceServiceOf(h.app).ingest.stats.received - received;
    expect(taken).toBeGreaterThan(0);
    expect(taken).toBeLessThan(200);
    await second?.stop();
    second = null;
    await deviceServiceOf(h.app).ingest.flush();
    expect(await logRows()).toEqual([{ action: 'offline', n: 100 }, { action: 'online', n: 100 }]);
  });
});
