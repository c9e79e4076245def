import { spawn } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';

/** An answer: its status, Retry-After, body, and milliseconds from asking to the whole body. */
export interface Answer {
  status: number;
  retryAfter: string | undefined;
  body: string;
  ms: number;
}

/**
 * One simulated browser: its own connections (keep-alive, at most six to a server, as browsers
 * keep), opened when it first asks, so a benchmark or test meets each browser's connection
 * arriving at the server as a real one does, not opened all before the clock starts.
 */
export interface Browser {
  send(url: string, options?: { token?: string; body?: unknown }): Promise<Answer>;
  close(): void;
}

export function browser(base: string): Browser {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 6 });
  return {
    send: (url, options = {}) => ask(base, url, { ...options, agent }),
    close: () => agent.destroy(),
  };
}

/** A request on a connection of its own, closed after it (`agent` unset), or on an agent's. */
export function ask(
  base: string,
  url: string,
  { token, body, agent }: { token?: string; body?: unknown; agent?: http.Agent } = {},
): Promise<Answer> {
  const started = performance.now();
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${base}${url}`,
      {
        method: payload ? 'POST' : 'GET',
        agent: agent ?? false,
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            retryAfter: response.headers['retry-after'],
            body: text,
            ms: performance.now() - started,
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/**
 * Asks `/healthz` on a new connection every `everyMs` until stopped, from a process of its own
 * (support/health-probe.ts); answers the slowest, in ms, and the failures (a proxy's health check,
 * or a new visitor's first connection, while the server works).
 */
export function healthProbe(base: string, everyMs = 200) {
  const probe = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      fileURLToPath(new URL('./health-probe.ts', import.meta.url)),
      base,
      String(everyMs),
    ],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  let output = '';
  probe.stdout.on('data', (chunk: Buffer) => (output += chunk));
  const exited = new Promise((resolve) => probe.on('exit', resolve));
  return {
    stop: async () => {
      probe.stdin.end();
      await exited;
      return JSON.parse(output) as { slowest: number; failed: number };
    },
  };
}
