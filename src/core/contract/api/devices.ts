// Devices (spec §3 vending machine, §7 Vending machines): the fleet of the caller's scope, its settings, bindings and
// lifecycle. The commands sent to devices are in ./iot.ts, the cooler calls in ./cooler.ts.
import { DeviceType, LifecycleState, TemperatureMode } from '../business.ts';
import type { DeviceType as DeviceTypeCode, LifecycleState as LifecycleCode, TemperatureMode as ModeCode } from '../business.ts';
import { TEMPERATURE_NOT_AVAILABLE } from '../constants.ts';
import { KEYWORD_MAX_LENGTH } from '../../rules/limits.ts';
import { defineCall } from './define.ts';
import { Body, DeptFields, EpochMs, Id, IntEnum, Keyword, Nullable, Paged, PagedQuery, Phone, T, TextEnum, Time } from './schema.ts';
import type { Static } from './schema.ts';

const LIFECYCLE_STATES = Object.values(LifecycleState) as LifecycleCode[];
const MODES = Object.values(TemperatureMode) as ModeCode[];

/**
 * The lifecycle of a machine (concept vmLifecycleState; spec §4: "the state values: not shown", ours):
 * 0 awaiting initialisation → (initialised by its aging run, machineAgingRecord/forceFinish) → 1 awaiting launch
 * → launchVm → 2 operating → cancelLaunchVm → 1; 3 in repair → launchVm → 2; 4 withdrawn is final.
 * Refusals: a machine still awaiting initialisation answers 40515 to launch, cancel-launch, lock and every command;
 * cancel-launch, lock and commands need 2 operating (40525, launch from 4 withdrawn too); cancel-launch and moving a
 * machine to another department (update with deptId) while a replenishment package of it awaits approval: 40526.
 */
export const LIFECYCLE_DESCRIPTION =
  'concept vmLifecycleState: 0 awaiting initialisation, 1 awaiting launch, 2 operating, 3 in repair, 4 withdrawn. ' +
  'Transitions: 0→1 when its aging run finishes (PUT /api/iot/machineAgingRecord/forceFinish); 1→2 and 3→2 by launchVm; ' +
  '2→1 by cancelLaunchVm; 4 is final. Refused: 40515 (awaiting initialisation) for launch, cancel-launch, lock and commands; ' +
  '40525 (not operating) for cancel-launch, lock and commands of a machine not in 2, and launch of a withdrawn one; 40526 ' +
  'for cancel-launch or a department change while a replenishment package of the machine awaits approval.';

/** GB/T 2260 division codes: province 310000, city 310100, district 310115. */
const DivisionCode = (what: string) => T.String({ pattern: '^[0-9]{6}$', description: `${what} code (GB/T 2260, 6 digits)` });

export const DeviceRow = T.Object({
  id: T.Integer(),
  code: T.String(),
  name: T.String(),
  deviceType: IntEnum<DeviceTypeCode>(Object.values(DeviceType), '1 vending machine, 2 cooler'),
  lifecycleState: IntEnum<LifecycleCode>(LIFECYCLE_STATES, LIFECYCLE_DESCRIPTION),
  online: T.Boolean(),
  temperature: T.Integer({ description: `degrees Celsius; ${TEMPERATURE_NOT_AVAILABLE} means not available` }),
  temperatureMode: IntEnum<ModeCode>(MODES, 'concept temperatureMode: 0 ambient, 1 chilled, 2 frozen, 3 heating'),
  temperatureAlarm: T.Boolean(),
  inventoryWarnings: T.Integer({ minimum: 0, description: 'goods lanes at or below their warning level' }),
  locked: T.Boolean({ description: 'lock state: the door is locked by the back office' }),
  orderLocked: T.Boolean({ description: 'orders refused while set (batchLock orderLock)' }),
  place: T.String(),
  placeId: Nullable(T.Integer({ description: 'the place (site) the machine stands at' })),
  provinceCode: Nullable(T.String()),
  cityCode: Nullable(T.String()),
  areaCode: Nullable(T.String()),
  brandDeptId: Nullable(T.Integer({ description: 'the brand department the machine sells for' })),
  ...DeptFields,
  lastOnlineTime: Nullable(Time('last seen online')),
  lastReportTime: Nullable(Time('last status report received from the device (null before its first)')),
});
/** A vending machine or cooler, as the device lists page them. */
export type Device = Static<typeof DeviceRow>;

