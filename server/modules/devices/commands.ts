// Commands to devices as rows with states (issue 10): queued → sent → delivered → succeeded | failed | timed_out, a server
// deadline one poll interval shorter than the client's, one command per conflict group and device at a time, replies
// correlated by msgId (from whichever server process hears them: every transition is a conditional update), every
// transition in the operations log.
import { takesCommands } from '../../../src/core/rules/commands.ts';
import { randomUUID } from 'node:crypto';
import { clearInterval, setInterval } from 'node:timers';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import {
  COMMAND_DEADLINE_MS, COMMANDS, FINAL_COMMAND_STATES,
} from '../../../src/core/contract/api/iot.ts';
import type { CommandKind, CommandState, CommandTicket } from '../../../src/core/contract/api/iot.ts';
import { Code, DEVICE_INVALID_MSGID, LifecycleState, POLL_MAX_MS_DEFAULT, POLL_MAX_MS_PICTURE, POLL_MAX_MS_PINGBACK, pollTimeoutText } from '../../../src/core/contract/index.ts';
import type { Clock } from '../../clock.ts';
import { afterCommit, insideAmbient } from '../../db/ambient.ts';
import type { Orm } from '../../db/db.ts';
import { deptOf, inScope, type Scope } from '../../db/scope.ts';
import { ApiError, businessError } from '../../errors.ts';
import type { Files } from '../../plugins/files.ts';
import { depts, users } from '../org/tables.ts';
import type { DeviceGateway, GatewayEvent } from './gateway.ts';
import type { StatusIngest } from './ingest.ts';
import { appendLog, type LogEntry, type LogSignal } from './ops-log.ts';
import type { PresenceSweep } from './presence.ts';
import type { DeviceRef } from './repository.ts';
import type { SimDeviceState } from './sim-device.ts';
import { deviceCommands, devices } from './tables.ts';

const OPEN: CommandState[] = ['queued', 'sent', 'delivered'];
const RUNNING: CommandState[] = ['sent', 'delivered'];
/** Finished commands are kept this long; then resp/{id} answers invalid_msgid (spec §4). */
export const COMMAND_RETENTION_MS = 7 * 24 * 3_600_000;
/** How often overdue commands are timed out and old ones purged, in real time (polls time them out at once too). */
const SWEEP_MS = 1_000;
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,64}$/;

const CLIENT_MAX_MS = { default: POLL_MAX_MS_DEFAULT, picture: POLL_MAX_MS_PICTURE, pingback: POLL_MAX_MS_PINGBACK } as const;

export interface Operator {
  id: number;
  name: string | null;
}

type CommandRow = typeof deviceCommands.$inferSelect;

function ticketOf(row: CommandRow): CommandTicket {
  const spec = COMMANDS[row.kind as CommandKind];
  return {
    msgId: row.id,
    deviceId: row.deviceId,
    kind: row.kind as CommandKind,
    state: row.state,
    resultKey: spec.resultKey,
    poll: spec.poll,
    deadline: row.deadlineAt,
    createTime: row.createdAt,
  };
}

/** 40515 / 40525 / 3502 for a device that cannot take a command now. */
export function commandRefusal(device: Pick<DeviceRef, 'lifecycleState' | 'online'>): ApiError | null {
  if (device.lifecycleState === LifecycleState.AWAITING_INIT) return businessError(Code.VM_NOT_INITIALISED);
  if (!takesCommands(device.lifecycleState)) return businessError(Code.DEVICE_NOT_OPERATING);
  if (!device.online) return businessError(Code.DEVICE_OFFLINE);
  return null;
}

export class CommandService {
  private sweeper: ReturnType<typeof setInterval> | null = null;
  private readonly pending = new Set<Promise<unknown>>();
  private readonly chains = new Map<string, Promise<void>>();
  private stopped = false;

  constructor(
    private readonly orm: Orm,
    private readonly clock: Clock,
    readonly gateway: DeviceGateway,
    private readonly signal: LogSignal,
    private readonly files: Files,
    /** Status reports, written in batches. */
    readonly ingest: StatusIngest,
    /** The sweep that sets silent devices offline. */
    readonly presence: PresenceSweep,
  ) {}

