import { spawnSync } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { urlOf } from '../../src/core/contract/api/define.ts';
import { COMMAND_DEADLINE_MS, iotForceRestart, iotResp, iotTempSet } from '../../src/core/contract/api/iot.ts';
import type { CommandTicket } from '../../src/core/contract/api/iot.ts';
import { Code } from '../../src/core/contract/index.ts';
import { DEFAULT_SIMULATOR } from '../../server/modules/devices/gateway.ts';
import { deviceServiceOf } from '../../server/modules/devices/module.ts';
import { MqttDeviceFleet } from '../../server/modules/devices/mqtt-fleet.ts';
import { MqttGateway } from '../../server/modules/devices/mqtt-gateway.ts';
import { DEVICES } from '../../server/modules/devices/seed-data.ts';
import { topics } from '../../server/modules/devices/topics.ts';
import { call, createHarness, tokenFor, type Harness } from './harness.ts';
import { mosquittoInstalled, ownBroker, unique, type OwnBroker } from './mqtt-broker.ts';

/**
 * Broker faults as an operator meets them, on a Mosquitto of the test's own (persistent, so a restart keeps the
 * sessions): frozen mid-command (SIGSTOP, noticed within 1.5 keepalives) and stopped, then back. The HTTP call never
 * waits on the broker, a command sent while the broker is gone is refused at once with 3503 (the panel's 设备网络不可达),
 * a command that timed out meanwhile is dropped by the device when the broker thaws, the gateway reconnects and
 * resubscribes by itself, and every status report is handled once (those published while the broker was frozen too).
 */
async function until(what: string, check: () => Promise<boolean> | boolean, ms = 30_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`waited ${ms} ms for ${what}`);
    await sleep(20);
  }
}

describe.skipIf(!mosquittoInstalled)('a broker frozen or stopped', () => {
  let broker: OwnBroker;
  let h: Harness;
  let fleet: MqttDeviceFleet;
  let admin: string;
  const prefix = unique('faults');
  const handled = new Map<string, number>();
  const handledOf = (tag: string) => [...handled].reduce((sum, [code, n]) => (code.startsWith(`${tag}-`) ? sum + n : sum), 0);

  beforeAll(async () => {
    broker = await ownBroker((dir) => ['allow_anonymous true', 'persistence true', `persistence_location ${dir}/`]);
    const states = DEVICES.filter((device) => device.offlineFor === null).map((device) => ({ code: device.code, temperature: device.temperature }));
    const simulator = { ...DEFAULT_SIMULATOR, latencyMs: 5, reportMs: 0 };
    fleet = new MqttDeviceFleet(broker.url, prefix, states, simulator);
    await fleet.start();
    h = await createHarness({ devices: { mqttUrl: broker.url, topicPrefix: prefix, simulator, mqtt: { clientId: unique('server'), shareGroup: unique('group'), keepaliveSeconds: 1 } } });
    fleet.clock = h.clock;
    admin = await tokenFor(h.app, '13800000007');
    // Counted by device as the gateway hands them over: a probe still on its way is not one of the reports counted.
    const ingest = service().ingest;
    const take = ingest.take.bind(ingest);
    ingest.take = (report) => {
      handled.set(report.deviceCode, (handled.get(report.deviceCode) ?? 0) + 1);
      return take(report);
    };
  });
  afterAll(async () => {
    await h?.close();
    await fleet?.stop();
    await broker?.close();
  });

  const service = () => deviceServiceOf(h.app);
  /** Publishes one report for each of `n` devices of `tag` without waiting (the broker may be gone), then a last one. */
  async function reportsHandledOnce(tag: string, n: number, meanwhile: () => Promise<void>): Promise<void> {
    for (let i = 0; i < n; i += 1) void fleet.publishStatus(true, [`${tag}-${i}`]);
    await meanwhile();
    await until('the reports', () => handledOf(tag) >= n);
    // Once a last report is in, a report handled twice would have been too.
    await fleet.publishStatus(true, [`${tag}-last`]);
    await until('the last report', () => handled.has(`${tag}-last`));
    expect(handledOf(tag)).toBe(n + 1);
  }

  async function answer(msgId: string): Promise<{ status: number; data: unknown }> {
    let reply = await call(h.app, 'GET', urlOf(iotResp, { id: msgId }), { token: admin });
    await until('the answer', async () => {
      reply = await call(h.app, 'GET', urlOf(iotResp, { id: msgId }), { token: admin });
      return reply.status !== 200 || reply.data !== null;
    });
    return reply;
  }

  it('frozen mid-command: the call answers at once, the command times out, the device drops it on the thaw', async () => {
    broker.freeze();
    let msgId = '';
    await reportsHandledOnce('FROZEN', 30, async () => {
      let ticket = await call<CommandTicket>(h.app, 'POST', `${urlOf(iotTempSet, { id: 20002 })}?temp=2`, { token: admin });
      // On a loaded machine the gateway may see the freeze (1.5 keepalives) before the command goes out, and rightly
      // refuses it (3503): then the broker thaws, the gateway is back, and the command is sent into a new freeze.
      for (let attempt = 1; attempt < 3 && ticket.status === Code.DEVICE_NETWORK_UNREACHABLE; attempt += 1) {
        broker.thaw();
        await until('the gateway to be back', () => service().gateway.reachable);
        broker.freeze();
        ticket = await call<CommandTicket>(h.app, 'POST', `${urlOf(iotTempSet, { id: 20002 })}?temp=2`, { token: admin });
      }
      expect(ticket.status).toBe(200);
      msgId = ticket.data.msgId;
      h.clock.advance(COMMAND_DEADLINE_MS.default + 1);
      await service().sweep();
      expect((await call(h.app, 'GET', urlOf(iotResp, { id: msgId }), { token: admin })).status).toBe(Code.POLL_TIMEOUT);
      // The frozen broker is noticed within 1.5 keepalives (1 s here, MQTT_KEEPALIVE_MS): commands are refused at once.
      const frozenAt = Date.now();
      await until('the gateway to notice the frozen broker', () => !service().gateway.reachable, 10_000);
      expect(Date.now() - frozenAt).toBeLessThan(5_000);
      const refused = await call(h.app, 'PUT', urlOf(iotForceRestart, { id: 20009 }), { token: admin });
      expect(refused.status).toBe(Code.DEVICE_NETWORK_UNREACHABLE);
      broker.thaw();
    });
    // The command reached the device after its deadline: dropped, not carried out.
    await until('the late command', () => fleet.expired >= 1);
    const { rows } = await h.app.db.query<{ state: string }>('SELECT state FROM device_ops_log WHERE msg_id = $1 ORDER BY id', [msgId]);
    expect(rows.map((row) => row.state)).toEqual(['queued', 'sent', 'timed_out']);
  });

  it('stopped: commands are refused at once with 3503; on its return the gateway resubscribes by itself, nothing is handled twice', async () => {
    await broker.stop();
    await until('the gateway to notice', () => !service().gateway.reachable);
    const refused = await call(h.app, 'PUT', urlOf(iotForceRestart, { id: 20009 }), { token: admin });
    expect([refused.status, refused.msg]).toEqual([Code.DEVICE_NETWORK_UNREACHABLE, '设备网络不可达，指令未发出，请稍后重试']);
    await broker.start();
    // Back and subscribed again (Mosquitto restored the session but not its shared subscription: the gateway renews
    // it): a device's report reaches the server. What devices sent before that was the broker's to drop.
    const received = service().ingest.stats.received;
    await until('a report to come through', async () => {
      await fleet.publishStatus(true, ['PROBE']);
      return service().ingest.stats.received > received;
    });
    await reportsHandledOnce('BACK', 30, async () => undefined);
    const ticket = await call<CommandTicket>(h.app, 'PUT', urlOf(iotForceRestart, { id: 20009 }), { token: admin });
    expect(ticket.status).toBe(200);
    expect(await answer(ticket.data.msgId)).toMatchObject({ status: 200, data: { restartedAt: expect.any(Number) } });
  });
});

