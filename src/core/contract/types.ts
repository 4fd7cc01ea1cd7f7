import type { Envelope } from './envelope.ts';
import type { DEVICE_INVALID_MSGID } from './constants.ts';

/** Entities of spec §3 as they cross the wire. */

/** A menu entry's `meta` once parsed from its JSON text (src/core/menus/meta.ts); the wire shapes of spec §3 are in api/. */
export interface MenuMeta {
  baseUrl?: string;
  hideMenu?: boolean | string;
  hideLayout?: boolean | string;
  showMenuIds?: Array<number | string>;
  showMenuOrigIds?: Array<number | string>;
  breadcrumb?: Array<{ title: string; titleEn?: string; path?: string }>;
  noCache?: boolean | string;
  /** English title for `locale="en"`. */
  titleEn?: string;
}

export interface FieldQuery {
  fields: string[];
  conditionValues: Array<{ field: string; values: Array<string | number> }>;
}

/** What a device answered to a command: keys the command's result is matched on (spec §4). */
export type DeviceCommandResult = Record<string, unknown>;

/**
 * GET /api/iot/ops/resp/{id} (spec §4 device command flow): `data` is null while the device has not answered,
 * the answer once it has, or 'invalid_msgid' when the command id is unknown.
 */
export type DeviceCommandResponse = Envelope<DeviceCommandResult | typeof DEVICE_INVALID_MSGID | null>;
