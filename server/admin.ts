// `npm run admin -- create-admin`: the first administrator of an empty production database (issue 14). The password
// comes from a file (--password-file, e.g. a mounted secret) or is typed at a prompt that does not echo it; it is
// never an argument, so it stays out of shell history and process lists.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { defaultConfig } from './config.ts';
import { runMigrations } from './db/migrate.ts';
import { openDatabase } from './db/open.ts';
import { verifyAuditReport } from './modules/audit/verify.ts';
import { createFirstAdmin, firstAdminProblem } from './modules/org/first-admin.ts';

const USAGE = `usage: npm run admin -- create-admin --phone 13900000000 --name 姓名 --organisation 组织名称 [--password-file FILE]
       npm run admin -- verify-audit
  The database is the server's: DATABASE_URL, else PGlite in DATA_DIR (default ./.data).`;

async function promptHidden(question: string): Promise<string> {
  if (!process.stdin.isTTY) throw new Error('no terminal to type the password at: give --password-file');
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const output = rl as unknown as { _writeToOutput(text: string): void };
  let asked = false;
  output._writeToOutput = (text: string) => {
    if (!asked) process.stdout.write(text);
  };
  return new Promise((resolveAnswer) => {
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolveAnswer(answer);
    });
    asked = true;
  });
}

function openServerDatabase() {
  const env = process.env;
  return openDatabase(
    defaultConfig({ dataDir: resolve(env.DATA_DIR ?? '.data'), databaseUrl: env.DATABASE_URL || undefined, databaseSchema: env.DATABASE_SCHEMA || undefined }),
  );
}

/** `verify-audit`: walks every organisation's audit chain; exit 1 naming each broken record, the first first. */
async function verifyAudit(): Promise<number> {
  const db = await openServerDatabase();
  try {
    const report = await verifyAuditReport(db.orm);
    (report.ok ? console.log : console.error)(report.text);
    return report.ok ? 0 : 1;
  } finally {
    await db.close();
  }
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { phone: { type: 'string' }, name: { type: 'string' }, organisation: { type: 'string' }, 'password-file': { type: 'string' } },
  });
  if (positionals[0] === 'verify-audit') return verifyAudit();
  if (positionals[0] !== 'create-admin') {
    console.error(USAGE);
    return 2;
  }
  const password = values['password-file']
    ? readFileSync(resolve(values['password-file']), 'utf8').replace(/\r?\n$/, '')
    : await promptHidden('Password for the administrator (at least 12 characters): ');
  const admin = { phone: values.phone ?? '', name: values.name ?? '', organisation: values.organisation ?? '', password };
  const problem = firstAdminProblem(admin);
  if (problem) {
    console.error(`${problem}\n${USAGE}`);
    return 2;
  }
  const db = await openServerDatabase();
  try {
    await runMigrations(db, undefined, Date.now());
    await createFirstAdmin(db, admin);
    console.log(`Administrator ${admin.phone} created in ${admin.organisation}. Log in at /login.`);
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  } finally {
    await db.close();
  }
}

process.exitCode = await main();
