// Device exports (issue 11): vending machines and coolers, as the device lists show them (devices module's table,
// the same filters as GET vending_machine/page and cooler/page), by id.
import { and, asc, eq, ilike, or } from 'drizzle-orm';
import { coolerPage, vendingMachinePage } from '../../../../src/core/contract/api/devices.ts';
import { DeviceType, type LifecycleState } from '../../../../src/core/contract/index.ts';
import type { Orm } from '../../../db/db.ts';
import { containsPattern, when } from '../../../db/query.ts';
import { deptName, deptOf, inScope, type Scope } from '../../../db/scope.ts';
import { devices } from '../../devices/tables.ts';
import { depts } from '../../org/tables.ts';
import { col, defineExport, exportRows, MISSING, type ExportRows, type RowFrom } from './define.ts';

const ROW = {
  id: devices.id,
  code: devices.code,
  name: devices.name,
  lifecycleState: devices.lifecycleState,
  online: devices.online,
  temperature: devices.temperature,
  temperatureMode: devices.temperatureMode,
  temperatureAlarm: devices.temperatureAlarm,
  inventoryWarnings: devices.inventoryWarnings,
  locked: devices.locked,
  place: devices.place,
  deptName,
  lastOnlineAt: devices.lastOnlineAt,
};
type Row = RowFrom<typeof ROW>;

interface DeviceFilters {
  keyword?: string;
  lifecycleState?: number;
  online?: boolean;
}

function rowsOf(type: DeviceType) {
  return (orm: Orm, scope: Scope, filters: DeviceFilters): ExportRows<Row> => {
    const pattern = containsPattern(filters.keyword);
    return exportRows(ROW, orm
      .select(ROW)
      .from(devices)
      .innerJoin(depts, deptOf(devices))
      .where(
        and(
          inScope(scope, devices),
          eq(devices.deviceType, type),
          when(pattern, (p) => or(ilike(devices.code, p), ilike(devices.name, p), ilike(devices.place, p))),
          when(filters.lifecycleState, (state) => eq(devices.lifecycleState, state as LifecycleState)),
          when(filters.online, (online) => eq(devices.online, online)),
        ),
      )
      .orderBy(asc(devices.id)));
  };
}

/** spec §9: temperature −50 means not available. */
const temperature = (row: Row) => (row.temperature === -50 ? MISSING : `${row.temperature}℃`);

const columns = [
  col.text<Row>('设备编号', (row) => row.code),
  col.text<Row>('设备名称', (row) => row.name, 24),
  col.label<Row>('生命周期', 'vmLifecycleState', (row) => row.lifecycleState),
  col.yesNo<Row>('在线状态', (row) => row.online, '在线', '离线'),
  { header: '温度', width: 10, value: temperature },
  col.label<Row>('温度模式', 'temperatureMode', (row) => row.temperatureMode),
  col.yesNo<Row>('温度告警', (row) => row.temperatureAlarm, '是', '否'),
  col.text<Row>('库存预警数', (row) => row.inventoryWarnings, 12),
  col.yesNo<Row>('锁定状态', (row) => row.locked, '已锁定', '未锁定'),
  col.text<Row>('点位', (row) => row.place, 28),
  col.text<Row>('所属部门', (row) => row.deptName, 20),
  col.time<Row>('最后在线时间', (row) => row.lastOnlineAt),
];

export const deviceExports = [
  defineExport({
    type: 'vendingMachines', group: 'devices', name: '售货机列表', nameEn: 'Vending machines', list: vendingMachinePage,
    concepts: ['vmLifecycleState', 'temperatureMode'], columns, rows: rowsOf(DeviceType.VENDING_MACHINE),
  }),
  defineExport({
    type: 'coolers', group: 'devices', name: '智能冷柜列表', nameEn: 'Smart coolers', list: coolerPage,
    concepts: ['vmLifecycleState', 'temperatureMode'], columns, rows: rowsOf(DeviceType.COOLER),
  }),
];
