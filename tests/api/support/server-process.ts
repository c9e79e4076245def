import { type ChildProcess, spawn } from 'node:child_process';
import { expect } from 'vitest';
import { DEMO_PASSWORD } from '@/server/seed/demo-accounts';

/** The real server in a process of its own (`node --import tsx src/server/main.ts`), on a random port. */
export interface Server {
  child: ChildProcess;
  base: string;
  /** What the server wrote so far. */
  output: () => string;
}

/**
 * A random port below Linux's ephemeral range (32768 up, `ip_local_port_range`), which the
 * machine's own outgoing connections take: a port chosen in it was once taken by one of them as a
 * throwaway PostgreSQL started ("Address already in use"). The server's ports and the databases'
 * lie in bands of their own.
 */
export const portIn = (band: 'server' | 'database') =>
  (band === 'server' ? 20_000 : 26_000) + Math.floor(Math.random() * 6_000);

export function startServer(env: NodeJS.ProcessEnv): Promise<Server> {
  const port = portIn('server');
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', DEMO_DATA: 'none' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const seen = (chunk: Buffer) => {
      output += chunk;
      if (output.includes('CBR Nepal is ready'))
        resolve({ child, base: `http://127.0.0.1:${port}`, output: () => output });
    };
    child.stdout!.on('data', seen);
    child.stderr!.on('data', seen);
    child.on('exit', (code) => reject(new Error(`server exited ${code}: ${output}`)));
  });
}

/** The headers of a JSON request, signed in when a token is given. */
export const jsonHeaders = (token?: string) => ({
  'content-type': 'application/json',
  ...(token ? { authorization: `Bearer ${token}` } : {}),
});

/** Signs a demo account in on a server; answers its token. */
export async function signInOn(server: Server, username: string): Promise<string> {
  const response = await fetch(`${server.base}/api/auth/login`, {
    method: 'POST',
    headers: jsonHeaders(),
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** A save that must succeed; answers the record. */
export async function postOn(server: Server, token: string, url: string, body: unknown) {
  const response = await fetch(`${server.base}${url}`, {
    method: 'POST',
    headers: jsonHeaders(token),
    body: JSON.stringify(body),
  });
  expect([url, response.status]).toEqual([url, 200]);
  return response.json() as Promise<{ _id: string }>;
}
