// Devices (spec §3, §4, §7 Vending machines, IoT, Cooler; issue 10): the fleet of the caller's scope, its settings,
// bindings and lifecycle, commands as rows with states through a DeviceGateway (simulated fleet or MQTT), the
// operations log and its event stream.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db.ts';
import { registerAsyncapiRoute } from './asyncapi.ts';
import { defaultDeviceOptions, gatewayOf } from './gateway.ts';
import { DEFAULT_INGEST, StatusIngest } from './ingest.ts';
import { PresenceSweep } from './presence.ts';
import { defineModule } from '../module.ts';
import { CommandService } from './commands.ts';
import { registerFleetRoutes } from './fleet-routes.ts';
import { registerIotRoutes } from './iot-routes.ts';
import { EVENTS_CHANNEL, LogSignal } from './ops-log.ts';
import {
  DEVICE_INSTALLED_AGE, DEVICES, MODELS, extrasOf, lanesOf, onlineMinutesOf, openFailsOf,
} from './seed-data.ts';
import {
  deviceAgingRecords, deviceLanes, deviceModels, deviceOnlineDays, deviceOpenFails, deviceOpsLog, devices,
} from './tables.ts';
import { LifecycleState } from '../../../src/core/contract/index.ts';
import { businessDay, dateOfDay, OFFSET_MS, DAY_MS } from '../../db/calendar.ts';

/** The device commands, status ingestion and offline sweep of each app, by its database (tests and the bench read their figures). */
const services = new WeakMap<Db, CommandService>();

export function deviceServiceOf(app: FastifyInstance): CommandService {
  const service = services.get(app.db);
  if (!service) throw new Error('the devices module has not started');
  return service;
}

const ONLINE_REPORT_DAYS = 30;
const AGING_DAYS = 3;

export default defineModule({
  name: 'devices',
  after: ['org'],
  // Tables with integer ids that routes take (commands are found by their msgId text, scoped by their device).
  scopedTables: [devices, deviceOpsLog, deviceOpenFails],

  async routes(app) {
    const signal = new LogSignal();
    // Every process's event streams are woken by the entries any process on the database writes (issue 10).
    const stopListening = await app.db.listen(EVENTS_CHANNEL, () => signal.wake());
    signal.connect(() => app.db.query('SELECT pg_notify($1, $2)', [EVENTS_CHANNEL, '']));
    const options = app.config.devices ?? defaultDeviceOptions();
    const ingest = new StatusIngest(app.db.orm, app.config.clock, signal, app.log, { ...DEFAULT_INGEST, ...options.ingest });
    const presence = new PresenceSweep(app.db.orm, app.config.clock, signal, { offlineAfterMs: options.offlineAfterMs ?? 0, sweepMs: options.offlineSweepMs ?? 5_000 }, (error) =>
      app.log.error({ err: error }, 'device offline sweep failed'),
    );
    const commands = new CommandService(app.db.orm, app.config.clock, gatewayOf(options), signal, app.files, ingest, presence);
    services.set(app.db, commands);
    await commands.start();
    app.addHook('onClose', async () => {
      signal.close();
      await commands.stop();
      await stopListening();
    });
    registerFleetRoutes({ app, commands, signal });
    registerAsyncapiRoute(app, options);
    registerIotRoutes({ app, commands, signal });
  },

  async seed(tx, { now }) {
    await tx.insert(deviceModels).values(MODELS.map(([id, name, brand, deviceType]) => ({ id, name, brand, deviceType })));
    await tx.insert(devices).values(
      DEVICES.map((d, index) => ({
        id: d.id,
        orgId: d.orgId,
        deptId: d.deptId,
        deviceType: d.type,
        code: d.code,
        name: d.name,
        lifecycleState: d.lifecycle,
        online: d.offlineFor === null,
        temperature: d.temperature,
        temperatureMode: d.mode,
        temperatureAlarm: d.temperatureAlarm,
        inventoryWarnings: d.inventoryWarnings,
        locked: d.locked,
        place: d.place,
        lastOnlineAt: now - (d.offlineFor ?? 0),
        createdAt: now - DEVICE_INSTALLED_AGE,
        ...extrasOf(d, index),
      })),
    );
    await tx.insert(deviceLanes).values(DEVICES.flatMap((d) => lanesOf(d).map((lane) => ({ orgId: d.orgId, deviceId: d.id, ...lane }))));
    const fails = DEVICES.flatMap((d) => openFailsOf(d).map((fail) => ({ orgId: d.orgId, deptId: d.deptId, deviceId: d.id, reason: fail.reason, userPhone: fail.userPhone, createdAt: now - fail.age })));
    if (fails.length > 0) await tx.insert(deviceOpenFails).values(fails);
    const today = businessDay(now);
    const minutesToday = Math.floor((now + OFFSET_MS - today * DAY_MS) / 60_000);
    await tx.insert(deviceOnlineDays).values(
      DEVICES.flatMap((d) =>
        onlineMinutesOf(d, ONLINE_REPORT_DAYS, minutesToday).map((onlineMinutes, back) => ({
          orgId: d.orgId, deptId: d.deptId, deviceId: d.id, day: dateOfDay(today - back), onlineMinutes,
        })),
      ),
    );
    await tx.insert(deviceAgingRecords).values(
      DEVICES.map((d) => {
        const startedAt = d.lifecycle === LifecycleState.AWAITING_INIT ? now - DAY_MS : now - DEVICE_INSTALLED_AGE;
        const running = d.lifecycle === LifecycleState.AWAITING_INIT;
        return { orgId: d.orgId, deptId: d.deptId, deviceId: d.id, state: running ? ('running' as const) : ('finished' as const), startedAt, finishedAt: running ? null : startedAt + AGING_DAYS * DAY_MS };
      }),
    );
  },
});
