/**
 * Dated demo data, relative to the first start (`now`), so the balance window, the latest announcement and
 * "most recently updated shop" are meaningful whenever the demo is started. Offsets are fixed.
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** [organisation, kind, amount, balance after, age] — 速达便利 (6) runs low; 鲜食优选 (2) has plenty. */
export const ACCOUNT_MOVEMENTS: Array<[number, 'recharge' | 'deduct', number, number, number]> = [
  [2, 'recharge', 1_268_000, 1_268_000, 30 * DAY],
  [6, 'recharge', 100_000, 100_000, 20 * DAY],
  [6, 'deduct', 30_000, 70_000, 12 * DAY],
  [6, 'deduct', 25_000, 45_000, 9 * DAY],
  [6, 'deduct', 30_000, 15_000, 5 * DAY],
  [6, 'deduct', 13_766, 1_234, 2 * DAY],
  [7, 'recharge', 560_000, 560_000, 15 * DAY],
];

/** [organisation (null: all), title, content, indexFlag, status, age] */
export const ANNOUNCEMENTS: Array<[number | null, string, string, 0 | 1, 0 | 1, number]> = [
  [2, '春节期间补货安排', '春节期间（除夕至初三）仓库暂停发货，请各站点提前备货。', 0, 1, 10 * DAY],
  [2, '系统升级通知', '本周六 00:00-02:00 系统升级，期间设备指令与导出任务暂停，请合理安排工作。', 1, 1, 1 * DAY],
  [2, '五一促销活动（草稿）', '五一期间全场饮品第二件半价，活动细则待定。', 1, 0, 1 * HOUR],
  [7, '冬季设备防冻提醒', '东北区域气温骤降，请检查户外冷柜的加热模式与温度设置。', 1, 1, 3 * DAY],
  [2, '张江站点组设备巡检安排', '本月15日起对张江站点组全部售货机进行季度巡检，请站点人员配合开柜检查。', 0, 1, 20 * DAY],
  [7, '北方智能春季促销活动', '三月起北方智能全线饮品满10元减2元，请各点位更新价签。', 0, 1, 12 * DAY],
  [7, '和平运营中心排班调整（草稿）', '下周起和平运营中心补货班次调整为早晚两班。', 0, 0, 6 * HOUR],
  [null, '平台服务协议更新（草稿）', '平台服务协议将于下月1日更新，届时请各商户登录确认。', 1, 0, 2 * HOUR],
];

/** [user phone, organisation, title, content, route, handled, age]: routes are screens of the seeded menus, figures match the seed. */
export const NOTIFICATIONS: Array<[string, number, string, string, string, boolean, number]> = [
  ['13800000001', 2, '异常订单待处理', '张江站点组有 3 笔无人店异常订单待处理。', '/orderManager/abnormalorderList', false, 2 * HOUR],
  ['13800000001', 2, '客诉待处理', '支付宝客诉 2 笔即将超时，请尽快处理。', '/complaintManager/complaintList', false, 6 * HOUR],
  ['13800000001', 2, '补货包已审核', '补货包 XS-BH-0031 已审核通过。', '/replenishManager/packageList', true, 2 * DAY],
  ['13800000001', 6, '设备离线提醒', '朝阳运营部 2 台售货机离线超过 24 小时。', '/deviceManager/vendingMachineList', false, 1 * DAY],
  ['13800000002', 6, '客诉待处理', '朝阳运营部有 2 笔客诉待处理。', '/complaintManager/complaintList', false, 20 * HOUR],
  ['13800000002', 6, '账户余额不足', '账户余额低于预警值，请及时充值，以免影响设备运营。', '/accountManager/merchantHome', false, 2 * DAY],
  ['13800000007', 2, '进件待审核', '有 1 个商户进件申请待审核。', '/merchantManager/applicationList', false, 3 * HOUR],
  ['13900000001', 7, '异常订单待处理', '和平运营中心有 1 笔异常订单待处理。', '/orderManager/abnormalorderList', false, 1 * HOUR],
  ['13900000001', 7, '导出完成', '订单明细导出已完成，可在缓存列表下载。', '/asyncTask/taskList', true, 1 * DAY],
];

/** [id, organisation, department, name, age of the last update] */
export const CONVENIENCE_SHOPS: Array<[number, number, number, string, number]> = [
  [101, 2, 211, '鲜食优选·张江高科店', 3 * HOUR],
  [102, 2, 211, '鲜食优选·陆家嘴店', 30 * MINUTE],
  [103, 2, 211, '鲜食优选·世纪公园店', 2 * DAY],
  [104, 2, 212, '鲜食优选·金鸡湖店', 1 * DAY],
  [701, 7, 703, '北方智能·中街店', 10 * MINUTE],
  [702, 7, 703, '北方智能·太原街店', 5 * DAY],
];
