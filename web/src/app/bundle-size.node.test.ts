import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type Manifest, type Rollup } from 'vite';

/**
 * Budget of the home page's first load: the JavaScript a visitor downloads before the home
 * page works (index.html's script, src/boot.ts; the app, src/main.tsx, with the chunks it imports
 * statically; and the home route's chunk with its static imports — what the server lists for
 * boot.ts to load), each gzip-compressed. The calendar (FullCalendar, about 60 KiB gzip on its
 * own) must stay out of it.
 *
 * The site is built here, into a temporary folder with a build manifest, rather than read
 * from web/dist: dist may be missing (fresh clone), stale, or built without a manifest.
 * Building takes about a second.
 *
 * 115 KiB since the English pages (docs/decisions/038): the frame's and the home page's strings
 * come in both languages (about 2 KiB gzip), as the server renders either from the same modules.
 */
const HOME_BUDGET_BYTES = 115 * 1024;
const HOME_ROUTE = 'src/features/home/routes/home.tsx';
const APP_MODULE = 'src/main.tsx';
const CALENDAR_ROUTE = 'src/features/calendar/routes/calendar.tsx';
const FULLCALENDAR_MARKERS = ['@fullcalendar', 'fc-daygrid', 'FullCalendar'];
const RENTAL_FORM_ROUTE = 'src/features/rental/routes/rental-write.tsx';
/** zod, which the rental form's schema (@hall/contract/rental) needs and no other page does. */
const isZodModule = (id: string) => /[\\/]node_modules[\\/]zod[\\/]/.test(id);

const webRoot = fileURLToPath(new URL('../..', import.meta.url));

interface Built {
  outDir: string;
  manifest: Manifest;
  /** Module ids bundled into each output file. */
  modulesByFile: Map<string, string[]>;
}

let built: Built;

async function buildSite(): Promise<Built> {
  const outDir = await fs.mkdtemp(path.join(os.tmpdir(), 'hall-web-size-'));
  // Vitest runs with NODE_ENV=test, which would make Vite bundle React's development build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    const result = await build({
      root: webRoot,
      configFile: path.join(webRoot, 'vite.config.ts'),
      mode: 'production',
      logLevel: 'silent',
      build: { outDir, emptyOutDir: true, manifest: true, write: true },
    });
    const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
    const modulesByFile = new Map<string, string[]>();
    for (const output of outputs) {
      for (const item of output.output) {
        if (item.type === 'chunk') modulesByFile.set(item.fileName, item.moduleIds);
      }
    }
    const manifest = JSON.parse(await fs.readFile(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
    return { outDir, manifest, modulesByFile };
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

/** The chunk of a manifest entry and, recursively, every chunk it imports statically. */
function staticClosure(manifest: Manifest, key: string, files = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, files);
  return files;
}

function entryKey(manifest: Manifest): string {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  expect(entries.map(([key]) => key)).toEqual(['index.html']);
  return entries[0]![0];
}

function homeFirstLoadFiles(manifest: Manifest): string[] {
  const files = staticClosure(manifest, entryKey(manifest));
  for (const module of [APP_MODULE, HOME_ROUTE]) {
    expect(manifest[module]?.isDynamicEntry, module).toBe(true);
    staticClosure(manifest, module, files);
  }
  return [...files].filter((file) => file.endsWith('.js'));
}

async function gzipSize(file: string): Promise<number> {
  return zlib.gzipSync(await fs.readFile(path.join(built.outDir, file))).length;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

describe('home page first-load JavaScript', () => {
  beforeAll(async () => {
    built = await buildSite();
  }, 120_000);

  afterAll(async () => {
    if (built) await fs.rm(built.outDir, { recursive: true, force: true });
  });

  it(`stays under ${HOME_BUDGET_BYTES / 1024} KiB gzip`, async () => {
    const files = homeFirstLoadFiles(built.manifest);
    const sizes = await Promise.all(files.map(async (file) => [file, await gzipSize(file)] as const));
    const total = sizes.reduce((sum, [, size]) => sum + size, 0);
    console.info(
      `home first load: ${kib(total)} gzip in ${files.length} chunks\n` +
        sizes.map(([file, size]) => `  ${file.padEnd(44)} ${kib(size)}`).join('\n'),
    );
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThan(HOME_BUDGET_BYTES);
  });

  it('contains no FullCalendar code', async () => {
    const files = homeFirstLoadFiles(built.manifest);
    for (const file of files) {
      const modules = built.modulesByFile.get(file) ?? [];
      expect(
        modules.filter((id) => id.includes('@fullcalendar')),
        file,
      ).toEqual([]);
      const code = await fs.readFile(path.join(built.outDir, file), 'utf8');
      for (const marker of FULLCALENDAR_MARKERS) expect(code.includes(marker), `${marker} in ${file}`).toBe(false);
    }
  });

  it('recognises FullCalendar where it is: in the calendar route', async () => {
    // Guards the check above against looking for markers that no longer exist.
    const calendarFiles = [...staticClosure(built.manifest, CALENDAR_ROUTE)];
    const modules = calendarFiles.flatMap((file) => built.modulesByFile.get(file) ?? []);
    expect(modules.some((id) => id.includes('@fullcalendar/daygrid'))).toBe(true);
    const code = (
      await Promise.all(calendarFiles.map((file) => fs.readFile(path.join(built.outDir, file), 'utf8')))
    ).join('\n');
    expect(code).toContain('fc-daygrid');
    expect(homeFirstLoadFiles(built.manifest)).not.toContain(built.manifest[CALENDAR_ROUTE]!.file);
  });

  it('keeps zod to the rental form: out of the first load, in the form route', async () => {
    const firstLoad = homeFirstLoadFiles(built.manifest).flatMap((file) => built.modulesByFile.get(file) ?? []);
    expect(firstLoad.filter(isZodModule)).toEqual([]);
    const formFiles = [...staticClosure(built.manifest, RENTAL_FORM_ROUTE)];
    expect(formFiles.flatMap((file) => built.modulesByFile.get(file) ?? []).some(isZodModule)).toBe(true);
    const sizes = await Promise.all(formFiles.filter((file) => file.endsWith('.js')).map(gzipSize));
    console.info(
      `rental form route: ${kib(sizes.reduce((sum, size) => sum + size, 0))} gzip in ${sizes.length} chunks`,
    );
  });
});
