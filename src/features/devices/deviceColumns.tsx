// The columns of the vending-machine and cooler lists (spec §3 vending machine; §9 temperature −50 → not available).
import { Space, Tag } from '@douyinfe/semi-ui';
import type { ColumnProps } from '@douyinfe/semi-ui/lib/es/table';
import type { TFunction } from 'i18next';
import type { Device } from '../../core/contract/index.ts';
import { formatDateTime, formatTemperature, formatValue } from '../../core/format/index.ts';
import { ConceptLabel } from '../../ui/options/index.ts';

function Alarms({ device, t }: { device: Device; t: TFunction }) {
  const tags = [
    device.temperatureAlarm && (
      <Tag key="temperature" color="red">
        {t('shell.temperatureAlarm')}
      </Tag>
    ),
    device.inventoryWarnings > 0 && (
      <Tag key="inventory" color="orange">
        {t('shell.inventoryWarnings', { count: device.inventoryWarnings })}
      </Tag>
    ),
    device.locked && (
      <Tag key="locked" color="grey">
        {t('shell.deviceLocked')}
      </Tag>
    ),
  ].filter(Boolean);
  return tags.length > 0 ? <Space wrap spacing={4}>{tags}</Space> : <>{formatValue(null)}</>;
}

export function deviceColumns(t: TFunction): ColumnProps<Device>[] {
  return [
    { title: t('shell.deviceCode'), dataIndex: 'code', width: 130, fixed: 'left' },
    { title: t('shell.deviceName'), dataIndex: 'name', width: 180 },
    {
      title: t('shell.lifecycleState'),
      dataIndex: 'lifecycleState',
      width: 120,
      render: (state: Device['lifecycleState']) => <ConceptLabel concept="vmLifecycleState" value={state} />,
    },
    {
      title: t('shell.onlineStatus'),
      dataIndex: 'online',
      width: 100,
      render: (online: boolean) => (
        <Tag className="backroom-device-online" color={online ? 'green' : 'grey'}>
          {t(online ? 'shell.online' : 'shell.offline')}
        </Tag>
      ),
    },
    {
      title: t('shell.temperature'),
      dataIndex: 'temperature',
      width: 100,
      render: (temperature: number) => <span className="backroom-device-temperature">{formatTemperature(temperature)}</span>,
    },
    {
      title: t('shell.temperatureMode'),
      dataIndex: 'temperatureMode',
      width: 100,
      render: (mode: Device['temperatureMode']) => <ConceptLabel concept="temperatureMode" value={mode} />,
    },
    { title: t('shell.alarms'), key: 'alarms', width: 200, render: (_: unknown, device: Device) => <Alarms device={device} t={t} /> },
    { title: t('shell.place'), dataIndex: 'place', width: 220, render: formatValue },
    { title: t('shell.identityDepartment'), dataIndex: 'deptName', width: 140, render: formatValue },
    { title: t('shell.lastOnlineTime'), dataIndex: 'lastOnlineTime', width: 170, render: (time: number | null) => formatDateTime(time) },
  ];
}
