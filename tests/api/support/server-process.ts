import { type ChildProcess, spawn } from 'node:child_process';

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
