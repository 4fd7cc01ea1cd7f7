// Every export type (issue 11), by name: one file per area beside this one. A new list that has data adds its
// export there and its name to EXPORT_TYPES (src/core/contract/api/tasks.ts); the test sweep checks both agree.
import type { ExportType } from '../../../../src/core/contract/api/tasks.ts';
import { accountExports } from './accounts.ts';
import { complaintExports } from './complaints.ts';
import type { ExportDefinition } from './define.ts';
import { deviceExports } from './devices.ts';
import { merchantExports } from './merchants.ts';
import { orderExports } from './orders.ts';
import { replenishmentExports } from './replenishment.ts';
import { systemExports } from './system.ts';

export const EXPORTS: ReadonlyMap<ExportType, ExportDefinition> = new Map(
  [...deviceExports, ...orderExports, ...complaintExports, ...replenishmentExports, ...accountExports, ...merchantExports, ...systemExports].map((definition) => [
    definition.type,
    definition,
  ]),
);

export type { ExportDefinition } from './define.ts';
