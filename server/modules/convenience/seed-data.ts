/** The demo convenience shops; the age of the last update is relative to the first start ("most recently updated"). */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** [id, organisation, department, name, age of the last update] */
export const CONVENIENCE_SHOPS: Array<[number, number, number, string, number]> = [
  [101, 2, 211, '鲜食优选·张江高科店', 3 * HOUR],
  [102, 2, 211, '鲜食优选·陆家嘴店', 30 * MINUTE],
  [103, 2, 211, '鲜食优选·世纪公园店', 2 * DAY],
  [104, 2, 212, '鲜食优选·金鸡湖店', 1 * DAY],
  [701, 7, 703, '北方智能·中街店', 10 * MINUTE],
  [702, 7, 703, '北方智能·太原街店', 5 * DAY],
];
