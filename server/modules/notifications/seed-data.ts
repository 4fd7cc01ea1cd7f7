/**
 * The demo notifications, ages relative to the first start. Routes are screens of the seeded menus; the figures
 * they quote match the seeded orders, complaints, packages and applications.
 */
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** [user phone, organisation, [title, English], [content, English], route, handled, age] */
export const NOTIFICATIONS: Array<[string, number, [string, string], [string, string], string, boolean, number]> = [
  ['13800000001', 2, ['异常订单待处理', 'Abnormal orders to handle'], ['张江站点组有 3 笔无人店异常订单待处理。', '张江站点组 has 3 abnormal unattended-store orders to handle.'], '/orderManager/abnormalorderList', false, 2 * HOUR],
  ['13800000001', 2, ['客诉待处理', 'Complaints to handle'], ['支付宝客诉 2 笔即将超时，请尽快处理。', '2 Alipay complaints are about to time out; please handle them soon.'], '/complaintManager/complaintList', false, 6 * HOUR],
  ['13800000001', 2, ['补货包已审核', 'Replenishment package reviewed'], ['补货包 XS-BH-0031 已审核通过。', 'Replenishment package XS-BH-0031 was approved.'], '/replenishManager/packageList', true, 2 * DAY],
  ['13800000001', 6, ['设备离线提醒', 'Devices offline'], ['朝阳运营部 2 台售货机离线超过 24 小时。', '2 vending machines of 朝阳运营部 have been offline for more than 24 hours.'], '/deviceManager/vendingMachineList', false, 1 * DAY],
  ['13800000002', 6, ['客诉待处理', 'Complaints to handle'], ['朝阳运营部有 2 笔客诉待处理。', '朝阳运营部 has 2 complaints to handle.'], '/complaintManager/complaintList', false, 20 * HOUR],
  ['13800000002', 6, ['账户余额不足', 'Low account balance'], ['账户余额低于预警值，请及时充值，以免影响设备运营。', 'The account balance is below the alert level; top up soon so the devices keep running.'], '/accountManager/merchantHome', false, 2 * DAY],
  ['13800000007', 2, ['进件待审核', 'Applications to review'], ['有 1 个商户进件申请待审核。', '1 merchant application is waiting for review.'], '/merchantManager/applicationList', false, 3 * HOUR],
  ['13900000001', 7, ['异常订单待处理', 'Abnormal orders to handle'], ['和平运营中心有 1 笔异常订单待处理。', '和平运营中心 has 1 abnormal order to handle.'], '/orderManager/abnormalorderList', false, 1 * HOUR],
  ['13900000001', 7, ['导出完成', 'Export finished'], ['订单明细导出已完成，可在缓存列表下载。', 'The order details export has finished; download it from the cache list.'], '/asyncTask/taskList', true, 1 * DAY],
];
