// The IoT calls of spec §7 (commands, their answers, the operations log), the cooler calls, and the event stream.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  coolerCompressorImport, coolerCompressorTemplate, coolerLowStat,
  coolerMachineInfo, coolerModelByBrand, coolerPicture, coolerPingback, coolerResp, coolerRestart, coolerSystemStatus,
} from '../../../src/core/contract/api/cooler.ts';
import {
  boxReboot, iotBulkCommand, iotComprOff, iotComprOn, iotEvents, iotForceRestart, iotLightOrScreenOff, iotLightOrScreenOn,
  iotNfcRestart, iotOpsLogList, iotResp, iotSendCommandAction, iotSetTempMode, iotTempSet, iotUploadLog,
  machineAgingForceFinish, vmNfcCheckDeviceSn,
} from '../../../src/core/contract/api/iot.ts';
import type { BulkCommandResult, CommandKind, OpsLogRow } from '../../../src/core/contract/api/iot.ts';
import { Code, DeviceType, LifecycleState } from '../../../src/core/contract/index.ts';
import { pageRequest } from '../../db/query.ts';
import { deptOf, inScope, type Scope } from '../../db/scope.ts';
import { ApiError, badInput, notFound } from '../../errors.ts';
import { explainedTemplate } from '../../imports/explained.ts';
import { importFileOf, readTable } from '../../imports/read.ts';
import { depts } from '../org/tables.ts';
import { route } from '../route.ts';
import type { DevicesContext } from './fleet-routes.ts';
import { compressorColumns, compressorPlans } from './compressor-import.ts';
import { appendLog, entriesAfter, lastEntryId, pageLog } from './ops-log.ts';
import { deviceDetail, deviceInScope, devicesInScope, ROW, type DeviceRef } from './repository.ts';
import { deviceAgingRecords, deviceModels, devices } from './tables.ts';

/** Event streams end on server close (fastify waits for open connections otherwise). */
const HEARTBEAT_MS = 15_000;
const BACKLOG_MAX = 1_000;
const STREAM_POLL_MS = 1_000;

