import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { delimiter, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import {
  addCleanUp,
  appDataDir,
  sleep,
  startApp,
  tempDir,
  type FaultApp,
  type FaultDatabase,
} from './fault-harness.ts';

/**
 * Debian's nginx in front of app processes, run by the test itself (not as a service): the committed
 * `deploy/nginx.conf` with its upstream servers and its port replaced by loopback ones, and its temporary
 * files in the test's own directory. Everything else (headers, timeouts, body size, round robin) is
 * exactly what production runs.
 */

const NGINX_CONFIG = resolve(import.meta.dirname, '../../deploy/nginx.conf');

/** The nginx binary, or a clear error saying how to get it. */
function nginxBinary(): string {
  const candidates = [...(process.env.PATH ?? '').split(delimiter), '/usr/sbin'].map((dir) => join(dir, 'nginx'));
  const found = candidates.find((candidate) => existsSync(candidate));
  if (!found)
    throw new Error('nginx is missing: run `bash scripts/ensure-nginx.sh` (as root) or `apt-get install nginx`.');
  return found;
}

interface LocalNginxOptions {
  /** Loopback port nginx listens on instead of 80. */
  port: number;
  /** Each `server host:port` of the committed upstreams, and the loopback address that replaces it. */
  upstreams: Record<string, string>;
  /** Where the config, pid file and temporary files go. */
  dir: string;
}

function replaceOnce(text: string, search: string, replacement: string): string {
  if (!text.includes(search)) throw new Error(`deploy/nginx.conf no longer contains "${search}"`);
  return text.replace(search, replacement);
}

/** The committed config with loopback addresses: fails loudly if a line it replaces is gone. */
function localNginxConfig(template: string, { port, upstreams, dir }: LocalNginxOptions): string {
  let config = replaceOnce(template, 'listen 80;', `listen 127.0.0.1:${port};`);
  // Node gives a child a socket, not a pipe, for stdout, and nginx cannot open a socket as /dev/stdout.
  config = replaceOnce(config, 'access_log /dev/stdout', `access_log ${join(dir, 'access.log')}`);
  for (const [server, local] of Object.entries(upstreams)) {
    config = replaceOnce(config, `server ${server}`, `server ${local}`);
  }
  // Debian's compiled-in temporary paths are under /var/lib/nginx; the test keeps its own.
  const temporary = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `  ${kind}_temp_path ${join(dir, `${kind}-temp`)};`)
    .join('\n');
  return replaceOnce(config, 'http {\n', `http {\n${temporary}\n`);
}

export interface AccessLogLine {
  method: string;
  path: string;
  status: number;
  /** The app process that answered, as `127.0.0.1:port`. */
  upstream: string;
  client: string;
}

export interface LocalNginx {
  url: string;
  /** The access log lines so far (the committed `upstreams` format). */
  accessLog(): Promise<AccessLogLine[]>;
  /** What nginx wrote to its error log so far (why it answered a 502 itself, say). */
  errorLog(): string;
  /** Waits (bounded) until the access log holds `count` lines matching `match`, and returns them. */
  waitForLog(match: (line: AccessLogLine) => boolean, count?: number): Promise<AccessLogLine[]>;
}

const LOG_LINE = /^(\S+) \[[^\]]+\] "(\S+) (\S+) [^"]*" (\d{3}) \d+ upstream=(\S+)/;

function parseAccessLog(output: string): AccessLogLine[] {
  return output.split('\n').flatMap((text) => {
    const match = LOG_LINE.exec(text);
    if (!match) return [];
    const [, client = '', method = '', path = '', status = '0', upstream = ''] = match;
    return [{ client, method, path, status: Number(status), upstream }];
  });
}

/**
 * SIGKILLs nginx's master and its workers: a killed master leaves its workers running, still answering
 * on the port. Synchronous, as a process `exit` listener must be.
 */
