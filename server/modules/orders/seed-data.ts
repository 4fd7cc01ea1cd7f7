import { DeviceType, LifecycleState, OrderStatus, type PayChannel } from '../../../src/core/contract/index.ts';
import { DEVICES } from '../devices/seed-data.ts';

/**
 * Thirty days of orders for every operating device, generated from a fixed pseudo-random sequence per device, so
 * the history is the same on every first start (dates relative to it). Abnormal unattended-shop orders (status 8)
 * are listed by hand, since the seeded notifications quote their number per department.
 */
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
export const ORDER_HISTORY_DAYS = 30;

/** What the seeded machines sell: vending machines drinks and snacks, coolers fresh food (the report's goods). */
const VENDING_GOODS = ['农夫山泉 550ml', '可口可乐 330ml', '康师傅冰红茶 500ml', '元气森林气泡水', '红牛 250ml', '乐事薯片 70g', '士力架 51g', '奥利奥夹心饼干'];
const COOLER_GOODS = ['三明治', '饭团', '鲜榨橙汁', '酸奶杯', '沙拉碗', '卤味拼盘', '鲜切水果盒'];

export interface OrderSeed {
  deviceId: number;
  goodsName: string;
  amount: number;
  refund: number;
  status: OrderStatus;
  payChannel: PayChannel;
  abnormalReason: string | null;
  age: number;
  /** Refunds and charges already taken (issue 13: past ORDER_CORRECTION_LIMIT only closing is left). */
  corrections: number;
}

/** mulberry32: a small, well-known deterministic generator. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function statusOf(roll: number): OrderStatus {
  if (roll < 0.02) return OrderStatus.UNPAID;
  if (roll < 0.05) return OrderStatus.REFUNDED;
  if (roll < 0.08) return OrderStatus.PARTLY_REFUNDED;
  return OrderStatus.PAID;
}

/** [device, age, amount, channel, reason, corrections taken (default 0)] */
const ABNORMAL: Array<[number, number, number, PayChannel, string, number?]> = [
  [20003, 2 * HOUR, 1_280, 'wechat', '商品识别失败'],
  [20004, 5 * HOUR, 2_350, 'alipay', '关门超时未结算'],
  [20003, 27 * HOUR, 860, 'wechat', '支付扣款失败'],
  [20007, 2 * DAY, 1_590, 'alipay', '称重异常（已更正 3 次）', 3],
  [20012, 9 * HOUR, 990, 'wechat', '商品识别失败'],
  [60004, 1 * HOUR, 1_560, 'wechat', '关门超时未结算'],
  [60004, 3 * DAY, 720, 'alipay', '支付扣款失败'],
  [70003, 90 * 60_000, 1_890, 'wechat', '商品识别失败'],
];

/** Every seeded order, oldest first. */
export function seedOrders(): OrderSeed[] {
  const orders: OrderSeed[] = [];
  for (const device of DEVICES) {
    if (device.lifecycle !== LifecycleState.OPERATING || device.dailyOrders === 0) continue;
    const next = random(device.id);
    const since = device.offlineFor ?? 0;
    const count = Math.round((device.dailyOrders * (ORDER_HISTORY_DAYS * DAY - since)) / DAY);
    for (let i = 0; i < count; i += 1) {
      const age = since + Math.floor(next() * (ORDER_HISTORY_DAYS * DAY - since));
      const amount = device.type === DeviceType.VENDING_MACHINE ? 300 + 50 * Math.floor(next() * 11) : 600 + 100 * Math.floor(next() * 25);
      const status = statusOf(next());
      const refund = status === OrderStatus.REFUNDED ? amount : status === OrderStatus.PARTLY_REFUNDED ? Math.round((amount * 0.4) / 10) * 10 : 0;
      const payChannel: PayChannel = next() < 0.6 ? 'wechat' : 'alipay';
      const goods = device.type === DeviceType.VENDING_MACHINE ? VENDING_GOODS : COOLER_GOODS;
      // Drawn after the order's other values, so the history of amounts and statuses stays what it was.
      const goodsName = goods[Math.floor(next() * goods.length)];
      orders.push({ deviceId: device.id, goodsName, amount, refund, status, payChannel, abnormalReason: null, age, corrections: 0 });
    }
  }
  for (const [deviceId, age, amount, payChannel, reason, corrections = 0] of ABNORMAL) {
    orders.push({ deviceId, goodsName: COOLER_GOODS[deviceId % COOLER_GOODS.length], amount, refund: 0, status: OrderStatus.ABNORMAL, payChannel, abnormalReason: reason, age, corrections });
  }
  return orders.sort((a, b) => b.age - a.age || a.deviceId - b.deviceId);
}
