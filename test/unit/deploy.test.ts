import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { z } from 'zod';
import { envSchema } from '../../src/server/env.ts';

/**
 * There is no Docker engine on the build machines, so the deployment files are checked as data: the
 * compose file's services and their wiring, the proxy config's upstreams, the image's essentials.
 * (test/integration/several-instances.test.ts runs the proxy config itself in front of two apps.)
 */

const ROOT = resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(resolve(ROOT, file), 'utf8');

/**
 * The S3 settings the replicas set: every one the app reads but S3_PUBLIC_URL, which compose leaves unset
 * so that stored photo URLs stay the app's relative /uploads/<key> (nginx answers them from the bucket).
 */
const S3_SETTINGS = Object.keys(envSchema.shape).filter((key) => key.startsWith('S3_') && key !== 'S3_PUBLIC_URL');

const serviceSchema = z.object({
  image: z.string().optional(),
  build: z.unknown().optional(),
  command: z.unknown().optional(),
  environment: z.record(z.string(), z.string()).optional(),
  depends_on: z.record(z.string(), z.object({ condition: z.string() })).optional(),
  volumes: z.array(z.string()).optional(),
  healthcheck: z.object({ test: z.array(z.string()) }).optional(),
  restart: z.string().optional(),
  networks: z.union([z.array(z.string()), z.record(z.string(), z.object({ ipv4_address: z.string() }))]).optional(),
});
type Service = z.infer<typeof serviceSchema>;

// Compose merges `<<: *app` (YAML 1.1 merge keys); so does the parser with `merge: true`.
const compose = z
  .object({ services: z.record(z.string(), serviceSchema), volumes: z.record(z.string(), z.unknown()) })
  .parse(parse(read('docker-compose.yml'), { merge: true }));
const services = compose.services;
const nginxConfig = read('deploy/nginx.conf');

function service(name: string): Service {
  const found = services[name];
  if (!found) throw new Error(`docker-compose.yml has no service "${name}"`);
  return found;
}

const replicas = Object.entries(services).filter(([, definition]) => definition.build !== undefined);
const proxy = service('proxy');

/** The `server host:port` entries of an nginx upstream block. */
function upstreamServers(name: string): string[] {
  const block = new RegExp(`upstream ${name} \\{([^}]*)\\}`).exec(nginxConfig)?.[1];
  if (!block) throw new Error(`deploy/nginx.conf has no upstream "${name}"`);
  return [...block.matchAll(/^\s*server\s+([^\s;]+)/gm)].map((match) => match[1]!);
}

