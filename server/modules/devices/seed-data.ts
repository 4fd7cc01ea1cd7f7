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
