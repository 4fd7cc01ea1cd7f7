// The two charts of the home page as VChart specs (issue 5): sales over the last days, device status. Pure; the
// colours come from Semi's tokens (chartColors.ts), money from cents through the one format rule (spec §9).
import type { IBarChartSpec, IPieChartSpec } from '@visactor/react-vchart';
import { formatMoney, formatValue } from '../../core/format/index.ts';
import type { ChartColors } from './chartColors.ts';
import type { DeviceFigures, SalesTrendPoint } from '../../core/contract/api/dashboard.ts';

export interface SalesDatum {
  /** MM-DD of the business day. */
  day: string;
  date: string;
  /** Yuan, for the bar's height. */
  sales: number;
  /** Yuan with 2 decimals, for reading. */
  salesText: string;
  orders: number;
}

export function salesData(points: readonly SalesTrendPoint[]): SalesDatum[] {
  return points.map((point) => {
    const salesText = formatMoney(point.sales);
    return { day: point.date.slice(5), date: point.date, sales: Number(salesText) || 0, salesText, orders: point.orders };
  });
}

const textStyle = (fill: string | undefined) => (fill ? { style: { fill } } : {});

export function salesTrendSpec(points: readonly SalesTrendPoint[], colors: ChartColors, labels: { sales: string; orders: string }): IBarChartSpec {
  const content = [
    { key: labels.sales, value: (datum: unknown) => (datum as SalesDatum).salesText },
    { key: labels.orders, value: (datum: unknown) => formatValue((datum as SalesDatum).orders) },
  ];
  const title = { value: (datum: unknown) => (datum as SalesDatum).date };
  return {
    type: 'bar',
    data: [{ id: 'sales', values: salesData(points) }],
    // Drawn once, at its final size (as the device chart): no grow-in frames on a page still starting.
    animation: false,
    xField: 'day',
    yField: 'sales',
    background: 'transparent',
    color: colors.primary ? [colors.primary] : undefined,
    bar: { style: { cornerRadius: [4, 4, 0, 0] } },
    axes: [
      { orient: 'bottom', label: textStyle(colors.textMuted), domainLine: colors.border ? { style: { stroke: colors.border } } : {} },
      { orient: 'left', label: textStyle(colors.textMuted), grid: colors.border ? { style: { stroke: colors.border, lineDash: [4, 4] } } : {} },
    ],
    tooltip: { mark: { title, content }, dimension: { title, content } },
  };
}

export function deviceStatusSpec(
  devices: DeviceFigures,
  colors: ChartColors,
  labels: { online: string; offline: string; total: string },
): IPieChartSpec {
  const palette = [colors.success, colors.tertiary].filter((color): color is string => color !== undefined);
  return {
    type: 'pie',
    data: [{ id: 'status', values: [{ status: labels.online, count: devices.online }, { status: labels.offline, count: devices.offline }] }],
    categoryField: 'status',
    valueField: 'count',
    animation: false,
    outerRadius: 0.8,
    innerRadius: 0.6,
    padAngle: 0.6,
    background: 'transparent',
    color: palette.length === 2 ? palette : undefined,
    pie: colors.background ? { style: { stroke: colors.background, lineWidth: 1 } } : undefined,
    label: {
      visible: true,
      formatMethod: (_text: unknown, datum?: Record<string, unknown>) => `${String(datum?.status ?? '')} ${formatValue(datum?.count)}`,
      ...textStyle(colors.text),
    },
    legends: { visible: true, orient: 'bottom', item: { label: textStyle(colors.text) } },
    indicator: {
      visible: true,
      title: { style: { text: labels.total, fill: colors.textMuted, fontSize: 12 } },
      content: [{ style: { text: formatValue(devices.total), fill: colors.text, fontSize: 22, fontWeight: 600 } }],
    },
  };
}
