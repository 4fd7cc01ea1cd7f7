// Devices (spec §7 Vending machines, Cooler): the fleet of the caller's scope.
import { coolerPage, vendingMachinePage } from '../../../src/core/contract/api/devices.ts';
import { DeviceType } from '../../../src/core/contract/index.ts';
import { pageRequest } from '../../db/query.ts';
import { defineModule } from '../module.ts';
import { route } from '../route.ts';
import { pageDevices } from './repository.ts';
import { DEVICE_INSTALLED_AGE, DEVICES } from './seed-data.ts';
import { devices } from './tables.ts';

export default defineModule({
  name: 'devices',
  after: ['org'],
  scopedTables: [devices],

  routes(app) {
    const { orm } = app.db;
    route(app, vendingMachinePage, async ({ scope, query }) =>
      pageDevices(orm, scope, DeviceType.VENDING_MACHINE, { ...query, ...pageRequest(query) }));
    route(app, coolerPage, async ({ scope, query }) => pageDevices(orm, scope, DeviceType.COOLER, { ...query, ...pageRequest(query) }));
  },

  async seed(tx, { now }) {
    await tx.insert(devices).values(
      DEVICES.map((d) => ({
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
      })),
    );
  },
});
