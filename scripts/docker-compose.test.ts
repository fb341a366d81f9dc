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
  if (Array.isArray(deps)) return Object.fromEntries(deps.map((name: string) => [name, { condition: 'service_started' }]));
  return deps;
}

function isNamedVolume(source: string | undefined): boolean {
  return !!source && !source.startsWith('/') && !source.startsWith('.') && !source.startsWith('~') && !source.startsWith('$');
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

/** Instructions of the last stage (the image that runs), continuation lines joined. */
function finalStage(dockerfile: string): Instruction[] {
  const lines = dockerfile
    .replace(/\\\r?\n/g, ' ')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const instructions = lines.map((line) => {
    const [keyword, ...rest] = line.split(/\s+/);
    return { keyword: keyword.toUpperCase(), args: rest.join(' ') };
  });
  const lastFrom = instructions.map((instruction) => instruction.keyword).lastIndexOf('FROM');
  return instructions.slice(lastFrom);
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
  const pattern = /location\s+(=|\^~|~\*|~)?\s*([^\s{]+)\s*\{([^{}]*)\}/g;
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

function directive(location: Location | undefined, name: string): string | undefined {
  if (!location) return undefined;
  const match = location.body.match(new RegExp(`(?:^|[;\\s])${name}\\s+([^;]+);`));
  return match?.[1].trim();
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
  it('defines the postgres, cms and web services', () => {
    expect(Object.keys(services).sort()).toEqual(['cms', 'postgres', 'web']);
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

    it('runs in production behind the proxy and leaves the public site to nginx', () => {
      const env = environmentOf(services.cms);
      expect(env.NODE_ENV).toBe('production');
      expect(env.HOST).toBe('0.0.0.0');
      expect(env.PORT).toBe('1337');
      expect(env.TRUST_PROXY).toBe('true');
      expect(env.PUBLIC_URL).toMatch(/^\$\{PUBLIC_URL(:-[^}]*)?\}$/);
      expect(env.SERVE_WEB_APP).toBe('false');
    });

    it('keeps uploads in a named volume where Strapi writes them', () => {
      const uploads = mountsOf(services.cms).find((mount) => mount.target === UPLOADS_DIR);
      expect(uploads, `a volume at ${UPLOADS_DIR}`).toBeDefined();
      expect(uploads!.named).toBe(true);

      // Strapi's public directory is <app dir>/public, and the app dir is the image's WORKDIR.
      const workdirs = finalStage(read('cms/Dockerfile')).filter((instruction) => instruction.keyword === 'WORKDIR');
      expect(workdirs.at(-1)?.args).toBe(CMS_APP_DIR);
    });

    it('has a health check on Strapi’s /_health endpoint at its own port', () => {
      const cms = services.cms;
      const check = healthcheckCommand(cms);
      expect(check).toContain(`http://127.0.0.1:${environmentOf(cms).PORT}/_health`);
      // node:20-bookworm-slim has neither curl nor wget; the check must run with node.
      expect(check).toMatch(/^node\s/);
      expect(cms.healthcheck.start_period, 'Strapi needs time to start').toBeDefined();
    });

    it('is reachable from the other services only', () => {
      const cms = services.cms;
      expect(cms.ports ?? []).toEqual([]);
      expect((cms.expose ?? []).map(String)).toContain(environmentOf(cms).PORT);
    });
  });

  describe('web', () => {
    it('starts once the cms is healthy', () => {
      expect(dependsOnOf(services.web).cms?.condition).toBe('service_healthy');
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
    expect(used.sort()).toEqual(['cms-uploads', 'postgres-data', 'rental-documents']);
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
  it('cms: runs the built server and admin panel as the node user on port 1337', () => {
    const dockerfile = read('cms/Dockerfile');
    const runtime = finalStage(dockerfile);
    const args = (keyword: string) => runtime.filter((instruction) => instruction.keyword === keyword).map((i) => i.args);

    expect(runtime[0].args).toMatch(/^node:20-bookworm-slim\b/);
    expect(args('USER').at(-1)).toBe('node');
    expect(args('EXPOSE')).toContain('1337');
    // `strapi start` finds cms/dist through compilerOptions.outDir in tsconfig.json, then loads
    // the server from cms/dist and the admin panel from cms/dist/build.
    const copies = args('COPY').join('\n');
    expect(copies).toMatch(/\/app\/cms\/dist\b/);
    expect(copies).toMatch(/\/app\/cms\/tsconfig\.json\b/);
    expect(copies).toMatch(/\/app\/node_modules\b/);
    expect(args('CMD').at(-1)).toMatch(/strapi(\.js)?"?,\s*"start"|run",\s*"start"/);
    // The build stage builds the cms workspace.
    expect(dockerfile).toMatch(/npm ci --workspace cms/);
    expect(dockerfile).toMatch(/npm run build -w cms/);
  });

  it('web: nginx serves web/dist with web/nginx.conf', () => {
    const runtime = finalStage(read('web/Dockerfile'));
    const copies = runtime.filter((instruction) => instruction.keyword === 'COPY').map((instruction) => instruction.args);
    expect(runtime[0].args).toMatch(/^nginx:/);
    expect(copies).toContain('web/nginx.conf /etc/nginx/conf.d/default.conf');
    expect(copies.some((copy) => /--from=\S+\s+\/app\/web\/dist\s+\/usr\/share\/nginx\/html/.test(copy))).toBe(true);
  });
});

describe('web/nginx.conf', () => {
  let config: string;
  let locations: Location[];
  let cmsUpstream: string;

  beforeAll(() => {
    config = read('web/nginx.conf');
    locations = locationsOf(config);
    // The cms as the web container reaches it: the compose service name and its port.
    cmsUpstream = `http://cms:${environmentOf(services.cms).PORT}`;
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

  it('passes the client address and scheme to Strapi', () => {
    const text = stripNginxComments(config);
    expect(text).toMatch(/proxy_set_header\s+Host\s+\$host\s*;/);
    expect(text).toMatch(/proxy_set_header\s+X-Forwarded-For\s+\$proxy_add_x_forwarded_for\s*;/);
    expect(text).toMatch(/proxy_set_header\s+X-Forwarded-Proto\s+\$scheme\s*;/);
    expect(text).toMatch(/client_max_body_size\s+\d+m\s*;/);
  });

  it.each(['/', '/shows', '/shows/42', '/notices?page=2'])('answers the app route %s with index.html', (uri) => {
    const location = locationFor(locations, uri.split('?')[0]);
    expect(directive(location, 'proxy_pass')).toBeUndefined();
    expect(directive(location, 'try_files')).toMatch(/^\$uri \$uri\/ \/index\.html$/);
  });

  it('does not answer a missing bundle with index.html and caches bundles for a year', () => {
    const location = locationFor(locations, '/assets/index-abc123.js');
    expect(directive(location, 'try_files')).toBe('$uri =404');
    expect(location!.body).toMatch(/Cache-Control\s+"public, max-age=31536000, immutable"/);
    expect(locationFor(locations, '/index.html')!.body).toMatch(/Cache-Control\s+"no-cache"/);
  });

  it('serves /healthz, the path of the web health check', () => {
    const location = locationFor(locations, '/healthz');
    expect(location?.modifier).toBe('=');
    expect(directive(location, 'return')).toMatch(/^200\b/);
    expect(healthcheckCommand(services.web)).toContain(location!.path);
  });
});