  async start(): Promise<void> {
    await this.gateway.start((event) => {
      if (event.type !== 'status') return this.track(this.inOrder(event));
      // Kept at once, unless another device finds no room: then the intake waits until it is kept.
      return this.ingest.take(event);
    }, () => this.onlineFleet());
    this.sweeper = setInterval(() => this.track(this.sweep()), SWEEP_MS);
    this.sweeper.unref();
    this.presence.start();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.sweeper) clearInterval(this.sweeper);
    this.sweeper = null;
    await this.presence.stop();
    await this.gateway.stop();
    await Promise.allSettled([...this.pending]);
    await this.ingest.stop();
  }

  /** Keeps background work awaited on close and its failures out of the process' unhandled rejections. */
  private track(work: Promise<unknown>): void {
    const guarded = work.catch(() => undefined);
    this.pending.add(guarded);
    void guarded.finally(() => this.pending.delete(guarded));
  }

  private async onlineFleet(): Promise<SimDeviceState[]> {
    const rows = await this.orm
      .select({
        code: devices.code,
        temperature: devices.temperature,
        targetTemperature: devices.targetTemperature,
        temperatureMode: devices.temperatureMode,
        compressorOn: devices.compressorOn,
        lightOn: devices.lightOn,
        screenOn: devices.screenOn,
      })
      .from(devices)
      .where(eq(devices.online, true));
    return rows.map((row) => ({ ...row, targetTemperature: row.targetTemperature ?? row.temperature }));
  }

  async operatorOf(userId: number): Promise<Operator> {
    const [row] = await this.orm.select({ name: users.name }).from(users).where(eq(users.id, userId));
    return { id: userId, name: row?.name ?? null };
  }

  private entry(row: CommandRow, code: string, state: CommandState, extra: Partial<LogEntry> = {}): LogEntry {
    return {
      orgId: row.orgId,
      deptId: row.deptId,
      deviceId: row.deviceId,
      deviceCode: code,
      msgId: row.id,
      action: row.kind,
      state,
      at: this.clock.now(),
      ...extra,
    };
  }

  /**
   * A new command to `device` (checked in scope by the caller): refused at once when the device cannot take it, the
   * existing one for a repeated Idempotency-Key, else a queued row that is sent when its conflict group is free.
   */
  async send(device: DeviceRef, operator: Operator, kind: CommandKind, params: Record<string, unknown>, idempotencyKey?: string): Promise<CommandTicket> {
    if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY.test(idempotencyKey)) {
      throw new ApiError(400, Code.BAD_INPUT, '请检查输入参数: headers/idempotency-key must be 1 to 64 visible ASCII characters');
    }
    if (idempotencyKey) {
      const existing = await this.byIdempotencyKey(device.orgId, operator.id, idempotencyKey);
      if (existing) return ticketOf(existing);
    }
    const refusal = commandRefusal(device);
    if (refusal) throw refusal;
    // The broker is gone: said at once (the panel shows 3503), not as a command that fails later.
    if (!this.gateway.reachable) throw businessError(Code.DEVICE_NETWORK_UNREACHABLE);
    const spec = COMMANDS[kind];
    const now = this.clock.now();
    const row: CommandRow = {
      id: randomUUID(),
      orgId: device.orgId,
      deptId: device.deptId,
      deviceId: device.id,
      kind,
      conflictGroup: spec.group,
      params: JSON.stringify(params),
      state: 'queued',
      result: null,
      idempotencyKey: idempotencyKey ?? null,
      operatorId: operator.id,
      operatorName: operator.name,
      createdAt: now,
      deadlineAt: now + COMMAND_DEADLINE_MS[spec.poll],
      sentAt: null,
      finishedAt: null,
    };
    const inserted = await this.orm.insert(deviceCommands).values(row).onConflictDoNothing().returning();
    if (inserted.length === 0 && idempotencyKey) {
      // The same key raced in from another request: answer the one that won.
      const existing = await this.byIdempotencyKey(device.orgId, operator.id, idempotencyKey);
      if (existing) return ticketOf(existing);
    }
    await appendLog(this.orm, this.entry(row, device.code, 'queued', { operatorId: operator.id, operatorName: operator.name, params }), this.signal);
    const sent = await this.dispatch(device.id, device.code, spec.group);
    return ticketOf(sent?.id === row.id ? sent : ((await this.byId(row.id)) ?? row));
  }

  private async byIdempotencyKey(orgId: number, operatorId: number, key: string): Promise<CommandRow | null> {
    const [row] = await this.orm
      .select()
      .from(deviceCommands)
      .where(and(eq(deviceCommands.orgId, orgId), eq(deviceCommands.operatorId, operatorId), eq(deviceCommands.idempotencyKey, key)));
    return row ?? null;
  }

  private async byId(id: string): Promise<CommandRow | null> {
    const [row] = await this.orm.select().from(deviceCommands).where(eq(deviceCommands.id, id));
    return row ?? null;
  }

  /**
   * Sends the oldest queued command of a device's conflict group when none of the group is running. The device row is
   * locked for the decision, so two server processes never send two commands of one group at once.
   */
  private async dispatch(deviceId: number, code: string, group: string): Promise<CommandRow | null> {
    const now = this.clock.now();
    const next = await this.orm.transaction(async (tx) => {
      await tx.select({ id: devices.id }).from(devices).where(eq(devices.id, deviceId)).for('update');
      const running = await tx
        .select({ id: deviceCommands.id })
        .from(deviceCommands)
        .where(and(eq(deviceCommands.deviceId, deviceId), eq(deviceCommands.conflictGroup, group), inArray(deviceCommands.state, RUNNING)))
        .limit(1);
      if (running.length > 0) return null;
      const [queued] = await tx
        .select({ id: deviceCommands.id })
        .from(deviceCommands)
        .where(and(eq(deviceCommands.deviceId, deviceId), eq(deviceCommands.conflictGroup, group), eq(deviceCommands.state, 'queued')))
        .orderBy(asc(deviceCommands.createdAt), asc(deviceCommands.id))
        .limit(1);
      if (!queued) return null;
      const [sent] = await tx
        .update(deviceCommands)
        .set({ state: 'sent', sentAt: now })
        .where(and(eq(deviceCommands.id, queued.id), eq(deviceCommands.state, 'queued')))
        .returning();
      if (sent) await appendLog(tx, this.entry(sent, code, 'sent'));
      return sent ?? null;
    });
    if (!next) return null;
    this.signal.nudge();
    const deliver = async (): Promise<boolean> => {
      try {
        await this.gateway.send({ msgId: next.id, deviceCode: code, kind: next.kind as CommandKind, params: JSON.parse(next.params ?? '{}') as Record<string, unknown>, deadline: next.deadlineAt });
        return true;
      } catch (error) {
        await this.finish(next.id, 'failed', { error: `not delivered: ${error instanceof Error ? error.message : String(error)}`, code: Code.DEVICE_NETWORK_UNREACHABLE });
        return false;
      }
    };
    // Inside a staff write's transaction (the audit trail's) the device hears of the command only once its row is
    // committed: its answer updates the row from another connection, which would wait for this one.
    if (insideAmbient()) {
      afterCommit(() => this.track(deliver()));
      return next;
    }
    return (await deliver()) ? next : ((await this.byId(next.id)) ?? next);
  }

  /** Moves an open command to a final state (once, whichever process gets there first), logs it, frees its group. */
  private async finish(msgId: string, state: CommandState, result: Record<string, unknown> | null): Promise<boolean> {
    const now = this.clock.now();
    // The row and its log entry in one transaction: whoever sees the final state sees its entry too.
    const done = await this.orm.transaction(async (tx) => {
      const [row] = await tx
        .update(deviceCommands)
        .set({ state, result: result === null ? null : JSON.stringify(result), finishedAt: now })
        .where(and(eq(deviceCommands.id, msgId), inArray(deviceCommands.state, OPEN)))
        .returning();
      if (!row) return null;
      const [device] = await tx.select({ code: devices.code }).from(devices).where(eq(devices.id, row.deviceId));
      const code = device?.code ?? '';
      await appendLog(tx, this.entry(row, code, state, { result, latencyMs: now - row.createdAt }));
      if (state === 'succeeded' && result) await this.mirror(tx, row, result);
      return { row, code };
    });
    if (!done) return false;
    this.signal.nudge();
    if (!this.stopped) await this.dispatch(done.row.deviceId, done.code, done.row.conflictGroup);
    return true;
  }

  /** What a succeeded command changed on the device, kept on its row (the lists show it). */
  private async mirror(tx: Orm, row: CommandRow, result: Record<string, unknown>): Promise<void> {
    const set: Partial<typeof devices.$inferInsert> = {};
    if (typeof result.temperature === 'number') Object.assign(set, { temperature: result.temperature, targetTemperature: result.temperature });
    if (typeof result.temperatureMode === 'number') set.temperatureMode = result.temperatureMode as typeof set.temperatureMode;
    if (typeof result.compressor === 'boolean') set.compressorOn = result.compressor;
    if (typeof result.light === 'boolean') set.lightOn = result.light;
    if (typeof result.screen === 'boolean') set.screenOn = result.screen;
    if (Object.keys(set).length > 0) await tx.update(devices).set(set).where(eq(devices.id, row.deviceId));
  }

  /** What a device says about one command is handled in the order it said it (the ack before the result). */
  private inOrder(event: GatewayEvent): Promise<void> {
    if (event.type === 'status') return Promise.resolve();
    const key = event.msgId;
    const previous = this.chains.get(key) ?? Promise.resolve();
    const next = previous.then(() => this.onGatewayEvent(event)).catch(() => undefined);
    this.chains.set(key, next);
    void next.then(() => {
      if (this.chains.get(key) === next) this.chains.delete(key);
    });
    return next;
  }

  private async onGatewayEvent(event: GatewayEvent): Promise<void> {
    if (event.type === 'status') return;
    if (event.type === 'delivered') {
      const delivered = await this.orm.transaction(async (tx) => {
        const [row] = await tx
          .update(deviceCommands)
          .set({ state: 'delivered' })
          .where(and(eq(deviceCommands.id, event.msgId), eq(deviceCommands.state, 'sent')))
          .returning();
        if (row) await appendLog(tx, this.entry(row, event.deviceCode, 'delivered'));
        return row !== undefined;
      });
      if (delivered) this.signal.nudge();
      return;
    }
    if (!event.ok) {
      await this.finish(event.msgId, 'failed', { error: event.error, code: event.code ?? null });
      return;
    }
    let result = event.result;
    if (typeof result.image === 'string') result = await this.storePicture(event.msgId, result);
    await this.finish(event.msgId, 'succeeded', result);
  }

  /** A captured picture is kept in the file store; the answer carries a signed link to it. */
  private async storePicture(msgId: string, result: Record<string, unknown>): Promise<Record<string, unknown>> {
    const [row] = await this.orm.select({ orgId: deviceCommands.orgId }).from(deviceCommands).where(eq(deviceCommands.id, msgId));
    if (!row) return result;
    const { image, mime, ...rest } = result;
    const extension = mime === 'image/jpeg' ? 'jpg' : mime === 'image/png' ? 'png' : 'svg';
    const key = `${row.orgId}/devices/${msgId}.${extension}`;
    await this.files.store.put(key, Buffer.from(String(image), 'base64'));
    return { ...rest, pictureUrl: this.files.link(key), takenAt: this.clock.now() };
  }

  /** Times out every open command past its deadline (under the server's clock) and purges old finished ones. */
  async sweep(): Promise<void> {
    if (this.stopped) return;
    const now = this.clock.now();
    const overdue = await this.orm
      .select({ id: deviceCommands.id })
      .from(deviceCommands)
      .where(and(inArray(deviceCommands.state, OPEN), lte(deviceCommands.deadlineAt, now)))
      .limit(500);
    for (const { id } of overdue) await this.timeOut(id);
    await this.orm.delete(deviceCommands).where(and(inArray(deviceCommands.state, [...FINAL_COMMAND_STATES]), lte(deviceCommands.finishedAt, now - COMMAND_RETENTION_MS)));
  }

  private timeOut(msgId: string): Promise<boolean> {
    return this.finish(msgId, 'timed_out', { error: 'the device did not answer before the deadline', code: Code.POLL_TIMEOUT });
  }

  /**
   * GET resp/{id}: null while open, the answer once final, 4402 once timed out, 'invalid_msgid' for an id unknown,
   * purged, or outside the caller's scope.
   */
  async response(scope: Scope, msgId: string): Promise<Record<string, unknown> | typeof DEVICE_INVALID_MSGID | null> {
    const find = () =>
      this.orm
        .select({ command: deviceCommands })
        .from(deviceCommands)
        .innerJoin(devices, eq(devices.id, deviceCommands.deviceId))
        .innerJoin(depts, deptOf(devices))
        .where(and(eq(deviceCommands.id, msgId), inScope(scope, devices)))
        .then((rows) => rows[0]?.command ?? null);
    let row = await find();
    if (!row) return DEVICE_INVALID_MSGID;
    if (OPEN.includes(row.state) && row.deadlineAt <= this.clock.now()) {
      await this.timeOut(row.id);
      row = (await find()) ?? row;
    }
    if (OPEN.includes(row.state)) return null;
    if (row.state === 'timed_out') {
      const seconds = CLIENT_MAX_MS[COMMANDS[row.kind as CommandKind].poll] / 1000;
      throw businessError(Code.POLL_TIMEOUT, `${pollTimeoutText(seconds)}：设备在 ${row.deadlineAt - row.createdAt} ms 内未响应`);
    }
    return JSON.parse(row.result ?? '{}') as Record<string, unknown>;
  }

  /** Open commands now (bench, tests). */
  async openCount(): Promise<number> {
    const [row] = await this.orm.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(deviceCommands).where(inArray(deviceCommands.state, OPEN));
    return row?.n ?? 0;
  }
}
