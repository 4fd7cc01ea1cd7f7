// What `npm start` prints: readable lines in development (the server's log entries too), JSON entries in production
// (tests/server/production.test.ts starts it so); the README's "Two commands" says how to pick another port.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readableLine, readableLog } from '../../server/log-format.ts';

describe('the log in development', () => {
  it('reads a pino entry as one line: time, level, message and its other fields', () => {
    const at = Date.UTC(2026, 10, 28, 10, 58, 3);
    expect(readableLine(JSON.stringify({ level: 40, time: at, pid: 1, hostname: 'h', msg: 'slow export', taskId: 7 }))).toBe('10:58:03 WARN slow export taskId=7\n');
    expect(readableLine(JSON.stringify({ level: 50, time: at, msg: 'failed', err: { message: 'boom', stack: 'Error: boom\n    at x' } })))
      .toBe('10:58:03 ERROR failed\nError: boom\n    at x\n');
    expect(readableLine('not json')).toBe('not json\n');
  });

  it('writes the lines where it is told', () => {
    const lines: string[] = [];
    readableLog((text) => lines.push(text)).write(`${JSON.stringify({ level: 30, time: 0, msg: 'SMS code 123456 for 13800000001' })}\n`);
    expect(lines).toEqual(['00:00:00 INFO SMS code 123456 for 13800000001\n']);
  });
});

describe('README', () => {
  it('"Two commands" says how to start on another port, as server/main.ts reads it', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const section = readme.slice(readme.indexOf('## Two commands'), readme.indexOf('\n## ', readme.indexOf('## Two commands') + 1));
    expect(section).toMatch(/PORT=\d+ npm start/);
    expect(readFileSync(new URL('../../server/main.ts', import.meta.url), 'utf8')).toContain('env.PORT');
  });
});
