// Simulated devices behind an MQTT broker (`npm run devices`, the MQTT tests and the bench): each device takes the
// commands published on <prefix>/<code>/command, acknowledges them and answers on <prefix>/<code>/reply (QoS 1), and
// reports its status on <prefix>/<code>/status.
import { clearInterval, clearTimeout, setInterval, setTimeout } from 'node:timers';
import mqtt from 'mqtt';
import type { MqttClient } from 'mqtt';
import type { CommandKind } from '../../../src/core/contract/api/iot.ts';
import { behaviourOf, jitter, type SimulatorOptions } from './gateway.ts';
import { topics, type WireReply } from './topics.ts';
import { SimDevice, type SimBehaviour, type SimDeviceState } from './sim-device.ts';

export class MqttDeviceFleet {
  private client: MqttClient | null = null;
  private readonly devices = new Map<string, SimDevice>();
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();
  private report: ReturnType<typeof setInterval> | null = null;
  private readonly topics: ReturnType<typeof topics>;
  private readonly scripted = new Map<string, SimBehaviour>();
  /** Commands answered so far (the script prints it). */
  answered = 0;
  /** Commands dropped because they arrived past their deadline. */
  expired = 0;
  /** The devices' clock, against which a command's deadline is read (tests give the server's fake clock). */
  clock: { now(): number } = { now: () => Date.now() };

  constructor(
    private readonly url: string,
    prefix: string,
    states: SimDeviceState[],
    private readonly options: SimulatorOptions,
  ) {
    this.topics = topics(prefix);
    for (const state of states) this.devices.set(state.code, new SimDevice(state));
  }

  get size(): number {
    return this.devices.size;
  }

  script(code: string, behaviour: SimBehaviour | null): void {
    if (behaviour === null) this.scripted.delete(code);
    else this.scripted.set(code, behaviour);
  }

  async start(): Promise<void> {
    const client = await mqtt.connectAsync(this.url, {
      clientId: `backroom-fleet-${process.pid}-${Math.random().toString(36).slice(2, 8)}`,
      reconnectPeriod: 1_000,
      clean: true,
    });
    this.client = client;
    client.on('message', (topic, payload) => this.onCommand(topic, payload));
    client.on('connect', () => void client.subscribe(this.topics.allCommands, { qos: 1 }));
    await client.subscribeAsync(this.topics.allCommands, { qos: 1 });
    await this.publishStatus(true);
    if (this.options.reportMs > 0) {
      this.report = setInterval(() => void this.publishStatus(null), this.options.reportMs);
      this.report.unref();
    }
  }

  /** Every device says it is online (true), offline (false), or reports by the offline share (null). */
  async publishStatus(online: boolean | null, codes: readonly string[] = [...this.devices.keys()]): Promise<void> {
    const client = this.client;
    if (!client) return;
    await Promise.all(
      codes.map((code) => {
        const device = this.devices.get(code);
        const up = online ?? this.options.random() >= this.options.offlineShare;
        const body = JSON.stringify({ online: up, ...(up && device ? { temperature: online === null ? device.drift() : device.state.temperature } : {}) });
        return client.publishAsync(this.topics.status(code), body, { qos: 1 });
      }),
    );
  }

  private onCommand(topic: string, payload: Buffer): void {
    const code = this.topics.codeOf(topic);
    let command: { msgId?: unknown; kind?: unknown; params?: unknown; deadline?: unknown };
    try {
      command = JSON.parse(payload.toString('utf8')) as typeof command;
    } catch {
      return;
    }
    if (typeof command.msgId !== 'string' || typeof command.kind !== 'string') return;
    // Past its deadline (redelivered after the broker came back, say): the server has given up on it, so has the device.
    if (typeof command.deadline === 'number' && this.clock.now() > command.deadline) {
      this.expired += 1;
      return;
    }
    const msgId = command.msgId;
    let device = this.devices.get(code);
    if (!device) {
      device = new SimDevice({ code });
      this.devices.set(code, device);
    }
    const reply = (body: WireReply) => void this.client?.publishAsync(this.topics.reply(code), JSON.stringify(body), { qos: 1 }).catch(() => undefined);
    reply({ msgId, type: 'ack' });
    const behaviour = this.scripted.get(code) ?? behaviourOf(this.options, code);
    if (behaviour === 'silent') return;
    const params = typeof command.params === 'object' && command.params !== null ? (command.params as Record<string, unknown>) : {};
    const answer = device.execute(command.kind as CommandKind, params, behaviour);
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.answered += 1;
      reply(answer.ok ? { msgId, type: 'result', ok: true, result: answer.result } : { msgId, type: 'result', ok: false, error: answer.error, code: answer.code });
    }, jitter(this.options));
    this.timers.add(timer);
  }

  async stop(sayOffline = false): Promise<void> {
    if (this.report) clearInterval(this.report);
    this.report = null;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    if (sayOffline) await this.publishStatus(false).catch(() => undefined);
    const client = this.client;
    this.client = null;
    if (client) await client.endAsync().catch(() => undefined);
  }
}
