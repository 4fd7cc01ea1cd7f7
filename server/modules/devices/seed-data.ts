import { DeviceType, LifecycleState, TEMPERATURE_NOT_AVAILABLE, TemperatureMode as Mode } from '../../../src/core/contract/index.ts';
import type { LifecycleState as LifecycleCode, TemperatureMode as ModeCode } from '../../../src/core/contract/index.ts';

/**
 * The demo fleet: vending machines and coolers of 鲜食优选 (2), 速达便利 (6) and 北方智能 (7), spread over their
 * departments so each persona's department subtree holds a different part of it. Ids are org-prefixed (2xxxx,
 * 6xxxx, 7xxxx) and fixed; ages are relative to the first start.
 */
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const NA = TEMPERATURE_NOT_AVAILABLE;

export interface DeviceSeed {
  id: number;
  orgId: number;
  deptId: number;
  type: 1 | 2;
  code: string;
  name: string;
  lifecycle: LifecycleCode;
  /** null: online now; otherwise how long ago it was last seen (it sells nothing since). */
  offlineFor: number | null;
  temperature: number;
  mode: ModeCode;
  temperatureAlarm: boolean;
  inventoryWarnings: number;
  locked: boolean;
  place: string;
  /** Typical orders a day while operating (the order history is generated from it). */
  dailyOrders: number;
}

type Row = [number, number, number, 1 | 2, string, string, LifecycleCode, number | null, number, ModeCode, boolean, number, string, number];
const device = ([id, orgId, deptId, type, code, name, lifecycle, offlineFor, temperature, mode, alarm, warnings, place, daily]: Row, locked = false): DeviceSeed => ({
  id, orgId, deptId, type, code, name, lifecycle, offlineFor, temperature, mode, temperatureAlarm: alarm, inventoryWarnings: warnings, locked, place, dailyOrders: daily,
});

const { VENDING_MACHINE: VM, COOLER: CL } = DeviceType;
const { AWAITING_INIT, AWAITING_LAUNCH, OPERATING, IN_REPAIR, WITHDRAWN } = LifecycleState;

