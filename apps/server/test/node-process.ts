/**
 * Runs the real server entry point as a child process, the way `npm start` does, for tests that
 * need separate nodes (fan-out across nodes, signals, crashes).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const serverEntry = path.resolve(import.meta.dirname, '../src/main.ts');

export interface NodeProcess {
  url: string;
  wsUrl: string;
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export async function spawnNode(env: Record<string, string>): Promise<NodeProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn', WEB_DIST: '/nonexistent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`node did not start:\n${out}`)), 30_000);
    const onData = () => {
      const match = /berjalan di (http:\/\/\S+)/.exec(out);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`node exited with ${code}:\n${out}`));
    });
  });
  return {
    url,
    wsUrl: url.replace(/^http/, 'ws') + '/ws',
    child,
    output: () => out,
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}