export function registerIotRoutes({ app, commands, signal }: DevicesContext): void {
  const { orm } = app.db;
  const clock = app.config.clock;

  async function found(scope: Scope, id: number, type?: DeviceType): Promise<DeviceRef> {
    const device = await deviceInScope(orm, scope, id, type);
    if (!device) throw notFound(type === DeviceType.COOLER ? `cooler ${id}` : `device ${id}`);
    return device;
  }
  const keyOf = (request: FastifyRequest): string | undefined => {
    const value = request.headers['idempotency-key'];
    return Array.isArray(value) ? value[0] : value;
  };
  async function command(request: FastifyRequest, scope: Scope, id: number, kind: CommandKind, params: Record<string, unknown> = {}, type?: DeviceType) {
    const device = await found(scope, id, type);
    return commands.send(device, await commands.operatorOf(scope.userId), kind, params, keyOf(request));
  }

  route(app, iotResp, async ({ scope, params }) => commands.response(scope, params.id));
  route(app, coolerResp, async ({ scope, params }) => commands.response(scope, params.id));

  route(app, iotTempSet, async (request) => command(request, request.scope, request.params.id, 'tempSet', { temp: request.query.temp }));
  route(app, iotSendCommandAction, async (request) => command(request, request.scope, request.params.a, 'action', { action: request.params.b }));
  route(app, iotForceRestart, async (request) => command(request, request.scope, request.params.id, 'forceRestart'));
  route(app, iotComprOn, async (request) => command(request, request.scope, request.body.id, 'comprOn'));
  route(app, iotComprOff, async (request) => command(request, request.scope, request.body.id, 'comprOff'));
  route(app, iotSetTempMode, async (request) => command(request, request.scope, request.params.id, 'setTempMode', { mode: request.body.mode }));
  route(app, iotLightOrScreenOn, async (request) =>
    command(request, request.scope, request.params.id, request.body.target === 'light' ? 'lightOn' : 'screenOn'));
  route(app, iotLightOrScreenOff, async (request) =>
    command(request, request.scope, request.params.id, request.body.target === 'light' ? 'lightOff' : 'screenOff'));
  route(app, iotUploadLog, async (request) => command(request, request.scope, request.body.id, 'uploadLog'));
  route(app, iotNfcRestart, async (request) => command(request, request.scope, request.params.id, 'nfcRestart'));
  route(app, boxReboot, async (request) => command(request, request.scope, request.params.id, 'boxReboot'));

  route(app, iotBulkCommand, async (request) => {
    const { scope, body } = request;
    if (body.kind === 'tempSet' && body.temp === undefined) throw badInput("body/temp is required for tempSet");
    if (body.kind === 'setTempMode' && body.mode === undefined) throw badInput('body/mode is required for setTempMode');
    const params = body.kind === 'tempSet' ? { temp: body.temp } : body.kind === 'setTempMode' ? { mode: body.mode } : {};
    const refs = new Map((await devicesInScope(orm, scope, body.ids)).map((ref) => [ref.id, ref]));
    const operator = await commands.operatorOf(scope.userId);
    const key = keyOf(request);
    const results: BulkCommandResult[] = [];
    for (const id of [...new Set(body.ids)]) {
      const device = refs.get(id);
      if (!device) {
        results.push({ id, status: Code.NOT_FOUND, msg: '设备不存在', ticket: null });
        continue;
      }
      try {
        const ticket = await commands.send(device, operator, body.kind, params, key ? `${key}:${id}` : undefined);
        results.push({ id, status: 200, msg: 'success', ticket });
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        results.push({ id, status: error.status, msg: error.message, ticket: null });
      }
    }
    return { results };
  });

  route(app, iotOpsLogList, async ({ scope, params, query }) => {
    const device = await found(scope, params.vmId);
    return pageLog(orm, device.id, pageRequest(query));
  });

  route(app, vmNfcCheckDeviceSn, async ({ scope, query }) => {
    // Only the caller's organisation is asked about: another organisation's readers are none of its business.
    const [holder] = await orm.select({ id: devices.id }).from(devices).where(and(eq(devices.nfcSn, query.deviceSn), eq(devices.orgId, scope.orgId)));
    if (!holder) return { free: true, bound: null };
    const own = await deviceInScope(orm, scope, holder.id);
    return { free: false, bound: own?.code ?? null };
  });

  route(app, machineAgingForceFinish, async ({ scope, body }) => {
    const device = await found(scope, body.id);
    const [record] = await orm
      .select()
      .from(deviceAgingRecords)
      .where(eq(deviceAgingRecords.deviceId, device.id))
      .orderBy(desc(deviceAgingRecords.id))
      .limit(1);
    if (!record) throw notFound(`aging record of device ${device.id}`);
    if (record.state !== 'running') return { id: record.id, deviceId: record.deviceId, state: record.state, startTime: record.startedAt, finishTime: record.finishedAt };
    const now = clock.now();
    const [done] = await orm
      .update(deviceAgingRecords)
      .set({ state: 'forceFinished', finishedAt: now })
      .where(and(eq(deviceAgingRecords.id, record.id), eq(deviceAgingRecords.state, 'running')))
      .returning();
    if (device.lifecycleState === LifecycleState.AWAITING_INIT) {
      await orm.update(devices).set({ lifecycleState: LifecycleState.AWAITING_LAUNCH }).where(and(eq(devices.id, device.id), eq(devices.lifecycleState, LifecycleState.AWAITING_INIT)));
    }
    const operator = await commands.operatorOf(scope.userId);
    await appendLog(
      orm,
      {
        orgId: device.orgId, deptId: device.deptId, deviceId: device.id, deviceCode: device.code, action: 'agingFinish', state: 'done',
        operatorId: operator.id, operatorName: operator.name, params: { recordId: record.id }, at: now,
      },
      signal,
    );
    const row = done ?? record;
    return { id: row.id, deviceId: row.deviceId, state: row.state, startTime: row.startedAt, finishTime: row.finishedAt };
  });

  // Coolers.
  route(app, coolerMachineInfo, async ({ scope, params }) => {
    const detail = await deviceDetail(orm, scope, params.id, DeviceType.COOLER);
    if (!detail) throw notFound(`cooler ${params.id}`);
    return detail;
  });
  route(app, coolerSystemStatus, async (request) => command(request, request.scope, request.params.id, 'systemStatus', {}, DeviceType.COOLER));
  route(app, coolerRestart, async (request) => command(request, request.scope, request.params.id, 'restart', {}, DeviceType.COOLER));
  route(app, coolerPicture, async (request) => command(request, request.scope, request.params.id, 'picture', {}, DeviceType.COOLER));
  route(app, coolerPingback, async (request) => command(request, request.scope, request.params.id, 'pingback', {}, DeviceType.COOLER));

  route(app, coolerLowStat, async ({ scope }) => {
    const where = and(inScope(scope, devices), eq(devices.deviceType, DeviceType.COOLER), sql`${devices.lifecycleState} <> ${LifecycleState.WITHDRAWN}`);
    const [figures] = await orm
      .select({
        coolers: sql<number>`count(*)`.mapWith(Number),
        lowStock: sql<number>`count(*) FILTER (WHERE ${devices.inventoryWarnings} > 0)`.mapWith(Number),
        lowLanes: sql<number>`coalesce(sum(${devices.inventoryWarnings}), 0)`.mapWith(Number),
        temperatureAlarm: sql<number>`count(*) FILTER (WHERE ${devices.temperatureAlarm})`.mapWith(Number),
        offline: sql<number>`count(*) FILTER (WHERE NOT ${devices.online})`.mapWith(Number),
      })
      .from(devices)
      .innerJoin(depts, deptOf(devices))
      .where(where);
    const rows = await orm
      .select(ROW)
      .from(devices)
      .innerJoin(depts, deptOf(devices))
      .where(and(where, sql`${devices.inventoryWarnings} > 0`))
      .orderBy(desc(devices.inventoryWarnings), devices.code)
      .limit(50);
    return { ...(figures ?? { coolers: 0, lowStock: 0, lowLanes: 0, temperatureAlarm: 0, offline: 0 }), rows };
  });

  route(app, coolerModelByBrand, async ({ query }) => {
    const brand = query.brand?.trim();
    return orm
      .select({ id: deviceModels.id, name: deviceModels.name, brand: deviceModels.brand, deviceType: deviceModels.deviceType })
      .from(deviceModels)
      .where(and(eq(deviceModels.deviceType, DeviceType.COOLER), brand ? sql`${deviceModels.brand} ILIKE ${`%${brand.replace(/[\\%_]/g, '\\$&')}%`}` : undefined))
      .orderBy(deviceModels.id);
  });

  /** The coolers of the caller's scope, by code: the ones a compressor plan may name. */
  const coolersOf = (scope: Scope) =>
    orm
      .select({ id: devices.id, orgId: devices.orgId, deptId: devices.deptId, code: devices.code, name: devices.name })
      .from(devices)
      .innerJoin(depts, deptOf(devices))
      .where(and(inScope(scope, devices), eq(devices.deviceType, DeviceType.COOLER)))
      .orderBy(devices.code);

  route(app, coolerCompressorTemplate, async ({ scope }, reply) =>
    reply
      .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', `attachment; filename="compressor-template.xlsx"; filename*=UTF-8''${encodeURIComponent('压缩机控制导入模板.xlsx')}`)
      .header('cache-control', 'no-store')
      .send(await explainedTemplate(compressorColumns(await coolersOf(scope)))),
  );

  route(app, coolerCompressorImport, async (request) => {
    const { scope } = request;
    const file = await importFileOf(request as unknown as FastifyRequest);
    const coolers = await coolersOf(scope);
    const outcome = compressorPlans(await readTable(file.fileName, file.body), coolers);
    if (outcome.errors.length > 0) return { imported: 0, errors: outcome.errors };
    const rows = outcome.plans;
    const byCode = new Map(coolers.map((cooler) => [cooler.code, cooler]));
    const operator = await commands.operatorOf(scope.userId);
    const now = clock.now();
    await orm.transaction(async (tx) => {
      for (const row of rows) {
        const cooler = byCode.get(row.code);
        if (!cooler) continue;
        await tx.update(devices).set({ compressorOnTime: row.onTime, compressorOffTime: row.offTime }).where(eq(devices.id, cooler.id));
      }
      await appendLog(
        tx,
        rows.flatMap((row) => {
          const cooler = byCode.get(row.code);
          return cooler
            ? [{
                orgId: cooler.orgId, deptId: cooler.deptId, deviceId: cooler.id, deviceCode: cooler.code, action: 'compressorPlan', state: 'done',
                operatorId: operator.id, operatorName: operator.name, params: { onTime: row.onTime, offTime: row.offTime }, at: now,
              }]
            : [];
        }),
      );
    });
    signal.nudge();
    return { imported: rows.length, errors: [] };
  });

  // Server-sent events of the operations log.
  const streams = new Set<FastifyReply>();
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
    signal.close();
    for (const reply of streams) reply.raw.end();
    streams.clear();
  });

  const frame = (row: OpsLogRow) => `id: ${row.id}\nevent: ${row.msgId ? 'command' : 'operation'}\ndata: ${JSON.stringify(row)}\n\n`;

  route(app, iotEvents, async (request, reply) => {
    const { scope, query } = request;
    const header = request.headers['last-event-id'];
    const headerId = typeof header === 'string' && /^\d{1,15}$/.test(header) ? Number(header) : undefined;
    const resume = headerId ?? query.lastEventId;
    let lastId = resume ?? (await lastEntryId(orm));
    const live = String(request.headers.accept ?? '').includes('text/event-stream');
    // Read before the reply is taken over, so a failure still answers the envelope.
    let seen = signal.generation;
    const backlog = await entriesAfter(orm, scope, lastId, BACKLOG_MAX);
    reply.hijack();
    const raw = reply.raw;
    // The headers the hooks set (CORS for an embedding page on another origin, security headers) go out as on every route.
    const hooked = Object.fromEntries(Object.entries(reply.getHeaders()).filter((entry): entry is [string, string | number | string[]] => entry[1] !== undefined));
    raw.writeHead(200, {
      ...hooked,
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
    });
    raw.write('retry: 2000\n\n');
    for (const row of backlog) raw.write(frame(row));
    lastId = backlog.at(-1)?.id ?? lastId;
    // Not an EventSource (no Accept: text/event-stream): the backlog alone, then the stream ends.
    if (!live || closing) {
      raw.end();
      return reply;
    }
    streams.add(reply);
    let open = true;
    raw.on('close', () => {
      open = false;
      streams.delete(reply);
    });
    void (async () => {
      let quietSince = Date.now();
      while (open && !closing) {
        await signal.wait(app.config.devices?.eventPollMs ?? STREAM_POLL_MS, seen);
        if (!open || closing) break;
        seen = signal.generation;
        try {
          const rows = await entriesAfter(orm, scope, lastId, BACKLOG_MAX);
          for (const row of rows) raw.write(frame(row));
          if (rows.length > 0) {
            lastId = rows.at(-1)?.id ?? lastId;
            quietSince = Date.now();
          } else if (Date.now() - quietSince >= HEARTBEAT_MS) {
            raw.write(': keep-alive\n\n');
            quietSince = Date.now();
          }
        } catch {
          break;
        }
      }
      if (open) raw.end();
    })();
    return reply;
  });
}

