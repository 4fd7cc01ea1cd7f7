// Screen.businessReport (经营报表, issue 16): sales of the caller's scope over a chosen period, as figures, a daily
// chart, the goods ranking and the top devices and places; 导出报表 downloads the same report as a workbook.
import { Suspense, lazy, useMemo, useState } from 'react';
import { Button, Card, DatePicker, Empty, Space, Spin, Table } from '@douyinfe/semi-ui';
import type { ColumnProps } from '@douyinfe/semi-ui/lib/es/table';
import { IconDownload } from '@douyinfe/semi-icons';
import { Screen } from '../../core/contract/index.ts';
import { REPORT_MAX_DAYS, businessReport, businessReportExport } from '../../core/contract/api/reports.ts';
import type { BusinessReport } from '../../core/contract/api/reports.ts';
import { downloadApi } from '../../core/http/index.ts';
import { orgInstant, orgWall } from '../../core/rules/clock.ts';
import { endOfToday, formatDate, formatMoney, formatValue, startOfDay } from '../../core/format/index.ts';
import { useCallQuery } from '../../ui/data/index.ts';
import { useWords } from '../../ui/i18n/index.ts';
import { useToast } from '../../ui/providers/index.ts';
import type { ScreenProps } from '../../ui/screen/index.ts';
import { useHttp } from '../../ui/session/index.ts';
import { LoadFailed, ScreenFrame } from '../../ui/table/index.ts';
import { reportWords } from './words.ts';
import './reports.css';

const ReportCharts = lazy(() => import('./ReportCharts.tsx'));

const DAY_MS = 86_400_000;

/** [first day 00:00, last day 23:59:59.999] on the organisation's clock, `days` days up to today. */
function lastDays(days: number, today = new Date()): [Date, Date] {
  const end = endOfToday(today);
  return [new Date(startOfDay(end) - (days - 1) * DAY_MS), new Date(end)];
}

function thisMonth(today = new Date()): [Date, Date] {
  const wall = orgWall(today.getTime());
  return [new Date(orgInstant(wall.getUTCFullYear(), wall.getUTCMonth() + 1, 1)), lastDays(1, today)[1]];
}

function wholeDays([start, end]: [Date, Date]): [Date, Date] {
  return [new Date(startOfDay(start)), new Date(endOfToday(end))];
}

type Ranked<R> = R & { rank: number };
const ranked = <R,>(rows: readonly R[]): Ranked<R>[] => rows.map((row, index) => ({ ...row, rank: index + 1 }));

/** The rankings' column widths added up: a narrower card scrolls the table, its columns keep their width. */
const RANKING_WIDTH = { devices: 70 + 130 + 160 + 180 + 90 + 130, places: 70 + 200 + 80 + 90 + 130 };

