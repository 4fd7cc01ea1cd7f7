// The demo convenience shops, their goods and sub-orders (issue 12). Ages are relative to the first start, so
// "most recently updated" and "today" hold whenever the demo is seeded: 陆家嘴店 is 鲜食优选's most recently updated
// shop (where its store manager lands) and has exceptions to handle.
import { ExceptionResult, SubOrderException, SubOrderStatus } from '../../../src/core/contract/api/convenience.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface ShopSeed {
  id: number;
  orgId: number;
  deptId: number;
  name: string;
  /** How long ago it was last updated. */
  age: number;
  address: string;
  openHours: string;
  contactPhone: string;
}

export const CONVENIENCE_SHOPS: ShopSeed[] = [
  { id: 101, orgId: 2, deptId: 211, name: '鲜食优选·张江高科店', age: 3 * HOUR, address: '上海市浦东新区祖冲之路 887 弄 1 号', openHours: '07:00-23:00', contactPhone: '13812340101' },
  { id: 102, orgId: 2, deptId: 211, name: '鲜食优选·陆家嘴店', age: 30 * MINUTE, address: '上海市浦东新区陆家嘴环路 1000 号 B1', openHours: '00:00-24:00', contactPhone: '13812340102' },
  { id: 103, orgId: 2, deptId: 211, name: '鲜食优选·世纪公园店', age: 2 * DAY, address: '上海市浦东新区锦绣路 1001 号', openHours: '08:00-22:00', contactPhone: '13812340103' },
  { id: 104, orgId: 2, deptId: 212, name: '鲜食优选·金鸡湖店', age: 1 * DAY, address: '苏州市工业园区星港街 188 号', openHours: '07:30-22:30', contactPhone: '13812340104' },
  { id: 701, orgId: 7, deptId: 703, name: '北方智能·中街店', age: 10 * MINUTE, address: '沈阳市沈河区中街路 128 号', openHours: '08:00-22:00', contactPhone: '13912340701' },
  { id: 702, orgId: 7, deptId: 703, name: '北方智能·太原街店', age: 5 * DAY, address: '沈阳市和平区太原北街 86 号', openHours: '09:00-21:00', contactPhone: '13912340702' },
];

/** [name, price in cents] of the goods every shop of the organisation sells. */
const GOODS_OF_ORG: Record<number, Array<[string, number]>> = {
  2: [['金枪鱼饭团', 650], ['鸡肉三明治', 1280], ['鲜牛奶 950ml', 1590], ['矿泉水 550ml', 200], ['关东煮套餐', 1500], ['现磨美式咖啡', 900]],
  7: [['酸菜猪肉水饺', 1800], ['哈尔滨红肠', 2600], ['格瓦斯 1L', 800], ['冰糖葫芦串', 500]],
};

export interface GoodsSeed {
  id: number;
  orgId: number;
  deptId: number;
  shopId: number;
  name: string;
  priceCents: number;
}

export const CONVENIENCE_GOODS: GoodsSeed[] = CONVENIENCE_SHOPS.flatMap((shop) =>
  GOODS_OF_ORG[shop.orgId].map(([name, priceCents], index) => ({
    id: shop.id * 100 + index + 1,
    orgId: shop.orgId,
    deptId: shop.deptId,
    shopId: shop.id,
    name,
    priceCents,
  })),
);

const EXCEPTION_DESC: Record<SubOrderException, string> = {
  [SubOrderException.OUT_OF_STOCK]: '商品库存不足，无法备齐',
  [SubOrderException.NOT_PICKED_UP]: '顾客超过 2 小时未到店取货',
  [SubOrderException.PAYMENT]: '支付成功但订单状态未同步',
  [SubOrderException.DAMAGED]: '商品包装破损，顾客拒收',
};

/** An exception of a shop's n-th sub-order (0 newest), and how it was handled, if it was. */
interface ExceptionSeed {
  index: number;
  type: SubOrderException;
  handled?: { result: ExceptionResult; remark: string; by: string };
}

/** [shop, sub-orders, exceptions] */
const PLAN: Array<[number, number, ExceptionSeed[]]> = [
  [101, 10, [{ index: 2, type: SubOrderException.PAYMENT }]],
  [102, 14, [
    { index: 1, type: SubOrderException.OUT_OF_STOCK },
    { index: 3, type: SubOrderException.NOT_PICKED_UP },
    { index: 8, type: SubOrderException.DAMAGED },
    { index: 10, type: SubOrderException.OUT_OF_STOCK, handled: { result: ExceptionResult.REFUND, remark: '已联系顾客，原路退款', by: '13800000005' } },
  ]],
  [103, 8, []],
  [104, 9, [{ index: 4, type: SubOrderException.NOT_PICKED_UP }]],
  [701, 8, [{ index: 1, type: SubOrderException.DAMAGED }, { index: 5, type: SubOrderException.OUT_OF_STOCK }]],
  [702, 6, []],
];

export interface SubOrderSeed {
  subOrderNo: string;
  orderNo: string;
  shop: ShopSeed;
  status: SubOrderStatus;
  exception: { type: SubOrderException; desc: string } | null;
  handled: ExceptionSeed['handled'] | null;
  /** [goods id, quantity] */
  items: Array<[number, number]>;
  age: number;
}

/** The first six of a shop's sub-orders are from the last hours; the others a day apart and more. */
const ageOf = (index: number) => (index < 6 ? (5 + index * 35) * MINUTE : DAY + (index - 6) * 5 * HOUR);

function plainStatus(index: number): SubOrderStatus {
  if (index < 6 && index % 3 === 0) return SubOrderStatus.AWAITING;
  return index % 5 === 4 ? SubOrderStatus.CANCELLED : SubOrderStatus.COMPLETED;
}

export const CONVENIENCE_SUB_ORDERS: SubOrderSeed[] = PLAN.flatMap(([shopId, count, exceptions]) => {
  const shop = CONVENIENCE_SHOPS.find((candidate) => candidate.id === shopId) as ShopSeed;
  const goods = CONVENIENCE_GOODS.filter((item) => item.shopId === shopId);
  const prefix = shop.orgId === 2 ? 'XS' : 'BF';
  return Array.from({ length: count }, (_, index): SubOrderSeed => {
    const exception = exceptions.find((candidate) => candidate.index === index) ?? null;
    const first = goods[index % goods.length];
    const second = goods[(index + 2) % goods.length];
    const items: Array<[number, number]> = index % 2 === 0 ? [[first.id, 1 + (index % 3)]] : [[first.id, 1], [second.id, 2]];
    const status = exception
      ? exception.handled
        ? exception.handled.result === ExceptionResult.REFUND ? SubOrderStatus.CANCELLED : SubOrderStatus.COMPLETED
        : SubOrderStatus.EXCEPTION
      : plainStatus(index);
    const seq = String(count - index).padStart(4, '0');
    return {
      subOrderNo: `${prefix}-SO-${shopId}-${seq}`,
      orderNo: `${prefix}-CO-${shopId}-${seq}`,
      shop,
      status,
      exception: exception ? { type: exception.type, desc: EXCEPTION_DESC[exception.type] } : null,
      handled: exception?.handled ?? null,
      items,
      age: ageOf(index),
    };
  });
});

/** The price of a seeded goods item. */
export function priceOf(goodsId: number): number {
  return (CONVENIENCE_GOODS.find((item) => item.id === goodsId) as GoodsSeed).priceCents;
}
