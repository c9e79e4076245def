/**
 * How long a fresh machine's `npm start` takes from starting the compiled server (once built) to
 * answering, on a new embedded database: with the demo data set (the default), with DEMO_DATA=none,
 * and the second start on the demo database (which loads nothing).
 *   npm run bench:first-start [-- --runs 3]
 * Prints each run's seconds and the demo loader's own figures; it asserts nothing.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const RUNS = Number(values.runs);
const PORT = 8194;
/** What `npm start` starts once the build is current (decision 0033). */
const SERVER = 'dist/server/main.js';
if (!existsSync(SERVER)) throw new Error('Build first: npm run build');

/** Starts the server on a data directory; answers the seconds until it says it is ready, and what it printed. */
function start(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<{ seconds: number; output: string }> {
  const began = performance.now();
  const server = spawn(process.execPath, [SERVER], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CLIENT_DIR: '/nonexistent',
      DATABASE_URL: '',
      NODE_ENV: '',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    server.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (!output.includes('is ready')) return;
      const seconds = (performance.now() - began) / 1000;
      server.once('exit', () => resolve({ seconds, output }));
      server.kill('SIGTERM');
    });
    server.once('exit', (code) =>
      output.includes('is ready')
        ? undefined
        : reject(new Error(`server exited with ${code}:\n${output}`)),
    );
  });
}

const rows: string[] = [];
for (let run = 1; run <= RUNS; run++) {
  const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'cbr-first-start-')), 'data');
  const first = await start(dataDir);
  const loaded = /Demo data loaded: (.*)/.exec(first.output)?.[1] ?? 'nothing loaded';
  const second = await start(dataDir);
  const empty = await start(
    path.join(mkdtempSync(path.join(tmpdir(), 'cbr-first-start-')), 'data'),
    { DEMO_DATA: 'none' },
  );
  rows.push(
    `| ${run} | ${first.seconds.toFixed(1)} | ${loaded} | ${second.seconds.toFixed(1)} | ${empty.seconds.toFixed(1)} |`,
  );
  console.log(rows.at(-1));
}
console.log(
  '\n| run | first start with demo data (s) | the demo loader says | second start (s) | first start, DEMO_DATA=none (s) |',
);
console.log('|---|---|---|---|---|');
for (const row of rows) console.log(row);
