// Why `npm start` could not start, said in one line a person can act on (a port in use, a database out of reach, a
// setting missing), instead of a stack trace. Anything unexpected keeps its stack: that is a bug to report.
import { isAbsolute, relative, resolve } from 'node:path';

/** A setting the server cannot start without, or one that makes no sense; its message says what to set. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

export interface StartupSettings {
  port: number;
  host: string;
  /** Set when the server runs on PostgreSQL (DATABASE_URL). */
  databaseUrl?: string;
  /** The embedded database's folder (DATA_DIR), when it is used. */
  dataDir?: string;
}

/** What a folder that cannot hold the embedded database answers. */
const UNUSABLE_FOLDER = new Set(['EACCES', 'EPERM', 'ENOTDIR', 'EROFS', 'ENOSPC', 'EEXIST', 'ENOENT']);

/** What a PostgreSQL that is not there (or not reachable) answers. */
const UNREACHABLE = new Set(['ECONNREFUSED', 'ENOTFOUND', 'ETIMEDOUT', 'EHOSTUNREACH', 'EAI_AGAIN']);

/** PostgreSQL's own codes for a database that is there but refuses us (SQLSTATE). */
const POSTGRES_REFUSALS: Record<string, string> = {
  '28P01': 'refused the password',
  '28000': 'refused the user',
  '3D000': 'has no such database',
};

/** DATABASE_URL without its password, to print. */
function withoutPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'DATABASE_URL';
  }
}

/** `inner` is `outer` or a path inside it (not merely a name that starts the same: /data2 is not in /data). */
function within(inner: string, outer: string): boolean {
  const rest = relative(resolve(outer), resolve(inner));
  return rest === '' || (!rest.startsWith('..') && !isAbsolute(rest));
}

/** A folder error on the database's folder, inside it, or on a folder above it that starting had to make first. */
function onDataDir(path: string, dataDir: string): boolean {
  return within(path, dataDir) || within(dataDir, path);
}

/** The line to print for `error`, or null when it is not a known start-up problem. */
export function startupProblem(error: unknown, { port, host, databaseUrl, dataDir }: StartupSettings): string | null {
  if (error instanceof ConfigError) return error.message;
  if (!(error instanceof Error)) return null;
  const { code, syscall, path } = error as NodeJS.ErrnoException;
  if (syscall === 'listen' && code === 'EADDRINUSE') {
    return `Port ${port} on ${host} is already in use (another Backroom, or another program). Stop it, or start on another port: PORT=${port === 8080 ? 8081 : 8080} npm start`;
  }
  if (syscall === 'listen' && code === 'EACCES') {
    return `Port ${port} needs privileges this user does not have: choose a port above 1023 (PORT=8080 npm start).`;
  }
  if (syscall === 'listen' && code === 'EADDRNOTAVAIL') {
    return `HOST=${host} is not an address of this machine: use 127.0.0.1, 0.0.0.0 or one of its own addresses.`;
  }
  if (!databaseUrl && dataDir && code && UNUSABLE_FOLDER.has(code) && path && onDataDir(path, dataDir)) {
    return `DATA_DIR=${dataDir} cannot hold the database (${code} on ${path}): set DATA_DIR to a folder this user can write.`;
  }
  if (databaseUrl) {
    const where = `PostgreSQL at ${withoutPassword(databaseUrl)}`;
    if (code && POSTGRES_REFUSALS[code]) return `${where} ${POSTGRES_REFUSALS[code]}: ${error.message}. Check DATABASE_URL.`;
    if (code && UNREACHABLE.has(code)) {
      return `${where} cannot be reached (${code}). Start PostgreSQL or check DATABASE_URL; without DATABASE_URL the embedded database is used.`;
    }
  }
  return null;
}
