// The way to the devices (issue 10): a DeviceGateway publishes commands and hands back what devices say (delivered,
// their result, status reports). Two implementations: the in-process simulated fleet (default) and MQTT (MQTT_URL).
import { clearInterval, clearTimeout, setInterval, setTimeout } from 'node:timers';
import { hostname } from 'node:os';
import type { CommandKind } from '../../../src/core/contract/api/iot.ts';
import { DEFAULT_INGEST, type IngestOptions } from './ingest.ts';
import { DEFAULT_KEEPALIVE_S, MqttGateway, type MqttSettings } from './mqtt-gateway.ts';
import { SimDevice, type SimBehaviour, type SimDeviceState } from './sim-device.ts';

export { topics, type WireReply } from './topics.ts';

export interface GatewayCommand {
  msgId: string;
  deviceCode: string;
  kind: CommandKind;
  params: Record<string, unknown>;
  /** Epoch ms after which the device must not carry it out (sent in the message). */
  deadline: number;
}

export type GatewayEvent =
  | { type: 'delivered'; msgId: string; deviceCode: string }
  | { type: 'result'; msgId: string; deviceCode: string; ok: true; result: Record<string, unknown> }
  | { type: 'result'; msgId: string; deviceCode: string; ok: false; error: string; code?: number }
  | { type: 'status'; deviceCode: string; online: boolean; temperature?: number };

/** Takes what a device said; a promise holds the intake until it settles (the ingestion is full). */
export type GatewayListener = (event: GatewayEvent) => Promise<void> | void;

export interface DeviceGateway {
  readonly name: 'simulator' | 'mqtt';
  /** Whether a command can be handed over now (the MQTT broker is connected); false: it is refused with 3503. */
  readonly reachable: boolean;
  /** Starts listening; `fleet` names the devices online now with their state (the simulator plays them). */
  start(listener: GatewayListener, fleet: () => Promise<SimDeviceState[]>): Promise<void>;
  /** Publishes a command; rejects when it cannot be handed over (then the command fails at once). */
  send(command: GatewayCommand): Promise<void>;
  /** Stops every timer and connection (server close). */
  stop(): Promise<void>;
}

/** Settings of the simulated fleet (environment: DEVICE_SIM_*). */
export interface SimulatorOptions {
  /** Typical answer latency, ms (the answer comes after latency/2..latency*1.5). */
  latencyMs: number;
  /** Share of commands answered with a failure (0..1). */
  failureShare: number;
  /** Share of commands never answered (0..1): they time out. */
  silentShare: number;
  /** Share of the online devices found offline at each status report (0..1). */
  offlineShare: number;
  /** Status reports every this many ms (temperature, online); 0: none. */
  reportMs: number;
  /** Devices that always fail / never answer, by code. */
  failingCodes: string[];
  silentCodes: string[];
  random: () => number;
}

export const DEFAULT_SIMULATOR: SimulatorOptions = {
  latencyMs: 300,
  failureShare: 0,
  silentShare: 0,
  offlineShare: 0,
  reportMs: 30_000,
  failingCodes: [],
  silentCodes: [],
  random: Math.random,
};

export interface DeviceOptions {
  /** MQTT broker (mqtt://host:1883 or mqtts://): commands go over MQTT; unset: the simulated fleet. */
  mqttUrl?: string;
  /** Client id, share group, credentials and CA of the MQTT connection (MQTT_*). */
  mqtt?: Partial<Omit<MqttSettings, 'url'>>;
  /** The interval devices report their status at (ms, DEVICE_REPORT_MS). */
  reportMs?: number;
  /** A device silent this long is set offline (ms, DEVICE_OFFLINE_AFTER_MS, default 3 report intervals); 0: never. */
  offlineAfterMs?: number;
  /** How often the offline sweep runs (ms, real time). */
  offlineSweepMs?: number;
  /** Batching of the status reports (DEVICE_INGEST_*). */
  ingest?: Partial<IngestOptions>;
  /** Topic prefix: commands on <prefix>/<code>/command, replies on <prefix>/<code>/reply, reports on <prefix>/<code>/status. */
  topicPrefix: string;
  simulator: SimulatorOptions;
  /** A gateway to use instead (tests). */
  gateway?: DeviceGateway;
  /**
   * How often an event stream reads the log without being woken (ms, default 1,000): every process is woken by a
   * NOTIFY on the channel backroom_device_events when any process writes an entry; this is the fallback.
   */
  eventPollMs?: number;
}

