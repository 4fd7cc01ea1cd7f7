// The home page's charts (issue 5) with @visactor/react-vchart. Loaded on demand by DashboardScreen, so VChart
// rides in the dashboard's own lazy chunk and never in the shell's first load. VChart draws into a canvas inside
// the div it is given, which lives in the element's shadow root; its tooltip goes into that div too.
import { useMemo, useRef } from 'react';
import type { ReactNode } from 'react';
import { VChartSimple } from '@visactor/react-vchart';
import { useTranslation } from 'react-i18next';
import { CHART_HEIGHT, ChartCard, chartLoading } from './ChartCard.tsx';
import { useChartColors } from './chartColors.ts';
import type { ChartColors } from './chartColors.ts';
import { useAfterFirstPaint } from './afterPaint.ts';
import { deviceStatusSpec, salesTrendSpec } from './chartSpecs.ts';
import { FetchFailed } from './FetchFailed.tsx';
import { DashboardVChart } from './vchart.ts';
import type { DeviceFigures, SalesTrendPoint } from '../../core/contract/api/dashboard.ts';

export interface DashboardChartsProps {
  /** Undefined while loading. */
  trend: readonly SalesTrendPoint[] | undefined;
  trendFailed: boolean;
  trendRetrying: boolean;
  onRetryTrend(): void;
  devices: DeviceFigures | undefined;
}

function SalesTrend({ points, colors }: { points: readonly SalesTrendPoint[]; colors: ChartColors }) {
  const { t } = useTranslation();
  const sales = t('shell.chartSales');
  const orders = t('shell.chartOrders');
  const spec = useMemo(() => ({ ...salesTrendSpec(points, colors, { sales, orders }), height: CHART_HEIGHT }), [points, colors, sales, orders]);
  return <VChartSimple spec={spec} vchartConstructor={DashboardVChart} />;
}

function DeviceStatus({ devices, colors }: { devices: DeviceFigures; colors: ChartColors }) {
  const { t } = useTranslation();
  const online = t('shell.deviceOnline');
  const offline = t('shell.deviceOffline');
  const total = t('shell.deviceTotal');
  const spec = useMemo(() => ({ ...deviceStatusSpec(devices, colors, { online, offline, total }), height: CHART_HEIGHT }), [devices, colors, online, offline, total]);
  return <VChartSimple spec={spec} vchartConstructor={DashboardVChart} />;
}

export default function DashboardCharts({ trend, trendFailed, trendRetrying, onRetryTrend, devices }: DashboardChartsProps) {
  const frame = useRef<HTMLDivElement>(null);
  const colors = useChartColors(frame);
  // One chart a task: the device chart after the frame that shows the sales trend, so neither blocks input for long.
  const second = useAfterFirstPaint(colors !== null);
  let trendChart: ReactNode = chartLoading;
  if (trendFailed) trendChart = <FetchFailed onRetry={onRetryTrend} retrying={trendRetrying} />;
  else if (trend && colors) trendChart = <SalesTrend points={trend} colors={colors} />;
  return (
    <div className="backroom-dash-charts" ref={frame}>
      <ChartCard chart="salesTrend">
        {trendChart}
      </ChartCard>
      {/* No devices in the identity's scope: no device chart (an empty donut read 在线 0 / 离线 0 over each other). */}
      {devices?.total !== 0 && (
        <ChartCard chart="deviceStatus">
          {devices && colors && second ? <DeviceStatus devices={devices} colors={colors} /> : chartLoading}
        </ChartCard>
      )}
    </div>
  );
}
