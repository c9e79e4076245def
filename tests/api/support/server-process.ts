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

export function startServer(env: NodeJS.ProcessEnv): Promise<Server> {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
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
