import type { ComplaintKind as Kind, ComplaintStatus as CStatus, PayChannel } from '../../../src/core/contract/index.ts';
import { ComplaintKind, ComplaintStatus } from '../../../src/core/contract/index.ts';

/**
 * Complaints of the demo, ages relative to the first start. The seeded notifications quote some of these figures
 * (two Alipay complaints of 张江站点组 about to leave the 7-day window). The channels hand the customers' phones over
 * masked, so they are stored that way.
 */
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const { ORDER, RISK } = ComplaintKind;
const { PENDING, MERCHANT_PENDING, SERVICE_PENDING, COMPLETED } = ComplaintStatus;

/**
 * [organisation, department, channel, kind, reason (1-10), status, age, customer phone (masked), content, amount].
 * Order complaints of operators are linked to the department's latest paid order before them (its amount wins).
 */
export const COMPLAINTS: Array<[number, number, PayChannel, Kind, number, CStatus, number, string, string, number]> = [
  [2, 204, 'alipay', ORDER, 2, PENDING, 6 * DAY + 2 * HOUR, '138****2671', '冷柜识别的商品与实际拿取不符，多扣了一瓶酸奶的钱。', 0],
  [2, 204, 'alipay', ORDER, 8, MERCHANT_PENDING, 6 * DAY, '159****0342', '付款成功但商品卡在货道没有掉下来。', 0],
  [2, 204, 'wechat', ORDER, 1, PENDING, 20 * HOUR, '186****7719', '同一笔订单被扣款两次。', 0],
  [2, 214, 'wechat', ORDER, 9, SERVICE_PENDING, 2 * DAY, '137****5520', '买的是无糖可乐，掉出来的是普通可乐。', 0],
  [2, 206, 'wechat', ORDER, 4, COMPLETED, 5 * DAY, '135****8834', '柜门关不上，担心被重复扣费。', 0],
  [2, 209, 'alipay', ORDER, 5, PENDING, 10 * DAY, '152****4108', '买到的三明治已过保质期。', 0],
  [2, 204, 'wechat', RISK, 3, PENDING, 3 * DAY, '139****6621', '用户向微信支付投诉：非本人操作的扣款。', 0],
  [2, 209, 'alipay', RISK, 3, COMPLETED, 12 * DAY, '131****9087', '用户向支付宝投诉：未授权的免密支付。', 0],
  [6, 603, 'wechat', ORDER, 1, PENDING, 1 * DAY, '132****4471', '余额被多扣了3元。', 0],
  [6, 603, 'alipay', ORDER, 8, PENDING, 3 * DAY, '189****2206', '商品没有出货，钱已经扣了。', 0],
  [6, 603, 'wechat', RISK, 3, PENDING, 2 * DAY, '176****3390', '用户向微信支付投诉：不认识的商户扣款。', 0],
  [7, 703, 'wechat', ORDER, 2, PENDING, 4 * HOUR, '158****6613', '北方智能冷柜把两瓶饮料识别成了三瓶。', 0],
  [7, 703, 'alipay', ORDER, 10, COMPLETED, 8 * DAY, '185****0025', '希望北方智能增加热饮品种。', 0],
  [1, 102, 'wechat', ORDER, 6, SERVICE_PENDING, 1 * DAY, '134****7750', '商户长时间未处理，用户申请平台介入。', 1_150],
  [1, 102, 'alipay', RISK, 3, PENDING, 2 * DAY, '150****3318', '支付宝风险投诉：疑似盗刷，需平台核实。', 2_600],
  [1, 102, 'wechat', RISK, 7, PENDING, 9 * DAY, '187****2284', '微信支付风险投诉：商户资质待复核。', 880],
];

/** Who answered the seeded complaints already handled (status 3 or 4), per organisation. */
export const HANDLERS: Readonly<Record<number, string>> = { 1: '张伟', 2: '赵敏', 6: '李秀英', 7: '孙丽' };
export const SEEDED_ANSWER = '已联系用户核实情况并作出说明。';