const IdList = (what: string) => T.String({ pattern: '^[0-9]{1,10}(,[0-9]{1,10}){0,199}$', description: `${what}, comma-separated (at most 200)` });

/** The fleet filters of issue 10, as query parameters (lists comma-joined, spec §5). */
const FILTER_QUERY = {
  keyword: T.Optional(Keyword('code, name or place')),
  code: T.Optional(T.String({ maxLength: KEYWORD_MAX_LENGTH, description: 'device code; starts with, case-insensitive' })),
  lifecycleState: T.Optional(IntEnum<LifecycleCode>(LIFECYCLE_STATES, 'lifecycle state filter')),
  provinceCode: T.Optional(DivisionCode('province')),
  cityCode: T.Optional(DivisionCode('city')),
  areaCode: T.Optional(DivisionCode('district')),
  placeIds: T.Optional(IdList('place ids')),
  brandDeptIds: T.Optional(IdList('brand department ids')),
  online: T.Optional(T.Boolean({ description: 'true online only, false offline only' })),
  locked: T.Optional(T.Boolean({ description: 'lock state: true locked only, false unlocked only' })),
};

export const DeviceQuery = PagedQuery(FILTER_QUERY);
/** The filters alone (the export answers every matching row). */
export const DeviceFilterQuery = T.Object(FILTER_QUERY);
export type DeviceFilters = Omit<Static<typeof DeviceQuery>, 'page' | 'limit'>;

const IdArray = (what: string) => T.Array(Id(what), { maxItems: 200, description: `${what} (at most 200)` });

/** The same filters in a JSON body (lists as arrays). */
const FILTER_BODY = {
  ...FILTER_QUERY,
  placeIds: T.Optional(IdArray('place ids')),
  brandDeptIds: T.Optional(IdArray('brand department ids')),
  deviceType: T.Optional(IntEnum<DeviceTypeCode>(Object.values(DeviceType), '1 vending machines, 2 coolers; both when absent')),
};
const PAGE_BODY = {
  page: T.Optional(T.Integer({ minimum: 1, maximum: 100_000, default: 1, description: '1-based page number' })),
  limit: T.Optional(T.Integer({ minimum: 1, maximum: 1_000, default: 10, description: 'rows per page' })),
};
export const DeviceFilterBody = Body({ ...PAGE_BODY, ...FILTER_BODY }, 'fleet filters; page and limit for the paged calls');
export type DeviceFilterInput = Static<typeof DeviceFilterBody>;

const SCOPE = "Devices of the caller's organisation whose department lies in the caller's department subtree, by code.";
const FILTERS = 'Filters: keyword, code, lifecycleState, provinceCode, cityCode, areaCode, placeIds, brandDeptIds, online, locked.';
const NOT_FOUND = 'A device outside the scope, or none, answers HTTP 404.';
const VM = '/api/operation/vending_machine';
const READ = 'device:vm:list';
const LOCK = 'device:vm:lock';
const EDIT = 'device:vm:command';

/** Everything one device shows (detail page, console). */
export const DeviceDetail = T.Object({
  ...DeviceRow.properties,
  modelId: Nullable(T.Integer()),
  modelName: Nullable(T.String()),
  targetTemperature: Nullable(T.Integer({ description: 'the temperature set, °C' })),
  compressorOn: T.Boolean(),
  lightOn: T.Boolean(),
  screenOn: T.Boolean(),
  contactNumber: Nullable(T.String({ description: 'phone shown on the machine for customers' })),
  hotspot: Nullable(T.String({ description: 'the Wi-Fi hotspot bound to the machine' })),
  scanCode: Nullable(T.String({ description: 'the scan-code (QR) bound to the machine' })),
  extraCodes: T.Array(T.String(), { description: 'codes of the extra devices bound to it (boxes, terminals)' }),
  nfcSn: Nullable(T.String({ description: 'serial number of its NFC reader' })),
  warnLevel: T.Integer({ description: 'a lane at or below this stock is an inventory warning' }),
  compressorPlan: Nullable(T.Object({ onTime: T.String({ description: 'HH:mm' }), offTime: T.String({ description: 'HH:mm' }) })),
  createTime: Time('installed'),
});
export type DeviceDetail = Static<typeof DeviceDetail>;

