// The MQTT way to the devices: commands published per device (QoS 1) and the replies and status reports of every
// device taken through MQTT 5 shared subscriptions ($share/<group>/...), so each message is handled by one server
// process of the group. Each process connects with a fixed client id and a persistent session (clean: false, a session
// expiry), so what devices publish while it reconnects or restarts waits for it at the broker or goes to the others.
import { readFileSync } from 'node:fs';
import { setImmediate, setTimeout } from 'node:timers';
import mqtt from 'mqtt';
import type { IClientOptions, ISubscriptionMap, MqttClient } from 'mqtt';
import type { DeviceGateway, GatewayCommand, GatewayListener } from './gateway.ts';
import { topics, type WireReply } from './topics.ts';

export interface MqttSettings {
  url: string;
  /** Fixed per process (a restart resumes its session): MQTT_CLIENT_ID. */
  clientId: string;
  /** The shared-subscription group of the server processes (MQTT_SHARE_GROUP); empty: plain subscriptions. */
  shareGroup: string;
  username?: string;
  password?: string;
  /** CA certificate file for mqtts:// (MQTT_CA_FILE). */
  caFile?: string;
  /** How long the broker keeps the session of a process that is gone (s). */
  sessionExpirySeconds: number;
  /**
   * MQTT keepalive (s, MQTT_KEEPALIVE_MS): a broker that stops answering (frozen, or the network gone) is noticed
   * within 1.5 times it, and commands are refused with 3503 from then on.
   */
  keepaliveSeconds?: number;
}

/** The default keepalive: a frozen broker is noticed within 7.5 s (MQTT's usual 60 s would take 90). */
export const DEFAULT_KEEPALIVE_S = 5;

/**
 * The MQTT 5 Receive Maximum a server process states: how many QoS 1 messages the broker may have sent it that it has
 * not acknowledged yet. The broker sends no more than that (Mosquitto: `max_inflight_messages`, 20 by default, for a
 * client that states none) and queues the rest, up to its `max_queued_messages` per client, beyond which it drops them
 * without a word to either side. A process acknowledges a report as soon as it is kept, so the window only has to
 * cover what is on its way: reports flow at most window / round trip, and 20 over a round trip of 15 ms (a loaded
 * machine: the broker and the process each wait for a core) is 1,333 a second, below a fleet's share of one process.
 * The largest window MQTT allows costs the process nothing (it reads its socket one chunk at a time, so TCP holds the
 * rest back) and leaves the broker's queue for real pauses.
 */
export const RECEIVE_MAXIMUM = 65_535;

/** The connection options of a server process or a tool (the bench, the simulated devices). */
export function connectOptions(settings: Omit<MqttSettings, 'url' | 'shareGroup'>, persistent: boolean): IClientOptions {
  return {
    clientId: settings.clientId,
    protocolVersion: 5,
    clean: !persistent,
    properties: { receiveMaximum: RECEIVE_MAXIMUM, ...(persistent ? { sessionExpiryInterval: settings.sessionExpirySeconds } : {}) },
    keepalive: settings.keepaliveSeconds ?? DEFAULT_KEEPALIVE_S,
    reconnectPeriod: 1_000,
    connectTimeout: 5_000,
    ...(settings.username !== undefined ? { username: settings.username } : {}),
    ...(settings.password !== undefined ? { password: settings.password } : {}),
    ...(settings.caFile ? { ca: readFileSync(settings.caFile) } : {}),
  };
}

export class MqttGateway implements DeviceGateway {
  readonly name = 'mqtt' as const;
  private client: MqttClient | null = null;
  private readonly topics: ReturnType<typeof topics>;

  constructor(
    private readonly settings: MqttSettings,
    prefix: string,
  ) {
    this.topics = topics(prefix);
  }

  /** Connected to the broker now (mqtt.js reconnects every second while it is not). */
  get reachable(): boolean {
    return this.client?.connected ?? false;
  }

