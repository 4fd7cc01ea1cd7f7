// The figure cards of the home page (issue 5) as plain data: what each shows, how its value is formatted
// (spec §9: money from cents with 2 decimals, missing values ——) and which screens it opens, best first.
import type { TextKey } from '../../ui/i18n/index.ts';
import { Screen } from '../../core/contract/index.ts';
import type { ScreenName } from '../../core/contract/index.ts';
import { formatMoney, formatValue } from '../../core/format/index.ts';
import type { DashboardSummary } from '../../core/contract/api/dashboard.ts';

export type FigureKey =
  | 'online'
  | 'offline'
  | 'alarm'
  | 'todayOrders'
  | 'todaySales'
  | 'weekOrders'
  | 'weekSales'
  | 'pendingComplaints'
  | 'pendingReplenishments'
  | 'abnormalOrders';

/** How a card draws attention: only when something is off or waits. */
export type FigureTone = 'normal' | 'success' | 'warning' | 'danger';

export interface Figure {
  key: FigureKey;
  /** i18n key of the card's label. */
  label: TextKey;
  /** Formatted for display. */
  value: string;
  /** i18n key and values of a second line. */
  detail?: { key: TextKey; values: Partial<Record<'total' | 'temperature' | 'inventory', string>> };
  tone: FigureTone;
  /** The screens the card opens, first one the user's menus hold wins. */
  screens: readonly ScreenName[];
}

export interface FigureGroup {
  key: 'devices' | 'orders' | 'pending';
  /** i18n key of the group's heading. */
  title: TextKey;
  figures: Figure[];
}

const DEVICE_SCREENS: readonly ScreenName[] = [Screen.vendingMachines, Screen.coolers];
const ONLINE_SCREENS: readonly ScreenName[] = [Screen.onlineReport, ...DEVICE_SCREENS];

const toneIf = (count: number, tone: FigureTone): FigureTone => (count > 0 ? tone : 'normal');

/** The identity has devices to show: staff whose scope holds none (a count of 0) see no device cards and no device chart. */
function hasDevices(summary: DashboardSummary): boolean {
  return summary.devices?.total !== 0;
}

export function dashboardFigures(summary: DashboardSummary): FigureGroup[] {
  const groups = allFigures(summary);
  return hasDevices(summary) ? groups : groups.filter((group) => group.key !== 'devices');
}

function allFigures(summary: DashboardSummary): FigureGroup[] {
  const { devices, orders } = summary;
  return [
    {
      key: 'devices',
      title: 'shell.dashboardDevices',
      figures: [
        {
          key: 'online',
          label: 'shell.figureOnline',
          value: formatValue(devices.online),
          detail: { key: 'shell.figureDeviceTotal', values: { total: formatValue(devices.total) } },
          tone: 'success',
          screens: ONLINE_SCREENS,
        },
        { key: 'offline', label: 'shell.figureOffline', value: formatValue(devices.offline), tone: toneIf(devices.offline, 'warning'), screens: ONLINE_SCREENS },
        {
          key: 'alarm',
          label: 'shell.figureAlarm',
          value: formatValue(devices.alarm),
          detail: {
            key: 'shell.figureAlarmDetail',
            values: { temperature: formatValue(devices.temperatureAlarm), inventory: formatValue(devices.inventoryWarning) },
          },
          tone: toneIf(devices.alarm, 'danger'),
          screens: DEVICE_SCREENS,
        },
      ],
    },
    {
      key: 'orders',
      title: 'shell.dashboardOrders',
      figures: [
        { key: 'todayOrders', label: 'shell.figureTodayOrders', value: formatValue(orders.todayCount), tone: 'normal', screens: [Screen.orders] },
        { key: 'todaySales', label: 'shell.figureTodaySales', value: formatMoney(orders.todaySales), tone: 'normal', screens: [Screen.orders] },
        { key: 'weekOrders', label: 'shell.figureWeekOrders', value: formatValue(orders.weekCount), tone: 'normal', screens: [Screen.orders] },
        { key: 'weekSales', label: 'shell.figureWeekSales', value: formatMoney(orders.weekSales), tone: 'normal', screens: [Screen.orders] },
      ],
    },
    {
      key: 'pending',
      title: 'shell.dashboardPending',
      figures: [
        {
          key: 'pendingComplaints',
          label: 'shell.figurePendingComplaints',
          value: formatValue(summary.pendingComplaints),
          tone: toneIf(summary.pendingComplaints, 'warning'),
          screens: [Screen.complaints, Screen.riskComplaints],
        },
        {
          key: 'pendingReplenishments',
          label: 'shell.figurePendingReplenishments',
          value: formatValue(summary.pendingReplenishments),
          tone: toneIf(summary.pendingReplenishments, 'warning'),
          screens: [Screen.replenishmentPackages],
        },
        {
          key: 'abnormalOrders',
          label: 'shell.figureAbnormalOrders',
          value: formatValue(summary.abnormalOrders),
          tone: toneIf(summary.abnormalOrders, 'danger'),
          screens: [Screen.abnormalOrders],
        },
      ],
    },
  ];
}