const IdParams = T.Object({ id: Id('device id') });
const LIST_MAX = 500;

export const vendingMachinePage = defineCall({
  method: 'GET',
  path: `${VM}/page`,
  tag: 'devices',
  view: READ,
  summary: 'Vending machines, paged',
  description: `${SCOPE} ${FILTERS}`,
  query: DeviceQuery,
  response: Paged(DeviceRow),
});

export const coolerPage = defineCall({
  method: 'GET',
  path: '/api/cooler/page',
  tag: 'devices',
  view: READ,
  summary: 'Coolers, paged',
  description: `${SCOPE} ${FILTERS} Same shape as the vending machines.`,
  query: DeviceQuery,
  response: Paged(DeviceRow),
});

const PickerOption = T.Object({ id: T.Integer(), name: T.String() });
/** A place or brand department a fleet filter can pick. */
export type PickerOption = Static<typeof PickerOption>;

export const deviceFilterOptions = defineCall({
  method: 'GET',
  path: '/api/operation/device/filterOptions',
  tag: 'devices',
  view: READ,
  summary: 'What the fleet filters can pick: places and brand departments',
  description:
    `${SCOPE} The places (placeId and its name) and brand departments (brandDeptId and the department's name) of the ` +
    'devices in scope, by name, so the placeIds and brandDeptIds filters are picked by name rather than typed as ids.',
  response: T.Object({ places: T.Array(PickerOption), brands: T.Array(PickerOption) }),
});

export const vendingMachinePostPage = defineCall({
  method: 'POST',
  path: `${VM}/postPage`,
  tag: 'devices',
  view: READ,
  summary: 'Vending machines, paged, filters in the body',
  description: `${SCOPE} The page call with its filters in a JSON body (long id lists). ${FILTERS} deviceType defaults to 1.`,
  body: DeviceFilterBody,
  response: Paged(DeviceRow),
});

export const vendingMachineList = defineCall({
  method: 'POST',
  path: `${VM}/list`,
  tag: 'devices',
  view: READ,
  summary: 'Devices, unpaged (pickers)',
  description: `${SCOPE} ${FILTERS} Both types unless deviceType is given; at most ${LIST_MAX} rows (page and limit ignored).`,
  body: DeviceFilterBody,
  response: T.Array(DeviceRow),
});

export const vendingMachinePageVmList = defineCall({
  method: 'POST',
  path: `${VM}/pageVmList`,
  tag: 'devices',
  view: READ,
  summary: 'Devices with their settings, paged (the device console)',
  description: `${SCOPE} ${FILTERS} Rows carry the detail (settings, bindings); both types unless deviceType is given.`,
  body: DeviceFilterBody,
  response: Paged(DeviceDetail),
});

export const vendingMachinePageList = defineCall({
  method: 'POST',
  path: `${VM}/pageList`,
  tag: 'devices',
  view: READ,
  summary: 'Devices of both types, paged',
  description: `${SCOPE} ${FILTERS} Vending machines and coolers together unless deviceType is given.`,
  body: DeviceFilterBody,
  response: Paged(DeviceRow),
});

export const vendingMachineExport = defineCall({
  method: 'GET',
  path: `${VM}/export`,
  tag: 'devices',
  view: READ,
  summary: 'Vending machines as an xlsx workbook',
  description: `${SCOPE} ${FILTERS} Every matching row (at most 100,000) as 售货机列表.xlsx.`,
  query: DeviceFilterQuery,
  response: T.Null(),
  produces: 'file',
});

export const vendingMachineDetailByKeyword = defineCall({
  method: 'GET',
  path: `${VM}/detailByKeyword`,
  tag: 'devices',
  view: READ,
  summary: 'One device found by its code or name',
  description: `${SCOPE} The device whose code equals the keyword (case-insensitive), else the first whose name contains it; null when none.`,
  query: T.Object({ keyword: T.String({ minLength: 1, maxLength: KEYWORD_MAX_LENGTH, description: 'a code or part of a name' }) }),
  response: Nullable(DeviceDetail),
});

export const FIELD_QUERY_FIELDS = ['id', 'code', 'name', 'place', 'deviceType', 'lifecycleState', 'online', 'deptId'] as const;
export type FieldQueryField = (typeof FIELD_QUERY_FIELDS)[number];
const FieldRecord = T.Object({}, { additionalProperties: true, description: 'the fields asked for, by name' });