  async start(listener: GatewayListener): Promise<void> {
    const client = mqtt.connect(this.settings.url, connectOptions(this.settings, true));
    this.client = client;
    // One message at a time (mqtt.js): the acknowledgement is sent when the listener's promise settles, so an
    // ingestion without room holds the intake instead of dropping. The acknowledgements of the messages read from one
    // chunk of the socket leave in one write (corked until the chunk is handled) rather than one write each.
    client.on('connect', () => (client.stream as { setNoDelay?: (on: boolean) => void }).setNoDelay?.(true));
    let corked: NodeJS.WritableStream | null = null;
    client.handleMessage = (packet, callback) => {
      if (!corked && typeof client.stream.cork === 'function') {
        const stream = client.stream;
        corked = stream;
        stream.cork();
        setImmediate(() => {
          corked = null;
          stream.uncork();
        });
      }
      let handled: Promise<void> | void;
      try {
        handled = this.onMessage(listener, packet.topic, packet.payload as Buffer);
      } catch {
        handled = undefined;
      }
      if (handled) void handled.then(() => callback(), () => callback());
      else callback();
    };
    const subscriptions = Object.fromEntries(this.topics.serverSubscriptions(this.settings.shareGroup || undefined).map(({ topic, qos }) => [topic, { qos }]));
    // Renewed on every connect, even when the broker says it resumed the session: Mosquitto (2.0) restarted with
    // persistence resumes the session without its shared subscriptions, and nothing would come (the broker-faults
    // test). `resubscribe`: mqtt.js would otherwise skip topics it believes subscribed already.
    client.on('connect', () => void client.subscribe({ ...subscriptions, resubscribe: true } as unknown as ISubscriptionMap));
    await new Promise<void>((resolve, reject) => {
      const fail = (error: Error) => {
        client.removeListener('connect', done);
        reject(error);
      };
      const done = () => {
        client.removeListener('error', fail);
        resolve();
      };
      client.once('connect', done);
      client.once('error', fail);
    }).catch(async (error: unknown) => {
      await this.stop();
      throw error;
    });
  }

  private onMessage(listener: GatewayListener, topic: string, payload: Buffer): Promise<void> | void {
    const code = this.topics.codeOf(topic);
    let message: unknown;
    try {
      message = JSON.parse(payload.toString('utf8'));
    } catch {
      return;
    }
    if (typeof message !== 'object' || message === null) return;
    if (topic.endsWith('/status')) {
      const status = message as { online?: unknown; temperature?: unknown };
      return listener({
        type: 'status',
        deviceCode: code,
        online: status.online !== false,
        ...(typeof status.temperature === 'number' ? { temperature: status.temperature } : {}),
      });
    }
    const reply = message as WireReply;
    if (typeof reply.msgId !== 'string') return;
    if (reply.type === 'ack') return listener({ type: 'delivered', msgId: reply.msgId, deviceCode: code });
    if (reply.type === 'result' && reply.ok === true) return listener({ type: 'result', msgId: reply.msgId, deviceCode: code, ok: true, result: reply.result ?? {} });
    if (reply.type === 'result') return listener({ type: 'result', msgId: reply.msgId, deviceCode: code, ok: false, error: reply.error ?? 'device error', ...(reply.code ? { code: reply.code } : {}) });
  }

  async send(command: GatewayCommand): Promise<void> {
    const client = this.client;
    if (!client?.connected) throw new Error('the MQTT broker is not connected');
    const payload = JSON.stringify({ msgId: command.msgId, kind: command.kind, params: command.params, deadline: command.deadline });
    // Handed over, not awaited: an HTTP call never waits on the broker's acknowledgement (a broker that hangs leaves
    // the command to its deadline; the message carries it, so a late delivery is dropped by the device).
    client.publish(this.topics.command(command.deviceCode), payload, { qos: this.topics.qos('command') }, () => undefined);
  }

  async stop(): Promise<void> {
    const client = this.client;
    this.client = null;
    // Not forced: the acknowledgements of what was handled are sent; the session stays at the broker for the next start.
    if (!client) return;
    const ended = client.endAsync(false).catch(() => undefined);
    const late = new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), 2_000).unref());
    if ((await Promise.race([ended, late])) === 'late') await client.endAsync(true).catch(() => undefined);
  }
}
