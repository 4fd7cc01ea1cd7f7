// The vending-machine and cooler lists: the same columns and filters over their page calls (spec §3 vending machine;
// issue 10's filters; §9 temperature −50 → ——, missing values ——). The screens behind the menus are device panels
// (./panel): the list, then one device's detail and commands.
import { Space, Tag } from '@douyinfe/semi-ui';
import { useMemo } from 'react';
import { deviceFilterOptions } from '../../core/contract/api/devices.ts';
import type { coolerPage, Device, vendingMachinePage } from '../../core/contract/api/devices.ts';
import { useCallQuery } from '../../ui/data/index.ts';
import { formatValue } from '../../core/format/index.ts';
import type { useWords } from '../../ui/i18n/index.ts';
import type { ListSpec } from '../../ui/list/index.ts';

export type DevicePageCall = typeof vendingMachinePage | typeof coolerPage;

/** The places and brand departments the devices in scope have, by name (the pickers of the fleet filters). */
function useFilterOptions(which: 'places' | 'brands') {
  const answer = useCallQuery(deviceFilterOptions, {}, { staleTime: 60_000 });
  const options = useMemo(() => (answer.data?.[which] ?? []).map((option) => ({ value: option.id, label: option.name })), [answer.data, which]);
  return { options, loading: answer.isLoading };
}
const usePlaceOptions = () => useFilterOptions('places');
const useBrandOptions = () => useFilterOptions('brands');
type T = ReturnType<typeof useWords<'devices'>>['t'];

export function deviceListSpec(t: T, screen: string, endpoint: DevicePageCall): ListSpec<DevicePageCall> {
  const yesNo = (yes: string, no: string) => [
    { value: true, label: yes },
    { value: false, label: no },
  ];
  return {
    screen,
    endpoint,
    exportType: endpoint.path === '/api/cooler/page' ? 'coolers' : 'vendingMachines',
    className: 'backroom-device-table',
    scrollX: 1500,
    initialFilters: { keyword: '' },
    filters: [
      { name: 'keyword', kind: 'text', label: t('keyword'), className: 'backroom-filter-keyword' },
      { name: 'code', kind: 'text', label: t('code'), className: 'backroom-filter-code' },
      { name: 'lifecycleState', kind: 'concept', concept: 'vmLifecycleState', label: t('lifecycleState'), className: 'backroom-filter-lifecycle' },
      { name: 'provinceCode', kind: 'division', city: 'cityCode', area: 'areaCode', label: t('division'), className: 'backroom-filter-division' },
      { name: 'placeIds', kind: 'picker', useOptions: usePlaceOptions, label: t('places'), className: 'backroom-filter-places' },
      { name: 'brandDeptIds', kind: 'picker', useOptions: useBrandOptions, label: t('brandDepts'), className: 'backroom-filter-brands' },
      { name: 'online', kind: 'select', label: t('onlineStatus'), className: 'backroom-filter-online', options: yesNo(t('online'), t('offline')) },
      { name: 'locked', kind: 'select', label: t('lockState'), className: 'backroom-filter-locked', options: yesNo(t('locked'), t('unlocked')) },
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
      { key: 'lastReportTime', title: t('lastReportTime'), width: 170, value: 'dateTime' },
    ],
  };
}