describe('docker-compose.yml', () => {
  it('runs PostgreSQL with a volume and a health check', () => {
    const db = service('db');
    expect(db.image).toMatch(/^postgres:\d+/);
    expect(db.volumes?.some((volume) => volume.startsWith('db-data:'))).toBe(true);
    expect(db.healthcheck?.test.join(' ')).toContain('pg_isready');
  });

  it('runs two replicas of the app image on that database, the bucket and the proxy', () => {
    expect(replicas.map(([name]) => name)).toEqual(['app1', 'app2']);
    for (const [name, replica] of replicas) {
      const env = replica.environment ?? {};
      const known = new Set<string>(Object.keys(envSchema.shape));
      expect(
        Object.keys(env).filter((key) => !known.has(key)),
        `${name}: settings the app does not read`,
      ).toEqual([]);
      // The password is a ${...} that compose fills in, so the URL is read as text.
      expect(env.DATABASE_URL).toMatch(/^postgresql:\/\/[^@]+@db:5432\/\w+$/);
      expect(env.PUBLIC_URL).toBeTruthy();
      expect(env.SEED_DEMO_CONTENT).toBeTruthy();
      expect(S3_SETTINGS).toContain('S3_BUCKET');
      for (const setting of S3_SETTINGS) expect(env[setting], `${name}: ${setting}`).toBeTruthy();
      expect(services[new URL(env.S3_ENDPOINT ?? '').hostname]).toBeDefined();
      expect(replica.depends_on?.db?.condition).toBe('service_healthy');
      expect(replica.depends_on?.['media-bucket']?.condition).toBe('service_completed_successfully');
    }
  });

  it('serves as a role of its own, migrates as the owner, and creates that role with the database', () => {
    const user = (url: string | undefined) => /^postgresql:\/\/([^:]+):/.exec(url ?? '')?.[1];
    for (const [name, replica] of replicas) {
      const env = replica.environment ?? {};
      expect(user(env.MIGRATION_DATABASE_URL), name).toBe(service('db').environment?.POSTGRES_USER);
      expect(user(env.DATABASE_URL), name).not.toBe(user(env.MIGRATION_DATABASE_URL));
      const script = read('deploy/postgres-app-role.sh');
      expect(script).toContain(`create role ${user(env.DATABASE_URL)} login`);
    }
    expect(service('db').volumes).toContain(
      './deploy/postgres-app-role.sh:/docker-entrypoint-initdb.d/10-app-role.sh:ro',
    );
  });

  it('believes X-Forwarded-For from the proxy only, at its fixed address', () => {
    const networks = proxy.networks;
    const address = networks && !Array.isArray(networks) ? networks.site?.ipv4_address : undefined;
    expect(address).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
    for (const [, replica] of replicas) expect(replica.environment?.TRUST_PROXY).toBe(address);
  });

  it('creates the bucket once the S3-compatible store is healthy, readable anonymously by nginx', () => {
    const store = service('minio');
    const bucket = service('media-bucket');
    expect(store.image).toMatch(/minio\/minio:RELEASE\./);
    expect(store.healthcheck).toBeDefined();
    expect(bucket.depends_on?.minio?.condition).toBe('service_healthy');
    expect(bucket.restart).toBe('no');
    const name = replicas[0]![1].environment?.S3_BUCKET;
    expect(JSON.stringify(bucket.command)).toContain(`mb --ignore-existing store/${name}`);
    // nginx reads the photos from the bucket without credentials: without this, every photo is a 403.
    expect(JSON.stringify(bucket.command)).toContain(`anonymous set download store/${name}`);
  });

  it('puts nginx in front, with the committed config, once both replicas are healthy', () => {
    expect(proxy.image).toMatch(/^nginx:/);
    expect(proxy.volumes).toContain('./deploy/nginx.conf:/etc/nginx/nginx.conf:ro');
    for (const [name] of replicas) expect(proxy.depends_on?.[name]?.condition).toBe('service_healthy');
  });
});

describe('deploy/nginx.conf', () => {
  it('balances over both replicas, by their service names and the port the image listens on', () => {
    const port = /ENV [^\n]*PORT=(\d+)/.exec(read('Dockerfile'))?.[1];
    expect(upstreamServers('app_replicas')).toEqual(replicas.map(([name]) => `${name}:${port}`));
    expect(nginxConfig).toContain('proxy_pass http://app_replicas;');
  });

  it("passes the visitor's address and scheme, and leaves compression to the app", () => {
    expect(nginxConfig).toMatch(/proxy_set_header X-Forwarded-For \$remote_addr;/);
    expect(nginxConfig).toMatch(/proxy_set_header X-Forwarded-Proto \$scheme;/);
    expect(nginxConfig).toMatch(/^\s*gzip off;/m);
    expect(nginxConfig).toMatch(/proxy_read_timeout \d+s;/);
  });

  it('serves the photos from the bucket the replicas write to', () => {
    const bucket = replicas[0]![1].environment?.S3_BUCKET;
    expect(upstreamServers('media_store')).toEqual(['minio:9000']);
    // The S3 backend names objects uploads/<key>; without S3_PUBLIC_URL it links them at /uploads/<key>.
    expect(nginxConfig).toMatch(
      new RegExp(`location /uploads/ \\{[^}]*\\}[^}]*proxy_pass http://media_store/${bucket}/uploads/;`),
    );
    for (const [name, replica] of replicas) expect(replica.environment, name).not.toHaveProperty('S3_PUBLIC_URL');
    // The site's own photos under /media/ are the app's, not the bucket's.
    expect(nginxConfig).not.toMatch(/location \/media\//);
  });
});

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile');

  it('builds with npm ci and npm run build on Node 24, and runs the compiled server as a non-root user', () => {
    expect(dockerfile.match(/^FROM node:24\S*/gm)).toHaveLength(2);
    expect(dockerfile).toMatch(/RUN npm ci\b/);
    expect(dockerfile).toMatch(/npm run build/);
    expect(dockerfile).toMatch(/^USER (?!root)\w+/m);
    expect(dockerfile).toMatch(/HOST=0\.0\.0\.0/);
    expect(dockerfile).toMatch(/^HEALTHCHECK[\s\S]*\/healthz/m);
    expect(dockerfile).toMatch(/^CMD \[.*"dist\/server-main\.js"\]$/m);
  });
});
