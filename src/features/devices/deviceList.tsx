// The vending-machine and cooler lists: the same columns and filters over their page calls (spec §3 vending machine;
// §9 temperature −50 → ——).
import { Space, Tag } from '@douyinfe/semi-ui';
import type { coolerPage, Device, vendingMachinePage } from '../../core/contract/api/devices.ts';
import { formatValue } from '../../core/format/index.ts';
import { defineListScreen } from '../../ui/list/index.ts';
import { deviceWords } from './words.ts';

export function defineDeviceList(screen: string, endpoint: typeof vendingMachinePage | typeof coolerPage) {
  return defineListScreen(deviceWords, (t) => ({
    screen,
    endpoint,
    exportType: endpoint.path === '/api/cooler/page' ? 'coolers' : 'vendingMachines',
    className: 'backroom-device-table',
    scrollX: 1500,
    initialFilters: { keyword: '' },
    filters: [
      { name: 'keyword', kind: 'text', label: t('keyword'), className: 'backroom-filter-keyword' },
      { name: 'lifecycleState', kind: 'concept', concept: 'vmLifecycleState', label: t('lifecycleState'), className: 'backroom-filter-lifecycle' },
      {
        name: 'online',
        kind: 'select',
        label: t('onlineStatus'),
        className: 'backroom-filter-online',
        options: [
          { value: true, label: t('online') },
          { value: false, label: t('offline') },
        ],
      },
    ],
    columns: [
      { key: 'code', title: t('code'), width: 130, fixed: 'left' },
      { key: 'name', title: t('name'), width: 180 },
      { key: 'lifecycleState', title: t('lifecycleState'), width: 120, value: { concept: 'vmLifecycleState' } },
      {
        key: 'online',
        title: t('onlineStatus'),
        width: 100,
        value: (device: Device) => (
          <Tag className="backroom-device-online" color={device.online ? 'green' : 'grey'}>
            {t(device.online ? 'online' : 'offline')}
          </Tag>
        ),
      },
      { key: 'temperature', title: t('temperature'), width: 100, value: 'temperature', className: 'backroom-device-temperature' },
      { key: 'temperatureMode', title: t('temperatureMode'), width: 100, value: { concept: 'temperatureMode' } },
      {
        key: 'alarms',
        title: t('alarms'),
        width: 200,
        value: (device: Device) => {
          const tags = [
            device.temperatureAlarm && <Tag key="temperature" color="red">{t('temperatureAlarm')}</Tag>,
            device.inventoryWarnings > 0 && (
              <Tag key="inventory" color="orange">
                {t('inventoryWarnings', { count: device.inventoryWarnings })}
              </Tag>
            ),
            device.locked && <Tag key="locked" color="grey">{t('locked')}</Tag>,
          ].filter(Boolean);
          return tags.length > 0 ? <Space wrap spacing={4}>{tags}</Space> : formatValue(null);
        },
      },
      { key: 'place', title: t('place'), width: 220 },
      { key: 'deptName', title: t('department'), width: 140 },
      { key: 'lastOnlineTime', title: t('lastOnlineTime'), width: 170, value: 'dateTime' },
    ],
  }));
}
