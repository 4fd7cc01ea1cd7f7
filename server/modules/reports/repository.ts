// The business report from the owning modules' functions: sales grouped by day and goods (orders), named devices
// and their places (devices).
import type { BusinessReport } from '../../../src/core/contract/api/reports.ts';
import { REPORT_TOP } from '../../../src/core/contract/api/reports.ts';
import { businessDay, dateOfDay } from '../../db/calendar.ts';
import type { Orm } from '../../db/db.ts';
import type { Scope } from '../../db/scope.ts';
import { devicesNamed } from '../devices/repository.ts';
import { salesGroupedBy } from '../orders/repository.ts';

type Figures = BusinessReport['totals'];

const zero = (): Figures => ({ orders: 0, sales: 0, refunds: 0 });
function add(into: Figures, row: Figures): void {
  into.orders += row.orders;
  into.sales += row.sales;
  into.refunds += row.refunds;
}
const bySales = <R extends Figures>(a: R, b: R) => b.sales - a.sales || b.orders - a.orders;

/** The report for [startTime, endTime] (both included) in the caller's scope. */
export async function businessReport(orm: Orm, scope: Scope, startTime: number, endTime: number): Promise<BusinessReport> {
  const to = endTime + 1;
  const [devices, goods, days] = [
    await salesGroupedBy(orm, scope, 'device', startTime, to),
    await salesGroupedBy(orm, scope, 'goods', startTime, to),
    await salesGroupedBy(orm, scope, 'day', startTime, to),
  ];
  const totals = zero();
  for (const row of devices) add(totals, row);

  const named = new Map((await devicesNamed(orm, scope, devices.map((row) => Number(row.key)))).map((device) => [device.id, device]));
  const byDevice = devices.flatMap((row) => {
    const device = named.get(Number(row.key));
    if (!device) return [];
    return [{ deviceId: device.id, code: device.code, name: device.name, place: device.place, deviceType: device.deviceType, orders: row.orders, sales: row.sales, refunds: row.refunds }];
  });

  const places = new Map<string, Figures & { place: string; devices: number }>();
  for (const row of byDevice) {
    const place = places.get(row.place) ?? { place: row.place, devices: 0, ...zero() };
    place.devices += 1;
    add(place, row);
    places.set(row.place, place);
  }

  const sold = new Map(days.map((day) => [Number(day.key), day]));
  const first = businessDay(startTime);
  const last = businessDay(endTime);
  const byDay = Array.from({ length: last - first + 1 }, (_, index) => {
    const day = first + index;
    const row = sold.get(day);
    return { date: dateOfDay(day), orders: row?.orders ?? 0, sales: row?.sales ?? 0, refunds: row?.refunds ?? 0 };
  });

  return {
    startTime,
    endTime,
    totals,
    byDay,
    byDevice: byDevice.sort(bySales).slice(0, REPORT_TOP),
    byPlace: [...places.values()].sort(bySales).slice(0, REPORT_TOP),
    byGoods: goods.map((row) => ({ goodsName: String(row.key), orders: row.orders, sales: row.sales, refunds: row.refunds })).slice(0, REPORT_TOP),
  };
}
