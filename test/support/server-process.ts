import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { SERVER_BUNDLE, SERVER_NODE_FLAGS } from '../../scripts/build-server.ts';

/** A free loopback port, chosen by the OS. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  output: () => string;
  /** Resolves with the exit code (or signal name). */
  exited: Promise<number | string>;
}

/**
 * Runs the compiled server as `npm start` does after its build step (the test project's global setup
 * rebuilds it when stale), and waits for it to listen.
 */
export async function startServer(env: Record<string, string>, timeoutMs = 60_000): Promise<ServerProcess> {
  // No NODE_ENV (vitest sets its own "test"): the server picks its mode itself, exactly as under `npm start`.
  const { NODE_ENV: _runnerMode, ...inherited } = process.env;
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_BUNDLE], {
    env: { ...inherited, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)),
  );

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in time:\n${output}`)), timeoutMs);
    const check = () => {
      const match = /site on (http:\/\/[\d.]+:\d+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', check);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before listening:\n${output}`));
    });
  });
  return { child, url, output: () => output, exited };
}
