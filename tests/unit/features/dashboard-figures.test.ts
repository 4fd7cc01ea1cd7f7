// The home page's figure cards and chart data as plain data (issue 5; spec §9 money and missing values).
import { describe, expect, it } from 'vitest';
import { Screen } from '../../../src/core/contract/index.ts';
import { salesData } from '../../../src/features/dashboard/chartSpecs.ts';
import { dashboardFigures } from '../../../src/features/dashboard/figures.ts';
import type { DashboardSummary } from '../../../src/core/contract/api/dashboard.ts';

const figures = { total: 13, online: 9, offline: 4, temperatureAlarm: 1, inventoryWarning: 5, alarm: 6 };
const SUMMARY: DashboardSummary = {
  devices: { ...figures, byType: [], byLifecycleState: [] },
  orders: { todayCount: 11, todaySales: 8_250, weekCount: 774, weekSales: 720_460 },
  pendingComplaints: 6,
  pendingReplenishments: 0,
  abnormalOrders: 5,
  todayStart: 0,
  weekStart: 0,
};

const flat = (summary: DashboardSummary) => Object.fromEntries(dashboardFigures(summary).flatMap((group) => group.figures).map((f) => [f.key, f]));

describe('dashboardFigures', () => {
  it('formats counts as they are and money from cents with 2 decimals', () => {
    const byKey = flat(SUMMARY);
    expect(Object.fromEntries(Object.entries(byKey).map(([key, f]) => [key, f.value]))).toEqual({
      online: '9', offline: '4', alarm: '6', todayOrders: '11', todaySales: '82.50', weekOrders: '774', weekSales: '7204.60',
      pendingComplaints: '6', pendingReplenishments: '0', abnormalOrders: '5',
    });
    expect(byKey.alarm.detail).toEqual({ key: 'shell.figureAlarmDetail', values: { temperature: '1', inventory: '5' } });
    expect(byKey.online.detail).toEqual({ key: 'shell.figureDeviceTotal', values: { total: '13' } });
  });

  it('shows —— for a figure the server left out', () => {
    const partial = { ...SUMMARY, orders: { ...SUMMARY.orders, weekSales: null }, abnormalOrders: undefined } as unknown as DashboardSummary;
    expect(flat(partial).weekSales.value).toBe('——');
    expect(flat(partial).abnormalOrders.value).toBe('——');
  });

  it('leaves out the device cards of an identity whose scope holds no device', () => {
    const none = { ...SUMMARY, devices: { ...SUMMARY.devices, total: 0, online: 0, offline: 0, alarm: 0 } };
    expect(dashboardFigures(none).map((group) => group.key)).toEqual(['orders', 'pending']);
    expect(dashboardFigures(SUMMARY).map((group) => group.key)).toEqual(['devices', 'orders', 'pending']);
  });

  it('draws attention only to what is off or waits', () => {
    const byKey = flat(SUMMARY);
    expect([byKey.offline.tone, byKey.alarm.tone, byKey.pendingReplenishments.tone, byKey.abnormalOrders.tone, byKey.weekSales.tone]).toEqual([
      'warning', 'danger', 'normal', 'danger', 'normal',
    ]);
  });

  it('each card names the screens it opens, best first', () => {
    const byKey = flat(SUMMARY);
    expect(byKey.abnormalOrders.screens).toEqual([Screen.abnormalOrders]);
    expect(byKey.pendingReplenishments.screens).toEqual([Screen.replenishmentPackages]);
    expect(byKey.pendingComplaints.screens).toEqual([Screen.complaints, Screen.riskComplaints]);
    expect(byKey.todaySales.screens).toEqual([Screen.orders]);
    expect(byKey.online.screens[0]).toBe(Screen.onlineReport);
  });
});

describe('salesData', () => {
  it('turns cents into yuan for the bars and keeps the 2-decimal text for reading', () => {
    expect(salesData([{ date: '2026-05-04', orders: 3, sales: 12_345 }])).toEqual([
      { day: '05-04', date: '2026-05-04', sales: 123.45, salesText: '123.45', orders: 3 },
    ]);
  });
});
