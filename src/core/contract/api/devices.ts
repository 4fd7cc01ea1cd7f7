// Devices (spec §3 vending machine, §7 Vending machines and Cooler): the fleet of the caller's scope.
import { DeviceType, LifecycleState, TemperatureMode } from '../business.ts';
import type { DeviceType as DeviceTypeCode, LifecycleState as LifecycleCode, TemperatureMode as ModeCode } from '../business.ts';
import { TEMPERATURE_NOT_AVAILABLE } from '../constants.ts';
import { defineCall } from './define.ts';
import { DeptFields, IntEnum, Keyword, Nullable, Paged, PagedQuery, T, Time } from './schema.ts';
import type { Static } from './schema.ts';

const LIFECYCLE_STATES = Object.values(LifecycleState) as LifecycleCode[];
const LIFECYCLE = 'concept vmLifecycleState: 0 awaiting initialisation, 1 awaiting launch, 2 operating, 3 in repair, 4 withdrawn';

export const DeviceRow = T.Object({
  id: T.Integer(),
  code: T.String(),
  name: T.String(),
  deviceType: IntEnum<DeviceTypeCode>(Object.values(DeviceType), '1 vending machine, 2 cooler'),
  lifecycleState: IntEnum<LifecycleCode>(LIFECYCLE_STATES, LIFECYCLE),
  online: T.Boolean(),
  temperature: T.Integer({ description: `degrees Celsius; ${TEMPERATURE_NOT_AVAILABLE} means not available` }),
  temperatureMode: IntEnum<ModeCode>(Object.values(TemperatureMode), 'concept temperatureMode: 0 ambient, 1 chilled, 2 frozen, 3 heating'),
  temperatureAlarm: T.Boolean(),
  inventoryWarnings: T.Integer({ minimum: 0, description: 'goods lanes at or below their warning level' }),
  locked: T.Boolean(),
  place: T.String(),
  ...DeptFields,
  lastOnlineTime: Nullable(Time('last seen online')),
});
/** A vending machine or cooler, as the device lists page them. */
export type Device = Static<typeof DeviceRow>;

export const DeviceQuery = PagedQuery({
  keyword: T.Optional(Keyword('code, name or place')),
  lifecycleState: T.Optional(IntEnum<LifecycleCode>(LIFECYCLE_STATES, 'lifecycle state filter')),
  online: T.Optional(T.Boolean({ description: 'true online only, false offline only' })),
});

const SCOPE = "Devices of the caller's organisation whose department lies in the caller's department subtree, by code.";

export const vendingMachinePage = defineCall({
  method: 'GET',
  path: '/api/operation/vending_machine/page',
  tag: 'devices',
  view: 'device:vm:list',
  summary: 'Vending machines, paged',
  description: `${SCOPE} Filters: keyword, lifecycleState, online.`,
  query: DeviceQuery,
  response: Paged(DeviceRow),
});

export const coolerPage = defineCall({
  method: 'GET',
  path: '/api/cooler/page',
  tag: 'devices',
  view: 'device:vm:list',
  summary: 'Coolers, paged',
  description: `${SCOPE} Filters: keyword, lifecycleState, online. Same shape as the vending machines.`,
  query: DeviceQuery,
  response: Paged(DeviceRow),
});
