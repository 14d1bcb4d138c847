import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { SERVER_BUNDLE, SERVER_NODE_FLAGS } from '../../scripts/build-server.ts';

/**
 * The one way tests start the built app: the compiled server as `npm start` runs it (each test project's
 * global setup rebuilds it when stale), as a child process. The integration tests that need a process
 * (restarts, several instances), the fault suite and the browser tests' global setup all call `startServer`.
 */

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
  /** What the server has printed (its last megabyte: the browser tests run one server for the whole suite). */
  output: () => string;
  /** Resolves with the exit code (or signal name). */
  exited: Promise<number | string>;
  /** SIGTERM, then SIGKILL if it has not exited within `graceMs`; resolves once it has exited. */
  stop(graceMs?: number): Promise<void>;
}

const OUTPUT_KEPT = 1_000_000;

/**
 * Runs the server with `env` (PORT is required) on top of this process's environment, and resolves once
 * it answers /healthz, whatever its log level. Rejects with the server's output if it exits or does not
 * answer within `timeoutMs`.
 */
export async function startServer(env: Record<string, string>, timeoutMs = 60_000): Promise<ServerProcess> {
  if (!env.PORT) throw new Error('startServer needs a PORT');
  const url = `http://127.0.0.1:${env.PORT}`;
  // No NODE_ENV (test runners set their own): the server picks its mode itself, exactly as under `npm start`.
  const { NODE_ENV: _runnerMode, ...inherited } = process.env;
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_BUNDLE], {
    // The demo content without the demo's leads: the tests count the leads, viewings and tasks they make.
    // No proxy is in front of a test's server: its stop skips the 4 s drain for one (SHUTDOWN_GRACE_SECONDS),
    // which rolling-restart.test.ts, behind nginx, sets back to production's.
    env: { ...inherited, LOG_LEVEL: 'info', SEED_DEMO_ACTIVITY: 'false', SHUTDOWN_GRACE_SECONDS: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-OUTPUT_KEPT);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)),
  );
  let exitCode: number | string | null = null;
  void exited.then((code) => (exitCode = code));

  const running: ServerProcess = {
    child,
    url,
    output: () => output,
    exited,
    async stop(graceMs = 15_000) {
      if (exitCode !== null) return;
      child.kill('SIGTERM');
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), graceMs)));
      if ((await Promise.race([exited, late])) === 'late') {
        child.kill('SIGKILL');
        await exited;
      }
      clearTimeout(timer);
    },
  };

  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exitCode !== null) throw new Error(`server exited with ${exitCode} before it was ready:\n${output}`);
    const healthy = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return running;
    await new Promise((done) => setTimeout(done, 200));
  }
  await running.stop();
  throw new Error(`server did not answer /healthz within ${timeoutMs / 1000} s:\n${output}`);
}
