// Cooler (spec §7 Cooler; the cooler page, GET /api/cooler/page, is in ./devices.ts beside the vending machines': "methods and exact paths: not shown", ours in the style of the others): cold-chain coolers,
// their commands (restart, system status, picture capture, pingback) polled like the IoT ones, models and the
// compressor-control import.
import { defineCall } from './define.ts';
import { DeviceDetail, DeviceModel, DeviceRow } from './devices.ts';
import { IMPORT_DESCRIPTION, ImportReport } from './imports.ts';
import { COMMAND_DESCRIPTION, CommandTicket, iotResp } from './iot.ts';
import { Id, Keyword, T } from './schema.ts';
import type { Static } from './schema.ts';

const COOLER = '/api/cooler';
const READ = 'device:vm:list';
const COMMAND = 'device:vm:command';
const SCOPE = "Coolers of the caller's organisation whose department lies in the caller's department subtree.";
const IdParams = T.Object({ id: Id('cooler id') });
const NOT_COOLER = 'A device that is not a cooler, or outside the scope, answers HTTP 404.';

export const coolerMachineInfo = defineCall({
  method: 'GET',
  path: `${COOLER}/machine/info/:id`,
  tag: 'cooler',
  view: READ,
  summary: 'One cooler with its settings and bindings',
  description: `${SCOPE} ${NOT_COOLER}`,
  params: IdParams,
  response: DeviceDetail,
});

export const CoolerLowStat = T.Object({
  coolers: T.Integer({ minimum: 0, description: 'coolers in scope (withdrawn ones left out)' }),
  lowStock: T.Integer({ minimum: 0, description: 'coolers with a lane at or below its warning level' }),
  lowLanes: T.Integer({ minimum: 0, description: 'lanes at or below their warning level, over all coolers' }),
  temperatureAlarm: T.Integer({ minimum: 0 }),
  offline: T.Integer({ minimum: 0 }),
  rows: T.Array(DeviceRow, { description: 'the coolers with low stock, most warnings first (at most 50)' }),
});
export type CoolerLowStat = Static<typeof CoolerLowStat>;

export const coolerLowStat = defineCall({
  method: 'GET',
  path: `${COOLER}/lowStat`,
  tag: 'cooler',
  view: READ,
  summary: 'Low-stock statistics of the coolers',
  description: `${SCOPE}`,
  response: CoolerLowStat,
});

export const coolerSystemStatus = defineCall({
  method: 'PUT',
  path: `${COOLER}/system/status/:id`,
  tag: 'cooler',
  view: COMMAND,
  summary: 'Ask a cooler for its system status (command systemStatus)',
  description: `${COMMAND_DESCRIPTION} Success answers {system: {version, uptimeSeconds, cpuPercent, memoryPercent, diskPercent, signal}}. ${NOT_COOLER}`,
  params: IdParams,
  response: CommandTicket,
});

export const coolerRestart = defineCall({
  method: 'PUT',
  path: `${COOLER}/restart/:id`,
  tag: 'cooler',
  view: COMMAND,
  summary: 'Restart a cooler (command restart)',
  description: `${COMMAND_DESCRIPTION} Success answers {restartedAt}. ${NOT_COOLER}`,
  params: IdParams,
  response: CommandTicket,
});

export const coolerPicture = defineCall({
  method: 'PUT',
  path: `${COOLER}/picture/:id`,
  tag: 'cooler',
  view: COMMAND,
  summary: 'Capture a picture of the inside of a cooler (command picture, polled up to 60 s)',
  description: `${COMMAND_DESCRIPTION} Success answers {pictureUrl}: a signed link to the image (valid 1 hour). ${NOT_COOLER}`,
  params: IdParams,
  response: CommandTicket,
});

export const coolerPingback = defineCall({
  method: 'PUT',
  path: `${COOLER}/pingback/:id`,
  tag: 'cooler',
  view: COMMAND,
  summary: 'Ping a cooler and wait for it to call back (command pingback, polled up to 20 s)',
  description: `${COMMAND_DESCRIPTION} Success answers {pingbackAt, roundTripMs}. ${NOT_COOLER}`,
  params: IdParams,
  response: CommandTicket,
});

export const coolerResp = defineCall({
  method: 'GET',
  path: `${COOLER}/resp/:id`,
  tag: 'cooler',
  view: iotResp.view,
  summary: "A cooler command's answer, for polling",
  description: iotResp.description,
  params: iotResp.params,
  response: iotResp.response,
});

export const coolerModelByBrand = defineCall({
  method: 'GET',
  path: `${COOLER}/model/byBrand`,
  tag: 'cooler',
  summary: 'Cooler models of a brand (maker)',
  description: 'The model catalogue is shared by every organisation. brand: contains, case-insensitive; every cooler model when absent.',
  query: T.Object({ brand: T.Optional(Keyword('the maker')) }),
  response: T.Array(DeviceModel),
});

/** The compressor-control import's columns: the row field each header fills, in Chinese and English (a file may use either). */
export const COMPRESSOR_IMPORT_COLUMNS = [
  { key: 'code', header: '设备编号', headerEn: 'Device code' },
  { key: 'onTime', header: '开启时间', headerEn: 'Start time' },
  { key: 'offTime', header: '关闭时间', headerEn: 'Stop time' },
] as const;

export const coolerCompressorImport = defineCall({
  method: 'POST',
  path: `${COOLER}/compressor/import`,
  tag: 'cooler',
  view: COMMAND,
  summary: 'Import compressor-control plans (设备编号, 开启时间, 关闭时间)',
  description:
    `${IMPORT_DESCRIPTION} Each row sets the daily compressor plan of one cooler; a code that is not a cooler of the ` +
    "caller's scope, a code repeated in the file, a time that is not HH:mm (00:00 to 23:59; an Excel time cell is read as " +
    'its time) and equal start and stop times are row errors, all reported at once: message in Chinese and messageEn in ' +
    'English, each naming the column and what it takes. The English headers are accepted too. Audited per cooler.',
  response: ImportReport,
});

export const coolerCompressorTemplate = defineCall({
  method: 'GET',
  path: `${COOLER}/compressor/template`,
  tag: 'cooler',
  view: COMMAND,
  summary: 'The template workbook of the compressor-control import',
  description: 'Sheet 导入: the headers 设备编号, 开启时间, 关闭时间, then one example row (replace it); cells hold text. Sheet ' +
    "可选值 Allowed values: the codes of the caller's coolers (offered as a drop-down list in 设备编号, Excel data validation) " +
    'and the form of a time (压缩机控制导入模板.xlsx).',
  response: T.Null(),
  produces: 'file',
});
