// What the fleet list's selection actions need besides their screens: which device buttons the identity's view codes
// allow (spec §6: '*:*:*' sees everything, otherwise a button is removed unless its code is held; the codes are the
// calls' `view` in src/core/contract/api/devices.ts, iot.ts, cooler.ts), and the bulk command's request and tally.
import { BULK_KINDS } from '../../../core/contract/api/iot.ts';
import type { BulkKind } from '../../../core/contract/api/iot.ts';
import type { TemperatureMode } from '../../../core/contract/index.ts';
import { holdsViewCode } from '../../../core/rules/index.ts';
import type { deviceWords } from '../words.ts';

type WordKey = keyof (typeof deviceWords)['texts'];

/** The view codes of the device calls. */
export const DEVICE_VIEW = { read: 'device:vm:list', lock: 'device:vm:lock', command: 'device:vm:command' } as const;

export interface DeviceRights {
  /** Lock, unlock, batch lock, launch, cancel launch, finish aging. */
  lock: boolean;
  /** Commands (single and bulk), settings, bindings, clear cache, compressor import. */
  command: boolean;
}

export function deviceRights(viewCodes: readonly string[] | null | undefined): DeviceRights {
  const codes = viewCodes ?? [];
  return { lock: holdsViewCode(codes, DEVICE_VIEW.lock), command: holdsViewCode(codes, DEVICE_VIEW.command) };
}

/** What the user picks for each bulk command, in the order offered. */
export const BULK_LABELS: Readonly<Record<BulkKind, WordKey>> = {
  lightOn: 'cmdLightOn',
  lightOff: 'cmdLightOff',
  screenOn: 'cmdScreenOn',
  screenOff: 'cmdScreenOff',
  comprOn: 'cmdComprOn',
  comprOff: 'cmdComprOff',
  tempSet: 'cmdTempSet',
  setTempMode: 'cmdSetTempMode',
  uploadLog: 'cmdUploadLog',
  forceRestart: 'cmdForceRestart',
};
export const BULK_CHOICES = Object.keys(BULK_LABELS) as BulkKind[];

export interface BulkInput {
  temp: number;
  mode: TemperatureMode;
}

/** POST /api/iot/ops/bulk's body: temp only for tempSet, mode only for setTempMode (the server refuses a missing one). */
export function bulkBody(kind: BulkKind, ids: readonly number[], input: BulkInput): { ids: number[]; kind: BulkKind; temp?: number; mode?: TemperatureMode } {
  if (!(BULK_KINDS as readonly string[]).includes(kind)) throw new Error(`not a bulk command: ${kind}`);
  const body = { ids: [...new Set(ids)], kind };
  if (kind === 'tempSet') return { ...body, temp: input.temp };
  if (kind === 'setTempMode') return { ...body, mode: input.mode };
  return body;
}

/** One device's row of the bulk result: waiting until its command ends, then its line (成功, 3502 设备离线 …). */
export interface BulkRow {
  id: number;
  code: string;
  phase: 'waiting' | 'done';
  ok: boolean;
  status: number | null;
  line: string;
}

export function bulkTally(rows: readonly BulkRow[]): { done: number; ok: number; failed: number; count: number } {
  const done = rows.filter((row) => row.phase === 'done');
  const ok = done.filter((row) => row.ok).length;
  return { done: done.length, ok, failed: done.length - ok, count: rows.length };
}