/** [id, org, dept, type, code, name, lifecycle, offline for, temperature, mode, temperature alarm, inventory warnings, place, orders a day] */
export const DEVICES: DeviceSeed[] = [
  device([20001, 2, 204, VM, 'XS-VM-0101', '张江高科A座售货机', OPERATING, null, 6, Mode.CHILLED, false, 0, '张江高科技园区A座一楼大堂', 14]),
  device([20002, 2, 204, VM, 'XS-VM-0102', '张江地铁站售货机', OPERATING, null, 8, Mode.CHILLED, false, 3, '地铁2号线张江高科站B口', 22]),
  device([20003, 2, 204, CL, 'XS-CL-0103', '人工智能岛智能冷柜', OPERATING, null, 12, Mode.CHILLED, true, 0, '张江人工智能岛3号楼茶水间', 9]),
  device([20004, 2, 204, CL, 'XS-CL-0104', '传奇广场智能冷柜', OPERATING, 3 * HOUR, NA, Mode.CHILLED, false, 1, '传奇广场一楼东门', 7]),
  device([20005, 2, 204, VM, 'XS-VM-0105', '长泰广场售货机', IN_REPAIR, 4 * DAY, NA, Mode.AMBIENT, false, 0, '长泰广场B1层电梯口', 0]),
  device([20006, 2, 214, VM, 'XS-VM-0201', '陆家嘴金融中心售货机', OPERATING, null, 5, Mode.CHILLED, false, 0, '上海中心大厦B2层', 18]),
  device([20007, 2, 214, CL, 'XS-CL-0202', '国金中心冷冻柜', OPERATING, null, -18, Mode.FROZEN, false, 2, '国金中心商场L1', 8]),
  device([20008, 2, 214, VM, 'XS-VM-0203', '滨江大道售货机', AWAITING_LAUNCH, 20 * DAY, NA, Mode.AMBIENT, false, 0, '滨江大道观景平台', 0]),
  device([20009, 2, 206, VM, 'XS-VM-0301', '西湖文化广场售货机', OPERATING, null, 22, Mode.AMBIENT, false, 0, '西湖文化广场地铁站C口', 12]),
  device([20010, 2, 206, CL, 'XS-CL-0302', '湖滨银泰智能冷柜', OPERATING, 2 * DAY, NA, Mode.CHILLED, false, 0, '湖滨银泰in77 B区', 6]),
  device([20011, 2, 209, VM, 'XS-VM-0401', '深圳湾科技园售货机', OPERATING, null, 7, Mode.CHILLED, false, 4, '深圳湾科技生态园10栋', 16]),
  device([20012, 2, 209, CL, 'XS-CL-0402', '南山书城智能冷柜', OPERATING, null, 4, Mode.CHILLED, false, 0, '南山书城二楼阅读区', 8]),
  device([20013, 2, 209, VM, 'XS-VM-0403', '海岸城售货机', WITHDRAWN, 25 * DAY, NA, Mode.AMBIENT, false, 0, '海岸城购物中心三楼', 0]),
  device([20014, 2, 211, CL, 'XS-CL-0501', '张江高科店冷柜', OPERATING, null, 3, Mode.CHILLED, false, 1, '鲜食优选·张江高科店', 11]),
  device([60001, 6, 603, VM, 'SD-VM-0101', '望京SOHO售货机', OPERATING, null, 6, Mode.CHILLED, false, 0, '望京SOHO T2一层', 15]),
  device([60002, 6, 603, VM, 'SD-VM-0102', '三里屯太古里售货机', OPERATING, 26 * HOUR, NA, Mode.CHILLED, false, 2, '三里屯太古里南区', 10], true),
  device([60003, 6, 603, VM, 'SD-VM-0103', '国贸三期售货机', OPERATING, 30 * HOUR, NA, Mode.CHILLED, false, 0, '国贸三期B1层', 12]),
  device([60004, 6, 603, CL, 'SD-CL-0104', '朝阳大悦城智能冷柜', OPERATING, null, 9, Mode.CHILLED, true, 1, '朝阳大悦城四层', 7]),
  device([60005, 6, 602, CL, 'SD-CL-0201', '北京分公司办公区冷柜', OPERATING, null, 4, Mode.CHILLED, false, 0, '速达便利北京分公司茶水间', 4]),
  device([70001, 7, 703, VM, 'BF-VM-0101', '北方智能·和平广场售货机', OPERATING, null, 5, Mode.CHILLED, false, 0, '沈阳和平广场地下通道', 13]),
  device([70002, 7, 703, VM, 'BF-VM-0102', '北方智能·中街售货机', OPERATING, null, 6, Mode.CHILLED, false, 2, '中街步行街北口', 17]),
  device([70003, 7, 703, CL, 'BF-CL-0103', '北方智能·太原街冷冻柜', OPERATING, null, -20, Mode.FROZEN, false, 0, '太原街万达广场一层', 6]),
  device([70004, 7, 703, CL, 'BF-CL-0104', '北方智能·沈阳站冷柜', OPERATING, 5 * HOUR, NA, Mode.CHILLED, true, 0, '沈阳站候车大厅', 9]),
  device([70005, 7, 702, CL, 'BF-CL-0201', '北方智能·北陵公园户外柜', OPERATING, null, 15, Mode.HEATING, false, 1, '北陵公园正门广场', 5]),
  device([70006, 7, 703, VM, 'BF-VM-0105', '北方智能·青年大街售货机', AWAITING_INIT, 40 * DAY, NA, Mode.AMBIENT, false, 0, '青年大街地铁站A口', 0]),
];

/** When the demo devices were installed: 60 days before the first start. */
export const DEVICE_INSTALLED_AGE = 60 * DAY;

/** The model catalogue (shared by every organisation): [id, name, maker, type]. */
export const MODELS: Array<[number, string, string, 1 | 2]> = [
  [1, 'VM-520 综合售货机', '智造', VM],
  [2, 'VM-300 饮料机', '智造', VM],
  [3, 'FV-660 格子柜', '富士冰山', VM],
  [4, 'CL-1200 智能冷柜', '海尔', CL],
  [5, 'CL-800 双门冷柜', '海尔', CL],
  [6, 'RF-450 冷冻柜', '澳柯玛', CL],
];

/** GB/T 2260 codes of each department's city: [province, city, district]. */
const DIVISIONS: Record<number, [string, string, string]> = {
  204: ['310000', '310100', '310115'],
  214: ['310000', '310100', '310115'],
  211: ['310000', '310100', '310115'],
  206: ['330000', '330100', '330106'],
  209: ['440000', '440300', '440305'],
  602: ['110000', '110100', '110105'],
  603: ['110000', '110100', '110105'],
  702: ['210000', '210100', '210105'],
  703: ['210000', '210100', '210102'],
};