function killNginx(master: number): void {
  let workers: number[] = [];
  try {
    workers = readFileSync(`/proc/${master}/task/${master}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
  } catch {
    // Not Linux: the master alone.
  }
  for (const pid of [master, ...workers]) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
}

function listening(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
  });
}

/** Checks the config with `nginx -t`, then runs nginx in the foreground until the scenario's clean-up. */
export async function startNginx(options: LocalNginxOptions): Promise<LocalNginx> {
  const binary = nginxBinary();
  // A left-over nginx (or anything else) on the port would answer the test instead of this one.
  if (await listening(options.port)) {
    throw new Error(`port ${options.port} is already in use: stop what listens there (a left-over nginx?)`);
  }
  const configFile = join(options.dir, 'nginx.conf');
  await writeFile(configFile, localNginxConfig(await readFile(NGINX_CONFIG, 'utf8'), options));
  const args = [
    '-e',
    'stderr',
    '-p',
    options.dir,
    '-c',
    configFile,
    '-g',
    `daemon off; pid ${join(options.dir, 'nginx.pid')};`,
  ];
  await promisify(execFile)(binary, ['-t', ...args]).catch((error: { stderr?: string }) => {
    throw new Error(`nginx -t refused deploy/nginx.conf:\n${error.stderr ?? String(error)}`);
  });

  const child: ChildProcess = spawn(binary, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  // If the test process exits without its clean-up (a failed hook, process.exit), nginx must not outlive it.
  process.once('exit', () => {
    if (child.exitCode === null && child.signalCode === null && child.pid !== undefined) killNginx(child.pid);
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const accessLogFile = join(options.dir, 'access.log');
  const readAccessLog = async () => (existsSync(accessLogFile) ? readFile(accessLogFile, 'utf8') : '');
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  addCleanUp(async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await Promise.race([exited, sleep(5_000)]);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });

  const deadline = Date.now() + 10_000;
  while (!(await listening(options.port))) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`nginx did not start:\n${errors}`);
    await sleep(50);
  }

  const nginx: LocalNginx = {
    url: `http://127.0.0.1:${options.port}`,
    accessLog: async () => parseAccessLog(await readAccessLog()),
    errorLog: () => errors,
    async waitForLog(match, count = 1) {
      // nginx writes a line once the response is finished, which may be just after the client has it.
      const until = Date.now() + 5_000;
      for (;;) {
        const lines = (await nginx.accessLog()).filter(match);
        if (lines.length >= count) return lines;
        if (Date.now() > until) {
          throw new Error(`expected ${count} access log lines, found ${lines.length}:\n${await readAccessLog()}`);
        }
        await sleep(20);
      }
    },
  };
  return nginx;
}

export interface TwoInstances {
  one: FaultApp;
  two: FaultApp;
  proxy: LocalNginx;
  /** Each app by the address nginx's access log names it with (`upstream`). */
  byUpstream: Record<string, FaultApp>;
}

interface TwoInstancesOptions {
  proxyPort: number;
  appPorts: [number, number];
  /** The config's media upstream (MinIO in compose): a local S3 there, or nothing when unused. */
  mediaPort: number;
  /** Settings of both apps, besides the shared data directory, the trusted proxy and the public URL. */
  settings?: Record<string, string>;
}

/**
 * Two app processes on one database and one data directory, started together as compose starts its
 * replicas (one migrates and seeds while the other waits for the start-up lock), behind nginx with the
 * committed config; the apps trust only nginx's address.
 */
export async function startTwoInstancesBehindNginx(
  database: FaultDatabase,
  { proxyPort, appPorts, mediaPort, settings = {} }: TwoInstancesOptions,
): Promise<TwoInstances> {
  const shared = {
    DATA_DIR: await appDataDir(),
    TRUST_PROXY: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${proxyPort}`,
    ...settings,
  };
  const [one, two] = await Promise.all(appPorts.map((port) => startApp(port, database, shared)));
  if (!one || !two) throw new Error('two instances expected');
  const proxy = await startNginx({
    port: proxyPort,
    dir: await tempDir('nginx'),
    upstreams: {
      'app1:3000': `127.0.0.1:${appPorts[0]}`,
      'app2:3000': `127.0.0.1:${appPorts[1]}`,
      'minio:9000': `127.0.0.1:${mediaPort}`,
    },
  });
  return { one, two, proxy, byUpstream: { [`127.0.0.1:${appPorts[0]}`]: one, [`127.0.0.1:${appPorts[1]}`]: two } };
}
