// The business report's two charts (VChart, only the chart types it draws: ./vchart.ts), in a lazy chunk of their
// own like the dashboard's: sales per day and the goods ranking. Colours come from Semi's tokens where the chart renders, so brand colours reach the canvas.
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { Card } from '@douyinfe/semi-ui';
import { VChartSimple } from '@visactor/react-vchart';
import type { IBarChartSpec, ILineChartSpec } from '@visactor/react-vchart';
import type { BusinessReport } from '../../core/contract/api/reports.ts';
import { formatMoney } from '../../core/format/index.ts';
import { useWords } from '../../ui/i18n/index.ts';
import { ReportVChart } from './vchart.ts';
import { reportWords } from './words.ts';

const HEIGHT = 280;
const yuan = (cents: number) => Number(formatMoney(cents)) || 0;

function usePrimaryColor(): [RefObject<HTMLDivElement>, string | undefined] {
  const ref = useRef<HTMLDivElement>(null);
  const [color, setColor] = useState<string>();
  useLayoutEffect(() => {
    if (ref.current) setColor(getComputedStyle(ref.current).getPropertyValue('--semi-color-primary').trim() || undefined);
  }, []);
  return [ref, color];
}

export default function ReportCharts({ report }: { report: BusinessReport }) {
  const { t } = useWords(reportWords);
  const [ref, primary] = usePrimaryColor();
  const sales = t('sales');
  const daySpec = useMemo<ILineChartSpec>(
    () => ({
      type: 'line',
      height: HEIGHT,
      data: [{ id: 'days', values: report.byDay.map((day) => ({ date: day.date.slice(5), sales: yuan(day.sales), orders: day.orders })) }],
      xField: 'date',
      yField: 'sales',
      background: 'transparent',
      color: primary ? [primary] : undefined,
      point: { visible: report.byDay.length <= 31 },
      axes: [{ orient: 'left', title: { visible: true, text: sales } }, { orient: 'bottom' }],
      tooltip: { mark: { content: [{ key: sales, value: (datum: unknown) => (datum as { sales: number }).sales.toFixed(2) }] } },
    }),
    [report.byDay, primary, sales],
  );
  const goodsSpec = useMemo<IBarChartSpec>(
    () => ({
      type: 'bar',
      height: HEIGHT,
      direction: 'horizontal',
      data: [{ id: 'goods', values: [...report.byGoods].reverse().map((row) => ({ goods: row.goodsName, sales: yuan(row.sales) })) }],
      xField: 'sales',
      yField: 'goods',
      background: 'transparent',
      color: primary ? [primary] : undefined,
      axes: [{ orient: 'bottom', title: { visible: true, text: sales } }, { orient: 'left' }],
    }),
    [report.byGoods, primary, sales],
  );
  return (
    <div className="backroom-report-charts" ref={ref}>
      <Card className="backroom-report-chart" data-chart="byDay" title={t('salesByDay')}>
        <div role="img" aria-label={t('salesByDay')} style={{ height: HEIGHT }}>
          <VChartSimple spec={daySpec} vchartConstructor={ReportVChart} />
        </div>
      </Card>
      <Card className="backroom-report-chart" data-chart="byGoods" title={t('salesByGoods')}>
        <div role="img" aria-label={t('salesByGoods')} style={{ height: HEIGHT }}>
          <VChartSimple spec={goodsSpec} vchartConstructor={ReportVChart} />
        </div>
      </Card>
    </div>
  );
}
