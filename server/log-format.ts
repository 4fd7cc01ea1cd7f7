// One log format per mode (`npm start`): in development the server's log entries are readable lines, like the lines
// `npm start` prints itself; in production every line is a JSON entry (pino's), the start-up lines too.

const LEVELS: Readonly<Record<number, string>> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
/** Fields every entry has, or that the line shows in its own place. */
const SHOWN = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'err']);

/** One pino JSON entry as a readable line: `10:58:03 WARN message key=value`, an error's stack below it. */
export function readableLine(json: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json.endsWith('\n') ? json : `${json}\n`;
  }
  const time = typeof entry.time === 'number' ? new Date(entry.time).toISOString().slice(11, 19) : '';
  const level = LEVELS[entry.level as number] ?? String(entry.level ?? '');
  const extra = Object.entries(entry)
    .filter(([key]) => !SHOWN.has(key))
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
  const error = entry.err as { stack?: string; message?: string } | undefined;
  const stack = error ? `\n${error.stack ?? error.message ?? ''}` : '';
  return `${[time, level, String(entry.msg ?? ''), ...extra].filter(Boolean).join(' ')}${stack}\n`;
}

/** A pino destination writing readable lines to `out` (standard output). */
export function readableLog(out: (text: string) => void = (text) => void process.stdout.write(text)): { write(line: string): void } {
  return { write: (line) => out(readableLine(line)) };
}