export const vendingMachineFieldQuery = defineCall({
  method: 'GET',
  path: `${VM}/fieldQuery`,
  tag: 'devices',
  view: READ,
  summary: 'Chosen fields of devices (spec §3 field query, as query parameters)',
  description:
    `${SCOPE} fields: comma-separated among ${FIELD_QUERY_FIELDS.join(', ')} (default id,name); values: the ids to match ` +
    '(conditionValues on id; all when absent, at most 500 rows). An unknown field is refused with 400.',
  query: T.Object({
    fields: T.Optional(T.String({ pattern: `^(${FIELD_QUERY_FIELDS.join('|')})(,(${FIELD_QUERY_FIELDS.join('|')}))*$`, description: 'field names, comma-separated' })),
    values: T.Optional(IdList('device ids')),
  }),
  response: T.Array(FieldRecord),
});

export const vendingMachineUpdate = defineCall({
  method: 'PUT',
  path: `${VM}/update`,
  tag: 'devices',
  view: EDIT,
  summary: 'Change a device: name, place, division codes, brand, department',
  description:
    `${SCOPE} Only the fields sent change. A new deptId must lie in the caller's subtree (else 403); moving a machine while ` +
    `a replenishment package of it awaits approval: 40526. ${NOT_FOUND} Audited in the operations log. Answers the device.`,
  body: Body(
    {
      id: Id('device id'),
      name: T.Optional(T.String({ minLength: 1, maxLength: 64 })),
      place: T.Optional(T.String({ minLength: 1, maxLength: 128 })),
      placeId: T.Optional(Nullable(Id('place id'))),
      provinceCode: T.Optional(Nullable(DivisionCode('province'))),
      cityCode: T.Optional(Nullable(DivisionCode('city'))),
      areaCode: T.Optional(Nullable(DivisionCode('district'))),
      brandDeptId: T.Optional(Nullable(Id('brand department id'))),
      deptId: T.Optional(Id('department id: moving the machine (changing merchant)')),
    },
    'the device and the fields to change',
  ),
  response: DeviceDetail,
});

export const vendingMachineUpdateSetting = defineCall({
  method: 'PUT',
  path: `${VM}/updateVmSetting`,
  tag: 'devices',
  view: EDIT,
  summary: 'Change the stored settings of a device',
  description:
    `${SCOPE} The settings the device takes at its next report: target temperature (-30..30 °C), temperature mode, the ` +
    `lane warning level. Changing a live temperature goes through the commands (tempSet, setTempMode). ${NOT_FOUND} Audited.`,
  body: Body(
    {
      id: Id('device id'),
      targetTemperature: T.Optional(T.Integer({ minimum: -30, maximum: 30, description: '°C' })),
      temperatureMode: T.Optional(IntEnum<ModeCode>(MODES, 'temperature mode')),
      warnLevel: T.Optional(T.Integer({ minimum: 0, maximum: 99, description: 'lane stock warning level' })),
    },
    'the device and the settings to change',
  ),
  response: DeviceDetail,
});

export const vendingMachineUpdateHotspot = defineCall({
  method: 'PUT',
  path: `${VM}/updateVmSettingHotspot`,
  tag: 'devices',
  view: EDIT,
  summary: 'Bind or clear the Wi-Fi hotspot of a device',
  description: `${SCOPE} hotspot null clears it. ${NOT_FOUND} Audited.`,
  body: Body({ id: Id('device id'), hotspot: Nullable(T.String({ minLength: 1, maxLength: 64, description: 'hotspot name (SSID)' })) }, 'the device and its hotspot'),
  response: DeviceDetail,
});

export const vendingMachineUpdateContactNumber = defineCall({
  method: 'PUT',
  path: `${VM}/updateContactNumberById`,
  tag: 'devices',
  view: EDIT,
  summary: 'Set the contact number shown on a device',
  description: `${SCOPE} contactNumber: 11 digits (spec §5 phone rule). ${NOT_FOUND} Audited.`,
  body: Body({ id: Id('device id'), contactNumber: Phone('contact phone, 11 digits') }, 'the device and its contact number'),
  response: DeviceDetail,
});

