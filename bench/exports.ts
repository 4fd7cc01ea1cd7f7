// `npm run bench -- exports` (issue 11): a 100,000-row export (订单明细 of a bench seed) on PGlite (persisted in a
// temporary DATA_DIR, as the server runs by default) and on PostgreSQL (DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/test; skipped when unreachable): time from submit to 导出成功, rows per second,
// the server process's peak RSS during the export, its RSS before (the server with PGlite's WASM heap and the seeded
// database), and what the export adds. Each run is a process of its own (bench/exports-run.ts).
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

interface Figure {
  name: string;
  value: number;
  unit: string;
}

const RUN = fileURLToPath(new URL('./exports-run.ts', import.meta.url));
const ROWS = 100_000;

function run(databaseUrl?: string): Promise<{ rows: number; ms: number; peakRssMb: number; baselineRssMb: number; files: number }> {
  return new Promise((resolve, reject) => {
    const env = { ...process.env, BENCH_ROWS: String(ROWS), ...(databaseUrl ? { BENCH_DATABASE_URL: databaseUrl } : {}) };
    execFile(process.execPath, ['--import', 'tsx', RUN], { env, maxBuffer: 1 << 20, timeout: 600_000 }, (error, stdout, stderr) => {
      if (error) return reject(new Error(`${error.message}\n${stderr}`));
      resolve(JSON.parse(stdout.trim().split('\n').pop() as string));
    });
  });
}

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

export async function benchExports(): Promise<Figure[]> {
  const figures: Figure[] = [];
  const targets: Array<[string, string | undefined]> = [['PGlite', undefined]];
  const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  if (await reachable(url)) targets.push(['PostgreSQL', url]);
  else console.log(`(PostgreSQL at ${url} unreachable: PGlite only)`);
  for (const [name, databaseUrl] of targets) {
    const result = await run(databaseUrl);
    figures.push(
      { name: `${name}: ${result.rows} rows exported (${result.files} file)`, value: result.ms, unit: 'ms' },
      { name: `${name}: rows per second`, value: Math.round((result.rows / result.ms) * 1000), unit: 'rows/s' },
      { name: `${name}: server peak RSS during the export`, value: result.peakRssMb, unit: 'MB' },
      { name: `${name}: server RSS before it (after the bench seed)`, value: result.baselineRssMb, unit: 'MB' },
      { name: `${name}: what the export adds (peak − before)`, value: result.peakRssMb - result.baselineRssMb, unit: 'MB' },
    );
  }
  return figures;
}
