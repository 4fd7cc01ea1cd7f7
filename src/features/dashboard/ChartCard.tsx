// A chart's card on the home page (issue 5): its title and a body of the chart's height. In the screen's own chunk, so
// the cards are laid out with the figures, at their final size, while VChart's chunk is still on its way: the charts
// then draw into them and nothing below the figures moves.
import type { ReactNode } from 'react';
import { Card, Spin } from '@douyinfe/semi-ui';
import { useTranslation } from 'react-i18next';
import { SALES_TREND_DEFAULT_DAYS } from '../../core/contract/index.ts';

export const CHART_HEIGHT = 280;

/** The home page's charts, in the order they are shown. */
export type ChartKey = 'salesTrend' | 'deviceStatus';

export function ChartCard({ chart, children }: { chart: ChartKey; children: ReactNode }) {
  const { t } = useTranslation();
  const title = chart === 'salesTrend' ? t('shell.chartSalesTrend', { days: SALES_TREND_DEFAULT_DAYS }) : t('shell.chartDeviceStatus');
  return (
    <Card className="backroom-dash-chart" data-chart={chart} title={<h3 className="backroom-dash-chart-title">{title}</h3>}>
      <div className="backroom-dash-chart-body" role="img" aria-label={title} style={{ height: CHART_HEIGHT }}>
        {children}
      </div>
    </Card>
  );
}

/** What a chart's body shows while its data or VChart is on its way. */
export const chartLoading = (
  <div className="backroom-dash-chart-loading">
    <Spin />
  </div>
);

/**
 * The charts' cards before VChart is here: the same grid and cards as DashboardCharts, each loading. No devices in
 * the identity's scope (`devicesTotal` 0): no device card, as there.
 */
export function ChartCardsLoading({ devicesTotal }: { devicesTotal: number | undefined }) {
  return (
    <div className="backroom-dash-charts">
      <ChartCard chart="salesTrend">{chartLoading}</ChartCard>
      {devicesTotal !== 0 && <ChartCard chart="deviceStatus">{chartLoading}</ChartCard>}
    </div>
  );
}