const ExtraBody = Body({ extraCode: T.String({ pattern: '^[A-Za-z0-9-]{1,32}$', description: 'code of the extra device (box, terminal)' }) }, 'the extra device');

export const vendingMachineBindExtra = defineCall({
  method: 'PUT',
  path: `${VM}/bind/extra/:id`,
  tag: 'devices',
  view: EDIT,
  summary: 'Bind an extra device (box, terminal) to a device',
  description: `${SCOPE} Binding a code bound already to this device changes nothing; a code bound to another device answers 10005. ${NOT_FOUND} Audited.`,
  params: IdParams,
  body: ExtraBody,
  response: DeviceDetail,
});

export const vendingMachineUnbindExtra = defineCall({
  method: 'PUT',
  path: `${VM}/unbind/extra/:id`,
  tag: 'devices',
  view: EDIT,
  summary: 'Unbind an extra device from a device',
  description: `${SCOPE} Unbinding a code not bound changes nothing. ${NOT_FOUND} Audited.`,
  params: IdParams,
  body: ExtraBody,
  response: DeviceDetail,
});

export const vendingMachineUnbindScanCode = defineCall({
  method: 'PUT',
  path: `${VM}/unbindScanCode`,
  tag: 'devices',
  view: EDIT,
  summary: 'Clear the scan-code binding of a device, by device code',
  description: `${SCOPE} ${NOT_FOUND} Audited. Answers the device.`,
  query: T.Object({ code: T.String({ minLength: 1, maxLength: KEYWORD_MAX_LENGTH, description: 'device code' }) }),
  response: DeviceDetail,
});

export const vendingMachineRemoveCache = defineCall({
  method: 'POST',
  path: `${VM}/removeCacheByCodes`,
  tag: 'devices',
  view: EDIT,
  summary: "Forget the server's cached reports of devices, by code",
  description:
    `${SCOPE} The last status report each device sent (temperature, compressor, lights) is dropped, so the next report ` +
    'or command result is taken fresh; codes outside the scope are ignored. Answers how many devices were cleared. Audited.',
  body: Body({ codes: T.Array(T.String({ minLength: 1, maxLength: KEYWORD_MAX_LENGTH }), { minItems: 1, maxItems: 200 }) }, 'device codes'),
  response: T.Object({ removed: T.Integer({ minimum: 0 }) }),
});

export const OpenFailRow = T.Object({
  id: T.Integer(),
  deviceId: T.Integer(),
  reason: T.String({ description: 'why the door did not open' }),
  userPhone: T.String({ description: 'the customer, masked (138****0000)' }),
  createTime: Time('when'),
});
export type OpenFailRow = Static<typeof OpenFailRow>;

export const vendingMachineOpenFailLogPage = defineCall({
  method: 'GET',
  path: `${VM}/openFailLogPage/:id`,
  tag: 'devices',
  view: READ,
  summary: 'Door-open failures of a device, paged, newest first',
  description: `${SCOPE} ${NOT_FOUND}`,
  params: IdParams,
  query: PagedQuery({}),
  response: Paged(OpenFailRow),
});

export const SettingShowStatus = T.Object({
  temperature: T.Boolean(),
  temperatureMode: T.Boolean(),
  compressor: T.Boolean(),
  light: T.Boolean(),
  screen: T.Boolean(),
  hotspot: T.Boolean(),
  contactNumber: T.Boolean(),
  scanCode: T.Boolean(),
  nfc: T.Boolean(),
  picture: T.Boolean({ description: 'picture capture (coolers)' }),
  pingback: T.Boolean({ description: 'pingback (coolers)' }),
});
export type SettingShowStatus = Static<typeof SettingShowStatus>;

export const vendingMachineSettingShowStatus = defineCall({
  method: 'GET',
  path: `${VM}/getVmSettingShowStatus`,
  tag: 'devices',
  view: READ,
  summary: 'Which settings and commands a device offers',
  description:
    `${SCOPE} By its type: vending machines have lights, screen, hotspot, scan code and NFC; coolers compressor, picture and ` +
    `pingback; both temperature, mode and contact number. ${NOT_FOUND}`,
  query: T.Object({ id: Id('device id') }),
  response: SettingShowStatus,
});

export const LIFECYCLE_BODY = Body({ id: Id('device id') }, 'the device');

