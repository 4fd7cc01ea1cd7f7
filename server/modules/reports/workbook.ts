// The business report as an xlsx workbook: a summary sheet, then one sheet per breakdown; amounts in yuan.
import ExcelJS from 'exceljs';
import type { BusinessReport } from '../../../src/core/contract/api/reports.ts';
import { dateOfDay, businessDay } from '../../db/calendar.ts';

const yuan = (cents: number) => Math.round(cents) / 100;
const MONEY = '#,##0.00';

interface Sheet<R> {
  name: string;
  columns: Array<{ header: string; width: number; value(row: R): string | number; money?: boolean }>;
  rows: R[];
}

const FIGURE_COLUMNS = [
  { header: '订单数', width: 10, value: (row: BusinessReport['totals']) => row.orders },
  { header: '销售额（元）', width: 14, value: (row: BusinessReport['totals']) => yuan(row.sales), money: true },
  { header: '退款（元）', width: 12, value: (row: BusinessReport['totals']) => yuan(row.refunds), money: true },
];

function addSheet<R extends BusinessReport['totals']>(book: ExcelJS.Workbook, sheet: Sheet<R>): void {
  const columns = [...sheet.columns, ...FIGURE_COLUMNS];
  const ws = book.addWorksheet(sheet.name);
  ws.columns = columns.map((column) => ({ header: column.header, width: column.width }));
  ws.getRow(1).font = { bold: true };
  for (const row of sheet.rows) ws.addRow(columns.map((column) => column.value(row)));
  columns.forEach((column, index) => {
    if ('money' in column && column.money) ws.getColumn(index + 1).numFmt = MONEY;
  });
}

export function periodOf(report: BusinessReport): string {
  return `${dateOfDay(businessDay(report.startTime))}_${dateOfDay(businessDay(report.endTime))}`;
}

export async function reportWorkbook(report: BusinessReport): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'Backroom';
  addSheet(book, { name: '汇总', columns: [{ header: '统计周期', width: 26, value: () => periodOf(report).replace('_', ' 至 ') }], rows: [report.totals] });
  addSheet(book, { name: '按日', columns: [{ header: '日期', width: 12, value: (row) => row.date }], rows: report.byDay });
  addSheet(book, {
    name: '按设备',
    columns: [
      { header: '设备编号', width: 16, value: (row) => row.code },
      { header: '设备名称', width: 22, value: (row) => row.name },
      { header: '点位', width: 22, value: (row) => row.place },
    ],
    rows: report.byDevice,
  });
  addSheet(book, {
    name: '按点位',
    columns: [
      { header: '点位', width: 22, value: (row) => row.place },
      { header: '设备数', width: 8, value: (row) => row.devices },
    ],
    rows: report.byPlace,
  });
  addSheet(book, { name: '按商品', columns: [{ header: '商品', width: 22, value: (row) => row.goodsName }], rows: report.byGoods });
  return Buffer.from(await book.xlsx.writeBuffer());
}
