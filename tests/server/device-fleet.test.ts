import { setTimeout as sleep } from 'node:timers/promises';
import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SIMULATOR, type GatewayEvent } from '../../server/modules/devices/gateway.ts';
import { deviceServiceOf } from '../../server/modules/devices/module.ts';
import { MqttGateway } from '../../server/modules/devices/mqtt-gateway.ts';
import { MqttDeviceFleet } from '../../server/modules/devices/mqtt-fleet.ts';
import { topics } from '../../server/modules/devices/topics.ts';
import { createHarness, type Harness } from './harness.ts';
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

    const received = ingest().stats.received;
    await fleet.publishStatus(true, [code]);
    await until('the report', () => ingest().stats.received > received);
    await ingest().flush();
    expect(await online()).toBe(true);
    const { rows } = await h.app.db.query<{ action: string }>('SELECT action FROM device_ops_log WHERE device_code = $1 ORDER BY id DESC LIMIT 2', [code]);
    expect(rows.map((row) => row.action)).toEqual(['online', 'offline']);
    await countsMatch();
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
