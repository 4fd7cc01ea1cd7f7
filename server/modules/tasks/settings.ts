// The export worker's settings from the environment (README "Configuration"): EXPORT_CONCURRENCY, EXPORT_FILE_ROWS,
// EXPORT_LEASE_MS. A value that is not a whole number in range stops the start with a message naming it.
import type { ServerConfig } from '../../config.ts';

type ExportSettings = Pick<ServerConfig, 'exportConcurrency' | 'exportFileRows' | 'exportLeaseMs'>;

function whole(env: NodeJS.ProcessEnv, name: string, min: number, max: number): number | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) throw new Error(`${name} must be a whole number from ${min} to ${max}, got ${raw}`);
  return value;
}

export function exportSettings(env: NodeJS.ProcessEnv): Partial<ExportSettings> {
  const settings: Partial<ExportSettings> = {};
  const concurrency = whole(env, 'EXPORT_CONCURRENCY', 0, 64);
  const fileRows = whole(env, 'EXPORT_FILE_ROWS', 1, 1_000_000);
  const leaseMs = whole(env, 'EXPORT_LEASE_MS', 1_000, 3_600_000);
  if (concurrency !== undefined) settings.exportConcurrency = concurrency;
  if (fileRows !== undefined) settings.exportFileRows = fileRows;
  if (leaseMs !== undefined) settings.exportLeaseMs = leaseMs;
  return settings;
}
