import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import type { DeviceType as DeviceTypeCode, LifecycleState as LifecycleCode, TemperatureMode as ModeCode } from '../../src/core/contract/index.ts';
import { ApiPath, DeviceType, LifecycleState, TEMPERATURE_NOT_AVAILABLE, TemperatureMode, ok } from '../../src/core/contract/index.ts';
import { pageDevices } from '../repos/devices.ts';
import type { Scope } from '../repos/scope.ts';
import { PageQuery, Paged, responses } from '../schemas.ts';
import { DeptFields, IntEnum, Keyword, Nullable, Time, withAuth } from './business-schemas.ts';

const LIFECYCLE = Object.values(LifecycleState) as LifecycleCode[];

const DeviceSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  deviceType: IntEnum<DeviceTypeCode>(Object.values(DeviceType), '1 vending machine, 2 cooler'),
  lifecycleState: IntEnum<LifecycleCode>(LIFECYCLE, 'concept vmLifecycleState: 0 awaiting initialisation, 1 awaiting launch, 2 operating, 3 in repair, 4 withdrawn'),
  online: Type.Boolean(),
  temperature: Type.Integer({ description: `degrees Celsius; ${TEMPERATURE_NOT_AVAILABLE} means not available` }),
  temperatureMode: IntEnum<ModeCode>(Object.values(TemperatureMode), 'concept temperatureMode: 0 ambient, 1 chilled, 2 frozen, 3 heating'),
  temperatureAlarm: Type.Boolean(),
  inventoryWarnings: Type.Integer({ minimum: 0, description: 'goods lanes at or below their warning level' }),
  locked: Type.Boolean(),
  place: Type.String(),
  ...DeptFields,
  lastOnlineTime: Nullable(Time('last seen online')),
});

const DeviceQuery = Type.Object({
  ...PageQuery.properties,
  keyword: Type.Optional(Keyword('code, name or place')),
  lifecycleState: Type.Optional(IntEnum<LifecycleCode>(LIFECYCLE, 'lifecycle state filter')),
  online: Type.Optional(Type.Boolean({ description: 'true online only, false offline only' })),
});

const SCOPE_NOTE = 'Devices of the caller\'s organisation whose department lies in the caller\'s department subtree, by code.';

/** Vending machines and coolers, paged (spec §7). */
export const deviceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const list = (type: DeviceTypeCode) => async (request: { scope: Scope | null; query: Static<typeof DeviceQuery> }) => {
    const { page = 1, limit = 10, ...filter } = request.query;
    return ok(await pageDevices(db, request.scope as Scope, type, { page, limit, ...filter }));
  };

  app.get(
    ApiPath.vendingMachinePage,
    {
      schema: {
        ...withAuth('devices'),
        summary: 'Vending machines, paged',
        description: `${SCOPE_NOTE} Filters: keyword, lifecycleState, online.`,
        querystring: DeviceQuery,
        response: responses(Paged(DeviceSchema)),
      },
    },
    list(DeviceType.VENDING_MACHINE),
  );

  app.get(
    ApiPath.coolerPage,
    {
      schema: {
        ...withAuth('devices'),
        summary: 'Coolers, paged',
        description: `${SCOPE_NOTE} Filters: keyword, lifecycleState, online. Same shape as the vending machines.`,
        querystring: DeviceQuery,
        response: responses(Paged(DeviceSchema)),
      },
    },
    list(DeviceType.COOLER),
  );
};