export default function BusinessReportScreen({ title }: ScreenProps) {
  const { t } = useWords(reportWords);
  const http = useHttp();
  const toast = useToast();
  const [period, setPeriod] = useState<[Date, Date]>(() => lastDays(30));
  const [exporting, setExporting] = useState(false);
  const query = { startTime: period[0].getTime(), endTime: period[1].getTime() };
  const report = useCallQuery(businessReport, { query });

  const exportReport = async () => {
    setExporting(true);
    try {
      const blob = await downloadApi(http, businessReportExport, { query });
      const link = document.createElement('a');
      link.href = URL.createObjectURL(blob);
      link.download = `${t('fileName')}_${formatDate(query.startTime)}_${formatDate(query.endTime)}.xlsx`;
      link.click();
      URL.revokeObjectURL(link.href);
      toast.success(t('exported'));
    } catch {
      // The http client has shown the failure.
    } finally {
      setExporting(false);
    }
  };

  const figureColumns = useMemo(
    () => [
      { title: t('orders'), dataIndex: 'orders', width: 90, align: 'right' as const, render: (value: number) => formatValue(value) },
      { title: t('sales'), dataIndex: 'sales', width: 130, align: 'right' as const, render: (value: number) => formatMoney(value) },
    ],
    [t],
  );
  const rank = { title: t('rank'), dataIndex: 'rank', width: 70 };
  const deviceColumns: ColumnProps<Ranked<BusinessReport['byDevice'][number]>>[] = [
    rank,
    { title: t('deviceCode'), dataIndex: 'code', width: 130 },
    { title: t('deviceName'), dataIndex: 'name', width: 160, ellipsis: { showTitle: true } },
    { title: t('place'), dataIndex: 'place', width: 180, ellipsis: { showTitle: true } },
    ...figureColumns,
  ];
  const placeColumns: ColumnProps<Ranked<BusinessReport['byPlace'][number]>>[] = [
    rank,
    { title: t('place'), dataIndex: 'place', width: 200, ellipsis: { showTitle: true } },
    { title: t('devices'), dataIndex: 'devices', width: 80, align: 'right' },
    ...figureColumns,
  ];

  const data = report.data;
  const average = data && data.totals.orders > 0 ? Math.round(data.totals.sales / data.totals.orders) : null;
  const figures = data
    ? [
        ['orders', formatValue(data.totals.orders)],
        ['sales', formatMoney(data.totals.sales)],
        ['refunds', formatMoney(data.totals.refunds)],
        ['averageOrder', formatMoney(average)],
      ] as const
    : [];

  return (
    <ScreenFrame screen={Screen.businessReport} title={title}>
      <div className="backroom-report-toolbar">
        <DatePicker
          className="backroom-report-period"
          type="dateRange"
          aria-label={t('period')}
          value={period}
          disabledDate={(date) => (date ? date.getTime() > lastDays(1)[1].getTime() : false)}
          onChange={(value) => {
            const [start, end] = (Array.isArray(value) ? value : []) as Date[];
            if (!start || !end) return;
            const chosen = wholeDays([start, end]);
            // At most a year: a longer choice keeps its end and starts REPORT_MAX_DAYS days before it.
            if (chosen[1].getTime() - chosen[0].getTime() >= REPORT_MAX_DAYS * DAY_MS) chosen[0] = lastDays(REPORT_MAX_DAYS, chosen[1])[0];
            setPeriod(chosen);
          }}
        />
        <Space>
          <Button onClick={() => setPeriod(lastDays(7))}>{t('last7')}</Button>
          <Button onClick={() => setPeriod(lastDays(30))}>{t('last30')}</Button>
          <Button onClick={() => setPeriod(thisMonth())}>{t('thisMonth')}</Button>
        </Space>
        <Button className="backroom-report-export" icon={<IconDownload />} theme="solid" loading={exporting} disabled={!data} onClick={() => void exportReport()}>
          {t('exportReport')}
        </Button>
      </div>
      {report.isError ? (
        <LoadFailed error={report.error} retrying={report.isFetching} onRetry={() => void report.refetch()} />
      ) : !data ? (
        <div className="backroom-report-charts-loading">
          <Spin size="large" />
        </div>
      ) : (
        <>
          <div className="backroom-report-figures">
            {figures.map(([key, value]) => (
              <Card key={key} className="backroom-report-figure" data-figure={key} title={t(key)}>
                <span className="backroom-report-figure-value">{value}</span>
              </Card>
            ))}
          </div>
          {data.totals.orders === 0 ? (
            <Empty className="backroom-report-empty" description={t('noSales')} />
          ) : (
            <>
              <Suspense fallback={<div className="backroom-report-charts-loading"><Spin /></div>}>
                <ReportCharts report={data} />
              </Suspense>
              <div className="backroom-report-rankings">
                <Card title={t('topDevices')} className="backroom-report-ranking" data-ranking="devices">
                  <Table rowKey="deviceId" columns={deviceColumns} dataSource={ranked(data.byDevice)} pagination={false} size="small" scroll={{ x: RANKING_WIDTH.devices }} />
                </Card>
                <Card title={t('topPlaces')} className="backroom-report-ranking" data-ranking="places">
                  <Table rowKey="place" columns={placeColumns} dataSource={ranked(data.byPlace)} pagination={false} size="small" scroll={{ x: RANKING_WIDTH.places }} />
                </Card>
              </div>
            </>
          )}
        </>
      )}
    </ScreenFrame>
  );
}