export const vendingMachineLaunch = defineCall({
  method: 'PUT',
  path: `${VM}/launchVm`,
  tag: 'devices',
  view: LOCK,
  summary: 'Launch a device: it starts operating',
  description: `${SCOPE} ${LIFECYCLE_DESCRIPTION} Launching one operating already changes nothing. ${NOT_FOUND} Audited. Answers the device.`,
  body: LIFECYCLE_BODY,
  response: DeviceDetail,
});

export const vendingMachineCancelLaunch = defineCall({
  method: 'PUT',
  path: `${VM}/cancelLaunchVm/:id`,
  tag: 'devices',
  view: LOCK,
  summary: 'Cancel the launch of a device: back to awaiting launch',
  description: `${SCOPE} ${LIFECYCLE_DESCRIPTION} ${NOT_FOUND} Audited. Answers the device.`,
  params: IdParams,
  response: DeviceDetail,
});

export const LockState = { UNLOCKED: 0, LOCKED: 1 } as const;
export type LockState = (typeof LockState)[keyof typeof LockState];

export const vendingMachineLock = defineCall({
  method: 'PUT',
  path: `${VM}/:id/vmlock/:state`,
  tag: 'devices',
  view: LOCK,
  summary: 'Lock (1) or unlock (0) a device',
  description: `${SCOPE} Needs an operating device: 40515 awaiting initialisation, 40525 not operating. ${NOT_FOUND} Audited. Answers the device.`,
  params: T.Object({ id: Id('device id'), state: IntEnum<LockState>([0, 1], '1 lock, 0 unlock') }),
  response: DeviceDetail,
});

export const BulkResult = T.Object({
  id: T.Integer({ description: 'device id' }),
  status: T.Integer({ description: '200, or the code refusing this device (3502, 40515, 40525, 404 not in scope)' }),
  msg: T.String(),
});
export type BulkResult = Static<typeof BulkResult>;

export const vendingMachineBatchLock = defineCall({
  method: 'PUT',
  path: `${VM}/batchLock/:id`,
  tag: 'devices',
  view: LOCK,
  summary: 'Lock (id 1) or unlock (id 0) a selection of devices, with a result per device',
  description:
    `${SCOPE} The path's id is the lock state (1 lock, 0 unlock, as vmlock/{state}); vmIds: the devices; orderLock: ` +
    'also refuse (true) or allow (false) orders on them. Each device is judged alone (40515, 40525, 404 when outside the ' +
    'scope) and the others still change. Audited per device.',
  params: T.Object({ id: IntEnum<LockState>([0, 1], 'lock state: 1 lock, 0 unlock') }),
  body: Body({ vmIds: T.Array(Id('device id'), { minItems: 1, maxItems: 200 }), orderLock: T.Boolean({ description: 'refuse orders as well' }) }, 'the selection'),
  response: T.Object({ results: T.Array(BulkResult) }),
});

export const vendingMachineMerchantDetail = defineCall({
  method: 'GET',
  path: '/api/operation/merchant/vm/detail/:id',
  tag: 'devices',
  view: READ,
  summary: 'One device with its settings and bindings',
  description: `${SCOPE} ${NOT_FOUND}`,
  params: IdParams,
  response: DeviceDetail,
});

export const GoodsLane = T.Object({
  layer: T.Integer({ minimum: 1 }),
  lane: T.Integer({ minimum: 1 }),
  goodsName: Nullable(T.String()),
  priceCents: Nullable(T.Integer({ minimum: 0, description: 'integer cents' })),
  stock: T.Integer({ minimum: 0 }),
  capacity: T.Integer({ minimum: 0 }),
  warnLevel: T.Integer({ minimum: 0 }),
});
export type GoodsLane = Static<typeof GoodsLane>;

export const vendingMachineInventoryWarn = defineCall({
  method: 'GET',
  path: '/api/operation/inventoryWarn/:id',
  tag: 'devices',
  view: READ,
  summary: 'Lanes of a device at or below their warning level',
  description: `${SCOPE} By layer and lane. ${NOT_FOUND}`,
  params: IdParams,
  response: T.Array(GoodsLane),
});

export const vendingMachineGoodsLayers = defineCall({
  method: 'GET',
  path: '/api/operation/vm/goods/layer/getByVmId',
  tag: 'devices',
  view: READ,
  summary: 'The goods layers of a device, each with its lanes',
  description: `${SCOPE} ${NOT_FOUND}`,
  query: T.Object({ vmId: Id('device id') }),
  response: T.Array(T.Object({ layer: T.Integer({ minimum: 1 }), lanes: T.Array(GoodsLane) })),
});