/**
 * A server process that reads nothing for a while (a loaded machine, a pause) on a Mosquitto of default settings: the
 * broker sends a client that states no window 20 messages, queues 1,000 more and drops the rest without a word. The
 * gateway states its window (MQTT 5 Receive Maximum), so what is published meanwhile is on its way to it, not dropped.
 */
describe.skipIf(!mosquittoInstalled)('a server process that reads nothing for a while', () => {
  let broker: OwnBroker;
  let gateway: MqttGateway;
  const prefix = unique('busy');
  const seen = new Map<string, number>();

  beforeAll(async () => {
    broker = await ownBroker(() => ['allow_anonymous true']);
    gateway = new MqttGateway({ url: broker.url, clientId: unique('server'), shareGroup: unique('group'), sessionExpirySeconds: 60 }, prefix);
    await gateway.start((event) => {
      if (event.type === 'status') seen.set(event.deviceCode, (seen.get(event.deviceCode) ?? 0) + 1);
    });
  });
  afterAll(async () => {
    await gateway?.stop();
    await broker?.close();
  });

  /** Publishes `lines` as QoS 1 messages from another process; this one (the gateway's) is blocked until it is done. */
  const publishBlocking = (code: string, lines: string[]) => {
    const published = spawnSync('mosquitto_pub', ['-h', '127.0.0.1', '-p', String(broker.port), '-q', '1', '-t', topics(prefix).status(code), '-l'], { input: `${lines.join('\n')}\n` });
    expect(published.status).toBe(0);
  };

  it('gets all 3,000 reports published while it was blocked, each once', async () => {
    await until('the subscription', () => {
      publishBlocking('PROBE', ['{"online":true}']);
      return seen.has('PROBE');
    });
    publishBlocking('BUSY', Array.from({ length: 3_000 }, (_, i) => JSON.stringify({ online: true, temperature: i % 40 })));
    await until('3,000 reports', () => (seen.get('BUSY') ?? 0) >= 3_000);
    // Once a last report is in, a report handled twice would have been too.
    publishBlocking('LAST', ['{"online":true}']);
    await until('the last report', () => seen.has('LAST'));
    expect(seen.get('BUSY')).toBe(3_000);
  });
});