const VENDING_LANE_GOODS: Array<[string, number]> = [
  ['农夫山泉 550ml', 200], ['可口可乐 330ml', 350], ['康师傅冰红茶 500ml', 400], ['元气森林气泡水', 550], ['红牛 250ml', 650], ['乐事薯片 70g', 750], ['士力架 51g', 600], ['奥利奥夹心饼干', 850],
];
const COOLER_LANE_GOODS: Array<[string, number]> = [['三明治', 1200], ['饭团', 800], ['鲜榨橙汁', 1500], ['酸奶杯', 900], ['沙拉碗', 1800], ['卤味拼盘', 2200]];

export interface DeviceExtras {
  provinceCode: string | null;
  cityCode: string | null;
  areaCode: string | null;
  placeId: number;
  brandDeptId: number;
  modelId: number;
  targetTemperature: number | null;
  contactNumber: string;
  hotspot: string | null;
  scanCode: string | null;
  nfcSn: string | null;
  orderLocked: boolean;
}

/** The settings and bindings of a seeded device, from its id and kind. */
export function extrasOf(d: DeviceSeed, index: number): DeviceExtras {
  const [provinceCode, cityCode, areaCode] = DIVISIONS[d.deptId] ?? [null, null, null];
  const vm = d.type === VM;
  return {
    provinceCode,
    cityCode,
    areaCode,
    placeId: d.deptId * 10 + (index % 3),
    brandDeptId: d.orgId * 100,
    modelId: vm ? 1 + (index % 3) : 4 + (index % 3),
    targetTemperature: d.temperature === NA ? null : d.temperature,
    contactNumber: `400${String(d.id).padStart(8, '0')}`.slice(0, 11),
    hotspot: vm && index % 2 === 0 ? `${d.code}-WIFI` : null,
    scanCode: vm ? `SC${d.id}` : null,
    nfcSn: vm ? `NFC-${d.id}` : null,
    orderLocked: false,
  };
}

export interface LaneSeed {
  layer: number;
  lane: number;
  goodsName: string;
  priceCents: number;
  stock: number;
  capacity: number;
}

/** Lanes of a device: 3 layers of 4 (vending) or 2 of 3 (cooler); exactly `inventoryWarnings` at or below level 2. */
export function lanesOf(d: DeviceSeed): LaneSeed[] {
  const vm = d.type === VM;
  const goods = vm ? VENDING_LANE_GOODS : COOLER_LANE_GOODS;
  const layers = vm ? 3 : 2;
  const perLayer = vm ? 4 : 3;
  const lanes: LaneSeed[] = [];
  let low = d.inventoryWarnings;
  for (let layer = 1; layer <= layers; layer++) {
    for (let lane = 1; lane <= perLayer; lane++) {
      const n = lanes.length;
      const [goodsName, priceCents] = goods[(d.id + n) % goods.length];
      const capacity = vm ? 10 : 8;
      const stock = low > 0 ? (low--, n % 3) : 3 + ((d.id + n * 7) % (capacity - 3));
      lanes.push({ layer, lane, goodsName, priceCents, stock, capacity });
    }
  }
  return lanes;
}

const OPEN_FAIL_REASONS = ['门锁电机未响应', '支付成功后开门超时', '门磁检测异常', '网络中断，开门指令未送达'];

/** Door-open failures of the operating vending machines: [device, reason, masked phone, age]. */
export function openFailsOf(d: DeviceSeed): Array<{ reason: string; userPhone: string; age: number }> {
  if (d.type !== VM || d.lifecycle !== OPERATING) return [];
  return Array.from({ length: d.id % 4 }, (_, i) => ({
    reason: OPEN_FAIL_REASONS[(d.id + i) % OPEN_FAIL_REASONS.length],
    userPhone: `13${(d.id + i) % 10}****${String(1000 + ((d.id * 7 + i * 13) % 9000)).slice(0, 4)}`,
    age: (i + 1) * 19 * HOUR + (d.id % 7) * HOUR,
  }));
}

/** Minutes online on each of the last `days` days (today first): a device offline for a while shows it. */
export function onlineMinutesOf(d: DeviceSeed, days: number, minutesToday: number): number[] {
  return Array.from({ length: days }, (_, day) => {
    const dayEndAgo = day === 0 ? 0 : (day - 1) * DAY + minutesToday * 60_000;
    const full = day === 0 ? minutesToday : 1440;
    if (d.lifecycle === WITHDRAWN || d.lifecycle === AWAITING_INIT) return 0;
    if (d.offlineFor !== null && d.offlineFor >= dayEndAgo + full * 60_000) return 0;
    if (d.offlineFor !== null && d.offlineFor > dayEndAgo) return Math.max(0, full - Math.round((d.offlineFor - dayEndAgo) / 60_000));
    return Math.max(0, full - ((d.id + day * 17) % 45));
  });
}
