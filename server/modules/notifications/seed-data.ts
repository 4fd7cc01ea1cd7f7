/**
 * The demo notifications, ages relative to the first start. Routes are screens of the seeded menus; the figures
 * they quote match the seeded orders, complaints, packages and applications.
 */
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** [user phone, organisation, title, content, route, handled, age] */
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
