// The device screens' words (i18n namespace `devices`).
import { defineWords } from '../../ui/i18n/index.ts';
import type { WordsOf } from '../../ui/i18n/index.ts';

export const deviceWords = defineWords('devices', {
  code: { zh: '设备编号', en: 'Device code' },
  name: { zh: '设备名称', en: 'Device name' },
  keyword: { zh: '设备编号、名称或点位', en: 'Code, name or place' },
  lifecycleState: { zh: '生命周期状态', en: 'Lifecycle state' },
  onlineStatus: { zh: '在线状态', en: 'Online' },
  online: { zh: '在线', en: 'Online' },
  offline: { zh: '离线', en: 'Offline' },
  temperature: { zh: '温度', en: 'Temperature' },
  temperatureMode: { zh: '温控模式', en: 'Temperature mode' },
  alarms: { zh: '告警', en: 'Alarms' },
  temperatureAlarm: { zh: '温度告警', en: 'Temperature alarm' },
  inventoryWarnings: { zh: '库存预警 {{count}}', en: '{{count}} inventory warnings' },
  locked: { zh: '已锁机', en: 'Locked' },
  place: { zh: '点位', en: 'Place' },
  department: { zh: '所属部门', en: 'Department' },
  lastOnlineTime: { zh: '最后在线时间', en: 'Last online' },
});

declare module '../../ui/i18n/namespaces.ts' {
  interface FeatureNamespaces {
    devices: WordsOf<typeof deviceWords>;
  }
}
