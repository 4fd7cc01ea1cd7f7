// 在线报表 (spec §7 online/report/page and pageByDevice): the fleet's online rate by day, and by device over a range
// (least online first); inside a device's detail, that device's line.
import { useState } from 'react';
import { Tabs, Tag } from '@douyinfe/semi-ui';
import { onlineReportPage, onlineReportPageByDevice } from '../../../core/contract/api/devices.ts';
import type { OnlineDeviceRow } from '../../../core/contract/api/devices.ts';
import { useWords } from '../../../ui/i18n/index.ts';
import { ListTable } from '../../../ui/list/index.ts';
import type { ListSpec } from '../../../ui/list/index.ts';
import { deviceWords } from '../words.ts';

const percent = (value: number) => `${value.toFixed(1)}%`;

function useByDeviceSpec(screen: string, code?: string): ListSpec<typeof onlineReportPageByDevice> {
  const { t } = useWords(deviceWords);
  return {
    screen,
    endpoint: onlineReportPageByDevice,
    className: 'backroom-online-by-device',
    rowKey: 'deviceId',
    fixedFilters: code ? { keyword: code } : undefined,
    filters: code
      ? [{ name: 'startTime', kind: 'dateRange', end: 'endTime', label: t('rangeStart'), endLabel: t('rangeEnd') }]
      : [
          { name: 'keyword', kind: 'text', label: t('keyword'), className: 'backroom-filter-keyword' },
          { name: 'startTime', kind: 'dateRange', end: 'endTime', label: t('rangeStart'), endLabel: t('rangeEnd') },
        ],
    columns: [
      { key: 'code', title: t('code'), width: 130 },
      { key: 'name', title: t('name'), width: 160 },
      { key: 'place', title: t('place'), width: 180 },
      {
        key: 'online',
        title: t('onlineStatus'),
        width: 90,
        value: (row: OnlineDeviceRow) => <Tag color={row.online ? 'green' : 'grey'}>{t(row.online ? 'online' : 'offline')}</Tag>,
      },
      { key: 'onlineMinutes', title: t('onlineMinutes'), width: 130, align: 'right' },
      { key: 'totalMinutes', title: t('totalMinutes'), width: 130, align: 'right' },
      { key: 'onlineRate', title: t('onlineRate'), width: 100, align: 'right', value: (row: OnlineDeviceRow) => percent(row.onlineRate) },
      { key: 'lastOnlineTime', title: t('lastOnlineTime'), width: 170, value: 'dateTime' },
    ],
  };
}

/** One device's online line over a range (the detail's 在线报表 tab). */
export function DeviceOnline({ code }: { code: string }) {
  return <ListTable spec={useByDeviceSpec('device/onlineReport', code)} />;
}

/** The fleet's online report: by day, and by device. */
export function OnlineReport({ screen }: { screen: string }) {
  const { t } = useWords(deviceWords);
  const [tab, setTab] = useState('day');
  const byDevice = useByDeviceSpec(screen);
  const byDay: ListSpec<typeof onlineReportPage> = {
    screen,
    endpoint: onlineReportPage,
    className: 'backroom-online-by-day',
    rowKey: 'day',
    filters: [{ name: 'startTime', kind: 'dateRange', end: 'endTime', label: t('rangeStart'), endLabel: t('rangeEnd') }],
    columns: [
      { key: 'day', title: t('day'), width: 130 },
      { key: 'devices', title: t('devices'), width: 110, align: 'right' },
      { key: 'onlineDevices', title: t('onlineDevices'), width: 130, align: 'right' },
      { key: 'onlineMinutes', title: t('onlineMinutes'), width: 140, align: 'right' },
      { key: 'onlineRate', title: t('onlineRate'), width: 110, align: 'right', value: (row) => percent(row.onlineRate) },
    ],
  };
  return (
    <Tabs className="backroom-online-report" activeKey={tab} onChange={setTab} lazyRender>
      <Tabs.TabPane itemKey="day" tab={t('onlineByDay')}>
        <ListTable spec={byDay} />
      </Tabs.TabPane>
      <Tabs.TabPane itemKey="device" tab={t('onlineByDevice')}>
        <ListTable spec={byDevice} />
      </Tabs.TabPane>
    </Tabs>
  );
}