function share(text: string | undefined, fallback: number, name: string): number {
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value < 0 || value > 1) throw new Error(`${name} must be a number from 0 to 1, got ${text}`);
  return value;
}

function millis(text: string | undefined, fallback: number, name: string): number {
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number of milliseconds, got ${text}`);
  return value;
}

const codes = (text: string | undefined) => (text ?? '').split(',').map((code) => code.trim()).filter(Boolean);

/** MQTT_URL, MQTT_TOPIC_PREFIX and DEVICE_SIM_* of the environment. */
export function deviceOptionsFromEnv(env: NodeJS.ProcessEnv): DeviceOptions {
  const simReportMs = millis(env.DEVICE_SIM_REPORT_MS, DEFAULT_SIMULATOR.reportMs, 'DEVICE_SIM_REPORT_MS');
  const reportMs = millis(env.DEVICE_REPORT_MS, simReportMs || DEFAULT_SIMULATOR.reportMs, 'DEVICE_REPORT_MS');
  const positive = (name: string, fallback: number) => {
    const value = millis(env[name], fallback, name);
    if (value === 0) throw new Error(`${name} must be above 0, got ${env[name]}`);
    return value;
  };
  return {
    mqttUrl: env.MQTT_URL || undefined,
    mqtt: {
      clientId: env.MQTT_CLIENT_ID || `backroom-server-${hostname()}-${env.PORT ?? 8080}`,
      shareGroup: env.MQTT_SHARE_GROUP ?? 'backroom',
      username: env.MQTT_USERNAME || undefined,
      password: env.MQTT_PASSWORD || undefined,
      caFile: env.MQTT_CA_FILE || undefined,
      sessionExpirySeconds: Math.round(millis(env.MQTT_SESSION_EXPIRY_MS, 300_000, 'MQTT_SESSION_EXPIRY_MS') / 1000),
      keepaliveSeconds: Math.max(1, Math.round(millis(env.MQTT_KEEPALIVE_MS, DEFAULT_KEEPALIVE_S * 1000, 'MQTT_KEEPALIVE_MS') / 1000)),
    },
    reportMs,
    // The simulated fleet without status reports (DEVICE_SIM_REPORT_MS=0) is never silent on purpose: no sweep.
    offlineAfterMs: millis(env.DEVICE_OFFLINE_AFTER_MS, !env.MQTT_URL && simReportMs === 0 && !env.DEVICE_REPORT_MS ? 0 : 3 * reportMs, 'DEVICE_OFFLINE_AFTER_MS'),
    ingest: {
      batchMs: positive('DEVICE_INGEST_BATCH_MS', DEFAULT_INGEST.batchMs),
      batchMax: positive('DEVICE_INGEST_BATCH_MAX', DEFAULT_INGEST.batchMax),
      maxPending: positive('DEVICE_INGEST_MAX_PENDING', DEFAULT_INGEST.maxPending),
    },
    topicPrefix: env.MQTT_TOPIC_PREFIX || 'backroom/devices',
    simulator: {
      latencyMs: millis(env.DEVICE_SIM_LATENCY_MS, DEFAULT_SIMULATOR.latencyMs, 'DEVICE_SIM_LATENCY_MS'),
      failureShare: share(env.DEVICE_SIM_FAILURE_SHARE, DEFAULT_SIMULATOR.failureShare, 'DEVICE_SIM_FAILURE_SHARE'),
      silentShare: share(env.DEVICE_SIM_SILENT_SHARE, DEFAULT_SIMULATOR.silentShare, 'DEVICE_SIM_SILENT_SHARE'),
      offlineShare: share(env.DEVICE_SIM_OFFLINE_SHARE, DEFAULT_SIMULATOR.offlineShare, 'DEVICE_SIM_OFFLINE_SHARE'),
      reportMs: simReportMs,
      failingCodes: codes(env.DEVICE_SIM_FAILING_CODES),
      silentCodes: codes(env.DEVICE_SIM_SILENT_CODES),
      random: Math.random,
    },
  };
}

/** The options of a server started without them (tests, scripts): the simulated fleet, without status reports. */
export function defaultDeviceOptions(overrides: Partial<DeviceOptions> = {}): DeviceOptions {
  return { topicPrefix: 'backroom/devices', simulator: { ...DEFAULT_SIMULATOR, reportMs: 0 }, ...overrides };
}

/** How the simulator decides one command: its fixed behaviour by code, else by the configured shares. */
export function behaviourOf(options: SimulatorOptions, code: string): SimBehaviour {
  if (options.silentCodes.includes(code)) return 'silent';
  if (options.failingCodes.includes(code)) return 'fail';
  const roll = options.random();
  if (roll < options.silentShare) return 'silent';
  if (roll < options.silentShare + options.failureShare) return 'fail';
  return 'ok';
}

export const jitter = (options: SimulatorOptions) => Math.round(options.latencyMs * (0.5 + options.random()));

/** The in-process simulated fleet: each device keeps its state and answers after a latency. */
export class SimulatedGateway implements DeviceGateway {
  readonly name = 'simulator' as const;
  private listener: GatewayListener = () => undefined;
  private readonly devices = new Map<string, SimDevice>();
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();
  private report: ReturnType<typeof setInterval> | null = null;
  private stopped = false;
  /** Per-code behaviour set by hand (tests, demos), over the options. */
  private readonly scripted = new Map<string, SimBehaviour>();

  constructor(readonly options: SimulatorOptions = DEFAULT_SIMULATOR) {}

  get reachable(): boolean {
    return !this.stopped;
  }

  async start(listener: GatewayListener, fleet: () => Promise<SimDeviceState[]>): Promise<void> {
    this.listener = listener;
    for (const state of await fleet()) this.devices.set(state.code, new SimDevice(state));
    if (this.options.reportMs > 0) {
      this.report = setInterval(() => this.reportAll(), this.options.reportMs);
      this.report.unref();
    }
  }

  /** Makes `code` answer ok, fail or stay silent from now on (null: back to the options). */
  script(code: string, behaviour: SimBehaviour | null): void {
    if (behaviour === null) this.scripted.delete(code);
    else this.scripted.set(code, behaviour);
  }

  private later(ms: number, fn: () => void): void {
    if (this.stopped) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      if (!this.stopped) fn();
    }, ms);
    this.timers.add(timer);
  }

  private deviceOf(code: string): SimDevice {
    let device = this.devices.get(code);
    if (!device) {
      device = new SimDevice({ code });
      this.devices.set(code, device);
    }
    return device;
  }

  async send(command: GatewayCommand): Promise<void> {
    if (this.stopped) throw new Error('the simulated fleet is stopped');
    const device = this.deviceOf(command.deviceCode);
    const behaviour = this.scripted.get(command.deviceCode) ?? behaviourOf(this.options, command.deviceCode);
    const latency = jitter(this.options);
    this.later(Math.floor(latency / 3), () => this.listener({ type: 'delivered', msgId: command.msgId, deviceCode: command.deviceCode }));
    if (behaviour === 'silent') return;
    this.later(latency, () => {
      const answer = device.execute(command.kind, command.params, behaviour);
      this.listener({ msgId: command.msgId, deviceCode: command.deviceCode, type: 'result', ...answer });
    });
  }

  private reportAll(): void {
    for (const device of this.devices.values()) {
      const online = this.options.random() >= this.options.offlineShare;
      this.listener({ type: 'status', deviceCode: device.state.code, online, ...(online ? { temperature: device.drift() } : {}) });
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    if (this.report) clearInterval(this.report);
    this.report = null;
  }
}

/** The MQTT connection the options ask for (a client id of its own when none is given: tests, tools). */
export function mqttSettingsOf(options: DeviceOptions): MqttSettings {
  return {
    url: options.mqttUrl ?? 'mqtt://127.0.0.1:1883',
    clientId: options.mqtt?.clientId ?? `backroom-server-${process.pid}-${Math.random().toString(36).slice(2, 8)}`,
    shareGroup: options.mqtt?.shareGroup ?? 'backroom',
    username: options.mqtt?.username,
    password: options.mqtt?.password,
    caFile: options.mqtt?.caFile,
    sessionExpirySeconds: options.mqtt?.sessionExpirySeconds ?? 300,
    keepaliveSeconds: options.mqtt?.keepaliveSeconds ?? DEFAULT_KEEPALIVE_S,
  };
}

/** The gateway the options ask for. */
export function gatewayOf(options: DeviceOptions): DeviceGateway {
  if (options.gateway) return options.gateway;
  if (options.mqttUrl) return new MqttGateway(mqttSettingsOf(options), options.topicPrefix);
  return new SimulatedGateway(options.simulator);
}
