// The business report (经营报表, issue 16): sales of the caller's organisation and department subtree over a chosen
// period, by day, device, place and goods. Paths are ours (the spec names the menu only).
import { DeviceType } from '../business.ts';
import type { DeviceType as TypeCode } from '../business.ts';
import { defineCall } from './define.ts';
import { Cents, EpochMs, IntEnum, T } from './schema.ts';
import type { Static } from './schema.ts';

/** The longest period one report covers. */
export const REPORT_MAX_DAYS = 366;
/** Rows of each ranking (devices, places, goods); the rest are summed in the totals. */
export const REPORT_TOP = 10;

const Count = (description: string) => T.Integer({ minimum: 0, description });
const figures = {
  orders: Count('sold orders (paid, refunded or partly refunded)'),
  sales: Cents('sales net of refunds'),
  refunds: Cents('refunded'),
};

const ReportQuery = T.Object({
  startTime: EpochMs('first moment of the period, epoch ms'),
  endTime: EpochMs(`last moment of the period, epoch ms; at most ${REPORT_MAX_DAYS} days after startTime`),
});

export const BusinessReportData = T.Object({
  startTime: T.Integer(),
  endTime: T.Integer(),
  totals: T.Object(figures),
  byDay: T.Array(T.Object({ date: T.String({ description: 'YYYY-MM-DD, business day (UTC+8)' }), ...figures }), {
    description: 'every day of the period, days without orders as 0',
  }),
  byDevice: T.Array(
    T.Object({
      deviceId: T.Integer(),
      code: T.String(),
      name: T.String(),
      place: T.String(),
      deviceType: IntEnum<TypeCode>(Object.values(DeviceType), '1 vending machine, 2 cooler'),
      ...figures,
    }),
    { description: `the ${REPORT_TOP} devices with the largest sales` },
  ),
  byPlace: T.Array(T.Object({ place: T.String(), devices: Count('devices at the place that sold'), ...figures }), {
    description: `the ${REPORT_TOP} places with the largest sales`,
  }),
  byGoods: T.Array(T.Object({ goodsName: T.String(), ...figures }), { description: `the ${REPORT_TOP} goods with the largest sales` }),
});
export type BusinessReport = Static<typeof BusinessReportData>;

const DESCRIPTION =
  'Sold orders (paid, refunded, partly refunded) created in [startTime, endTime] in the caller\'s organisation and ' +
  `department subtree; at most ${REPORT_MAX_DAYS} days, else 400 naming endTime.`;

export const businessReport = defineCall({
  method: 'GET',
  path: '/api/report/business',
  tag: 'reports',
  view: 'order:list',
  summary: 'Business report: sales by day, device, place and goods over a period',
  description: DESCRIPTION,
  query: ReportQuery,
  response: BusinessReportData,
});

export const businessReportExport = defineCall({
  method: 'GET',
  path: '/api/report/business/export',
  tag: 'reports',
  view: 'order:list',
  summary: 'The business report as an xlsx workbook (one sheet per breakdown)',
  description: `${DESCRIPTION} Answers the workbook as a download (经营报表_<start>_<end>.xlsx).`,
  query: ReportQuery,
  response: T.Null(),
  produces: 'file',
});