const ReportRange = {
  startTime: T.Optional(EpochMs('first day (its start), epoch ms; default one month back (spec §9)')),
  endTime: T.Optional(EpochMs('last day, epoch ms; default end of today')),
  deviceType: T.Optional(IntEnum<DeviceTypeCode>(Object.values(DeviceType), '1 vending machines, 2 coolers; both when absent')),
};

export const OnlineDayRow = T.Object({
  day: T.String({ description: 'YYYY-MM-DD (China Standard Time)' }),
  devices: T.Integer({ minimum: 0, description: 'devices reporting that day' }),
  onlineDevices: T.Integer({ minimum: 0, description: 'devices online at some time that day' }),
  onlineMinutes: T.Integer({ minimum: 0 }),
  onlineRate: T.Number({ minimum: 0, maximum: 100, description: 'percent of device-minutes online, 1 decimal' }),
});
export type OnlineDayRow = Static<typeof OnlineDayRow>;

export const onlineReportPage = defineCall({
  method: 'GET',
  path: '/api/operation/online/report/page',
  tag: 'devices',
  view: READ,
  summary: 'Online report by day, paged, newest first',
  description: `${SCOPE} One row per day of the range over the devices in scope. A range over 366 days is refused with 400.`,
  query: PagedQuery(ReportRange),
  response: Paged(OnlineDayRow),
});

export const OnlineDeviceRow = T.Object({
  id: T.Integer({ description: 'the device id' }),
  deviceId: T.Integer({ description: 'the device id (as id)' }),
  code: T.String(),
  name: T.String(),
  deviceType: IntEnum<DeviceTypeCode>(Object.values(DeviceType), '1 vending machine, 2 cooler'),
  place: T.String(),
  ...DeptFields,
  online: T.Boolean({ description: 'online now' }),
  onlineMinutes: T.Integer({ minimum: 0 }),
  totalMinutes: T.Integer({ minimum: 0 }),
  onlineRate: T.Number({ minimum: 0, maximum: 100, description: 'percent, 1 decimal' }),
  lastOnlineTime: Nullable(Time('last seen online')),
});
export type OnlineDeviceRow = Static<typeof OnlineDeviceRow>;

export const onlineReportPageByDevice = defineCall({
  method: 'GET',
  path: '/api/operation/online/report/pageByDevice',
  tag: 'devices',
  view: READ,
  summary: 'Online report by device over a range, paged, least online first',
  description: `${SCOPE} keyword matches code, name or place. A range over 366 days is refused with 400.`,
  query: PagedQuery({ ...ReportRange, keyword: T.Optional(Keyword('code, name or place')) }),
  response: Paged(OnlineDeviceRow),
});

export const DeviceModel = T.Object({
  id: T.Integer(),
  name: T.String(),
  brand: T.String({ description: 'the maker' }),
  deviceType: IntEnum<DeviceTypeCode>(Object.values(DeviceType), '1 vending machine, 2 cooler'),
});
export type DeviceModel = Static<typeof DeviceModel>;

export const MODEL_FIELDS = ['id', 'name', 'brand', 'deviceType'] as const;

export const vmModelFieldQuery = defineCall({
  method: 'POST',
  path: '/api/iot/vmModel/fieldQuery',
  tag: 'devices',
  summary: 'Chosen fields of device models (spec §3 field query)',
  description:
    `The model catalogue is shared by every organisation. fields among ${MODEL_FIELDS.join(', ')} (empty: id and name); ` +
    'conditionValues: [{field, values}] each narrowing the models (field among the same names). An unknown field is refused with 400.',
  body: Body(
    {
      fields: T.Array(TextEnum(MODEL_FIELDS, 'a model field'), { maxItems: 4 }),
      conditionValues: T.Array(
        T.Object({ field: TextEnum(MODEL_FIELDS, 'the field to match'), values: T.Array(T.Union([T.String({ maxLength: 64 }), T.Integer()]), { maxItems: 500 }) }, { additionalProperties: false }),
        { maxItems: 4 },
      ),
    },
    'field query',
  ),
  response: T.Array(FieldRecord),
});
