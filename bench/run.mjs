// npm run bench — see bench/README.md. Builds the stack, seeds a throw-away database at a
// realistic size, measures the public endpoints (cached, uncached, stock Strapi, bare Node) with
// autocannon and the public pages with Lighthouse, and writes bench/RESULTS.md.
import { fork, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { freePort, root, startCms } from './stack.mjs';
import { growDatabase } from './seed.mjs';

const SIZE = { shows: 2000, notices: 5000, applications: 20000 };
const LOAD = { connections: 50, pipelining: 1, duration: Number(process.env.BENCH_DURATION ?? 10) };
const WARMUP_SECONDS = 2;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SEOUL_OFFSET_MS = 9 * 3_600_000;
/** Lighthouse runs per page; the median run is reported (Lighthouse's own computeMedianRun). */
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
/**
 * `BENCH_SCREENS=home,…` measures only the named screens (a quick check): the report is printed,
 * bench/RESULTS.md is written by a complete run only.
 */
const ONLY_SCREENS = process.env.BENCH_SCREENS?.split(',')
  .map((name) => name.trim())
  .filter(Boolean);
/** `BENCH_LIGHTHOUSE_PAGES=/en,/en/show/schedule` runs Lighthouse on those pages only (a quick check). */
const ONLY_LIGHTHOUSE_PAGES = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',')
  .map((page) => page.trim())
  .filter(Boolean);
const COMPLETE_RUN = !ONLY_SCREENS?.length && !ONLY_LIGHTHOUSE_PAGES?.length && LIGHTHOUSE_RUNS > 0;
/** The English pages' targets (docs/decisions/038): accessibility and SEO 100. */
const ENGLISH_PAGES = ['/en', '/en/show/schedule'];
const MEASURE_SEARCH = !ONLY_SCREENS?.length || ONLY_SCREENS.includes('search');
/** `BENCH_SCREENS=search` alone: the search section of bench/RESULTS.md is replaced, the rest kept. */
const SEARCH_ONLY_RUN = ONLY_SCREENS?.length === 1 && ONLY_SCREENS[0] === 'search';
/** Lighthouse's mobile preset sends this kind of User-Agent: the pages are rendered for a phone. */
const MOBILE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';
const DAY_MS = 86_400_000;
/**
 * The site search (GET /api/search, docs/decisions/040): what visitors type — a word inside longer
 * words (공연 in 공연장), spacing (대관 안내), a performer, words of notice bodies, a miss.
 * Searches are never cached: every request computes its results.
 */
const SEARCH_QUERIES = ['공연', '공연장', '대관 안내', '김서윤', '현장 발권', '피아노 독주', '가야금', '없는검색어'];
const SEARCH_CONNECTIONS = [1, 10, 50];
/** The target: p95 under 50 ms with this many connections. */
const SEARCH_TARGET = { connections: 10, p95Ms: 50 };
const SEARCH_SECTION = '## Site search (uncached)';

const log = (message) => console.log(`[bench] ${message}`);
const startedAt = new Date();
const loadBefore = os.loadavg();

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hall-bench-'));
const publicDir = path.join(workDir, 'public');
const databaseFile = path.join(workDir, 'bench.db');
fs.mkdirSync(path.join(publicDir, 'uploads'), { recursive: true });

const running = new Set();
async function stopAll() {
  for (const server of running) await server.stop();
  running.clear();
}
process.on('SIGINT', () => void stopAll().finally(() => process.exit(130)));

try {
  await build();
  await seed();
  const today = seoulToday();
  const results = { endpoints: [], lighthouse: [] };

  // All three modes run side by side and each endpoint is measured in every mode back to back,
  // so that whatever else the machine does at the time weighs on all of them alike.
  const cached = await start('cached', {});
  // The first search builds the index (every published show and notice): timed before anything else asks.
  const searchColdMs = MEASURE_SEARCH ? await timedSearch(cached.origin, SEARCH_QUERIES[0]) : undefined;
  // A search-only run needs neither.
  const uncached = SEARCH_ONLY_RUN ? undefined : await start('cache off', { PUBLIC_CACHE: 'off' });
  const stock = SEARCH_ONLY_RUN ? undefined : await start('stock', { PUBLIC_CACHE: 'off' }, { stock: true });
  const show = await anUpcomingShow(cached.origin);
  const showId = show.documentId;
  const endpoints = SEARCH_ONLY_RUN
    ? []
    : endpointsFor(today, show.documentId, show.startsAt).filter(
        (endpoint) => !ONLY_SCREENS?.length || ONLY_SCREENS.includes(endpoint.name),
      );
  if (endpoints.length === 0 && !MEASURE_SEARCH)
    throw new Error(`BENCH_SCREENS names no screen: ${ONLY_SCREENS.join(', ')}`);
  const measured = {};
  for (const endpoint of endpoints) {
    const body = await expectOk(cached.origin, endpoint.project);
    const bytes = body.length;
    let stockBytes = 0;
    for (const request of endpoint.stock) stockBytes += (await expectOk(stock.origin, request)).length;
    const ceiling = await startCeiling(body);
    measured[endpoint.name] = {
      ...endpoint,
      bytes,
      stockBytes,
      cached: await measure(cached.origin + endpoint.project, `${endpoint.name} (cached)`),
      uncached: await measure(uncached.origin + endpoint.project, `${endpoint.name} (cache off)`),
      stockResult: await measure(
        stock.origin,
        `${endpoint.name} (stock, ${endpoint.stock.length} request(s) per screen)`,
        endpoint.stock,
      ),
      ceiling: await measure(`${ceiling.origin}/`, `${endpoint.name} (ceiling, ${bytes} B)`),
    };
    await stop(ceiling);
  }
  if (MEASURE_SEARCH) results.search = await measureSearch(cached.origin, searchColdMs);
  if (uncached) await stop(uncached);
  if (stock) await stop(stock);

  if (LIGHTHOUSE_RUNS > 0) results.lighthouse = await runLighthouse(cached.origin, showId);
  await stop(cached);

  results.endpoints = Object.values(measured);
  const report = SEARCH_ONLY_RUN ? renderSearch(results.search).join('\n') : renderReport(results);
  const resultsFile = path.join(root, 'bench', 'RESULTS.md');
  if (COMPLETE_RUN) {
    fs.writeFileSync(resultsFile, report);
    log('wrote bench/RESULTS.md');
  } else if (SEARCH_ONLY_RUN) {
    fs.writeFileSync(resultsFile, withSection(fs.readFileSync(resultsFile, 'utf8'), SEARCH_SECTION, report));
    log('replaced the search section of bench/RESULTS.md');
  } else {
    log(
      'a partial run (BENCH_SCREENS, BENCH_LIGHTHOUSE_PAGES or BENCH_LIGHTHOUSE_RUNS=0): bench/RESULTS.md is left as it is',
    );
  }
  console.log(report);
} finally {
  await stopAll();
  fs.rmSync(workDir, { recursive: true, force: true });
}

/** The site and the cms server; the admin panel is not served during the benchmark. */
async function build() {
  log('building the web app and the cms server…');
  await run('npm', ['run', 'build', '-w', 'web'], root);
  await run('npx', ['tsc', '-p', 'tsconfig.json'], path.join(root, 'cms'));
}

function run(command, args, cwd) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed with ${code}`)),
    );
  });
}

async function seed() {
  log('seeding the demo content into a throw-away database…');
  const first = await start('seed', {});
  await stop(first);
  const started = Date.now();
  const counts = growDatabase(databaseFile, SIZE);
  log(
    `grew it to ${counts.shows} shows, ${counts.notices} notices, ${counts.applications} rental applications in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

async function start(label, env, { stock = false } = {}) {
  const started = Date.now();
  const server = await startCms({ databaseFile, publicDir, env, label, stock });
  running.add(server);
  log(`cms (${label}) ready at ${server.origin} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return server;
}

async function stop(server) {
  await server.stop();
  running.delete(server);
}

/** The bare Node server, responding with the very bytes of the project's response (`body`). */
async function startCeiling(body) {
  const port = await freePort();
  const bodyFile = path.join(workDir, 'ceiling-body.json');
  fs.writeFileSync(bodyFile, body);
  const child = fork(path.join(root, 'bench', 'ceiling-server.mjs'), {
    env: { ...process.env, PORT: String(port), BODY_FILE: bodyFile },
    stdio: 'ignore',
  });
  await new Promise((resolve) => child.once('message', resolve));
  const server = {
    origin: `http://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
  running.add(server);
  return server;
}

function seoulToday() {
  return new Date(Date.now() + SEOUL_OFFSET_MS).toISOString().slice(0, 10);
}

function seoulMidnight(day) {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date) - SEOUL_OFFSET_MS);
}

/** The month grid of the calendar page: 42 days from the Sunday on or before the 1st. */
function monthGrid(today) {
  const [year, month] = today.split('-').map(Number);
  const first = new Date(Date.UTC(year, month - 1, 1));
  const gridStart = new Date(first.getTime() - first.getUTCDay() * DAY_MS);
  const day = (date) => date.toISOString().slice(0, 10);
  return { from: day(gridStart), to: day(new Date(gridStart.getTime() + 42 * DAY_MS)) };
}

/**
 * Each public screen's request as the site sends it, and the requests a naive client of stock
 * Strapi sends for the same screen (`populate=*`, its own filters, sort and page size): several
 * where the screen shows several kinds of content, as the site itself did before it had one
 * request per screen.
 */
function endpointsFor(today, showId, showStartsAt) {
  const startOfToday = seoulMidnight(today).toISOString();
  const grid = monthGrid(today);
  const gridFrom = seoulMidnight(grid.from).toISOString();
  const gridTo = seoulMidnight(grid.to).toISOString();
  const upcomingShows = `/api/shows?populate=*&filters[startsAt][$gte]=${startOfToday}&sort=startsAt:asc`;
  const visibleNotices = '/api/notices?populate=*&sort=postedAt:desc';
  return [
    {
      name: 'home',
      project: '/api/home',
      stock: [
        `${upcomingShows}&pagination[pageSize]=10`,
        `${upcomingShows}&filters[ticketUrl][$notNull]=true&pagination[pageSize]=24`,
        `${visibleNotices}&filters[category][$eq]=general&pagination[pageSize]=9`,
        `${visibleNotices}&filters[category][$eq]=ticketOpen&pagination[pageSize]=9`,
        '/api/popups?populate=*&sort=sortOrder:asc',
      ],
    },
    {
      name: 'schedule (upcoming shows, page of 8)',
      project: `/api/shows?filters[startsAt][$gte]=${startOfToday}&sort[0]=startsAt:asc&pagination[page]=1&pagination[pageSize]=8`,
      stock: [`${upcomingShows}&pagination[page]=1&pagination[pageSize]=8`],
    },
    {
      name: 'show detail',
      project: `/api/shows/${showId}`,
      stock: [
        `/api/shows/${showId}?populate=*`,
        `/api/shows?populate=*&filters[startsAt][$lt]=${showStartsAt}&sort=startsAt:desc&pagination[pageSize]=1`,
        `/api/shows?populate=*&filters[startsAt][$gt]=${showStartsAt}&sort=startsAt:asc&pagination[pageSize]=1`,
      ],
    },
    {
      name: 'calendar month',
      project: `/api/schedule?from=${grid.from}&to=${grid.to}`,
      stock: [
        `/api/shows?populate=*&filters[startsAt][$gte]=${gridFrom}&filters[startsAt][$lt]=${gridTo}&sort=startsAt:asc&pagination[pageSize]=100`,
        `/api/calendar-events?populate=*&filters[startsAt][$lt]=${gridTo}&filters[endsAt][$gte]=${gridFrom}&sort=startsAt:asc&pagination[pageSize]=100`,
      ],
    },
    {
      name: 'notice list',
      project:
        '/api/notices?sort[0]=postedAt:desc&fields[0]=title&fields[1]=category&fields[2]=postedAt&fields[3]=externalUrl&pagination[page]=1&pagination[pageSize]=10',
      stock: [`${visibleNotices}&pagination[page]=1&pagination[pageSize]=10`],
    },
  ];
}

/** One search, timed; it must be computed (never a cached response). */
async function timedSearch(origin, query) {
  const started = performance.now();
  const response = await fetch(`${origin}/api/search?q=${encodeURIComponent(query)}`);
  const body = await response.json();
  const elapsed = performance.now() - started;
  if (response.status !== 200) throw new Error(`search ${query}: ${response.status} ${JSON.stringify(body)}`);
  if (response.headers.get('x-cache') || response.headers.get('cache-control') !== 'private, no-store')
    throw new Error(`search ${query} was served as a cacheable response: measure a computed one`);
  return elapsed;
}

/** The search's latencies at each number of connections, the queries in turn on every connection. */
async function measureSearch(origin, coldMs) {
  const paths = SEARCH_QUERIES.map((query) => `/api/search?q=${encodeURIComponent(query)}`);
  const hits = {};
  /** The time each query's search took inside the process (its Server-Timing), one request at a time. */
  const computeMs = {};
  for (const query of SEARCH_QUERIES) {
    await timedSearch(origin, query);
    const body = await (await fetch(`${origin}/api/search?q=${encodeURIComponent(query)}`)).json();
    hits[query] = ['shows', 'notices', 'pages'].map((kind) => body.data[kind].count);
    const durations = [];
    for (let run = 0; run < 21; run += 1) {
      const response = await fetch(`${origin}/api/search?q=${encodeURIComponent(query)}`);
      await response.arrayBuffer();
      const timing = /dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '');
      if (timing) durations.push(Number(timing[1]));
    }
    durations.sort((a, b) => a - b);
    computeMs[query] = durations.length ? { median: durations[durations.length >> 1], max: durations.at(-1) } : null;
  }
  const runs = [];
  for (const connections of SEARCH_CONNECTIONS) {
    const requests = paths.map((requestPath) => ({ method: 'GET', path: requestPath }));
    const options = { url: origin, ...LOAD, connections, requests };
    await autocannon({ ...options, duration: WARMUP_SECONDS });
    const latencies = [];
    const instance = autocannon(options);
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
    const result = await instance;
    latencies.sort((a, b) => a - b);
    const percentile = (p) =>
      latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
    const run = {
      connections,
      rps: result.requests.average,
      p50: percentile(50),
      p95: percentile(95),
      p99: percentile(99),
      requests: result.requests.total,
      non2xx: result.non2xx,
      errors: result.errors + result.timeouts,
    };
    log(
      `search, ${connections} connection(s): ${run.rps.toFixed(0)} req/s, p50 ${run.p50.toFixed(1)} ms, p95 ${run.p95.toFixed(1)} ms, p99 ${run.p99.toFixed(1)} ms${run.non2xx || run.errors ? `, ${run.non2xx} non-2xx, ${run.errors} errors` : ''}`,
    );
    runs.push(run);
  }
  return { coldMs, hits, computeMs, runs };
}

/** `text` with the section that starts with `heading` (up to the next '## ') replaced by `section`, or added. */
function withSection(text, heading, section) {
  const start = text.indexOf(heading);
  if (start === -1) {
    const lighthouseAt = text.indexOf('## Lighthouse');
    return lighthouseAt === -1
      ? `${text.trimEnd()}\n\n${section}`
      : `${text.slice(0, lighthouseAt)}${section}\n${text.slice(lighthouseAt)}`;
  }
  const next = text.indexOf('\n## ', start + heading.length);
  return `${text.slice(0, start)}${section}${next === -1 ? '' : `\n${text.slice(next + 1)}`}`;
}

function renderSearch(search) {
  if (!search) return [];
  const fixed = (value, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '–');
  const load = os.loadavg();
  const lines = [SEARCH_SECTION, ''];
  lines.push(
    `Measured ${new Date().toISOString()}, load average ${load.map((v) => v.toFixed(2)).join(' / ')}. \`GET /api/search\` on the project as it ships (searches are never cached: every response says \`private, no-store\` and is computed), ${SIZE.shows} shows and ${SIZE.notices} notices; each connection sends the ${SEARCH_QUERIES.length} queries in turn, ${LOAD.duration} s after a ${WARMUP_SECONDS} s warm-up. The first search after a start builds the in-memory index and waits for it (docs/decisions/040): ${fixed(search.coldMs, 0)} ms here; after a change to public content the index is rebuilt in the background (about as long) while the previous one keeps answering.`,
    '',
  );
  lines.push('| connections | requests/s | p50 ms | p95 ms | p99 ms | non-2xx / errors |');
  lines.push('|---:|---:|---:|---:|---:|---:|');
  for (const run of search.runs)
    lines.push(
      `| ${run.connections} | ${fixed(run.rps, 0)} | ${fixed(run.p50)} | ${fixed(run.p95)} | ${fixed(run.p99)} | ${run.non2xx} / ${run.errors} |`,
    );
  lines.push(
    '',
    'Queries, what each finds (shows / notices / pages), and the time the search itself took in the process (its `Server-Timing`, median and maximum of 21 requests one at a time: the rest of a latency above is the request pipeline and waiting for the CPU):',
    '',
  );
  for (const [query, counts] of Object.entries(search.hits)) {
    const compute = search.computeMs?.[query];
    lines.push(
      `- \`${query}\`: ${counts.join(' / ')}${compute ? ` — ${fixed(compute.median, 2)} ms (max ${fixed(compute.max, 2)})` : ''}`,
    );
  }
  const target = search.runs.find((run) => run.connections === SEARCH_TARGET.connections);
  lines.push(
    '',
    `Target: p95 under ${SEARCH_TARGET.p95Ms} ms with ${SEARCH_TARGET.connections} connections: ${target ? `${fixed(target.p95)} ms ${target.p95 < SEARCH_TARGET.p95Ms ? '✅' : '❌'}` : 'not measured'}.`,
    '',
  );
  return lines;
}

async function anUpcomingShow(origin) {
  const home = await (await fetch(`${origin}/api/home`)).json();
  const show = home.data.slides[0];
  if (!show) throw new Error('no upcoming show in the seeded database');
  return show;
}

/** Checks that the response is 200 and returns its body. */
async function expectOk(origin, pathAndQuery) {
  const response = await fetch(origin + pathAndQuery);
  const body = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200) throw new Error(`${pathAndQuery}: ${response.status} ${body.toString()}`);
  return body;
}

/**
 * Screens per second and latencies of single requests; with `paths`, each connection sends the
 * screen's requests in turn and a screen counts once all of them have their response.
 */
async function measure(url, label, paths) {
  const requests = paths?.map((requestPath) => ({ method: 'GET', path: requestPath }));
  await autocannon({ url, ...LOAD, duration: WARMUP_SECONDS, ...(requests ? { requests } : {}) });
  const latencies = [];
  const instance = autocannon({ url, ...LOAD, ...(requests ? { requests } : {}) });
  instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  const result = await instance;
  latencies.sort((a, b) => a - b);
  const percentile = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
  const summary = {
    rps: result.requests.average / (paths?.length ?? 1),
    requestsPerScreen: paths?.length ?? 1,
    p50: percentile(50),
    p95: percentile(95),
    p99: percentile(99),
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
  log(
    `${label}: ${summary.rps.toFixed(0)} req/s, p50 ${summary.p50.toFixed(1)} ms, p95 ${summary.p95.toFixed(1)} ms, p99 ${summary.p99.toFixed(1)} ms${summary.non2xx || summary.errors ? `, ${summary.non2xx} non-2xx, ${summary.errors} errors` : ''}`,
  );
  return summary;
}

async function runLighthouse(origin, showId) {
  const allPages = ['/', '/show/schedule', '/show/calendar', `/detail/show/${showId}`, '/notice', '/apply/write'];
  allPages.push(...ENGLISH_PAGES);
  const pages = ONLY_LIGHTHOUSE_PAGES?.length
    ? allPages.filter((page) => ONLY_LIGHTHOUSE_PAGES.includes(page))
    : allPages;
  if (pages.length === 0) throw new Error(`BENCH_LIGHTHOUSE_PAGES names no page: ${ONLY_LIGHTHOUSE_PAGES.join(', ')}`);
  // The site as it runs: each page rendered once already (the page cache is warm, as it is after the
  // first visitor), and a browser that has rendered a Korean page before (a fresh headless Chromium
  // spends its first page loading fonts).
  for (const page of pages)
    await fetch(origin + page, { headers: { accept: 'text/html', 'user-agent': MOBILE_USER_AGENT } });
  const userDataDir = fs.mkdtempSync(path.join(workDir, 'chromium-'));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    userDataDir,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const results = [];
  try {
    await lighthouseRun(chrome.port, origin + '/');
    for (const page of pages) {
      const runs = [];
      for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) runs.push(await lighthouseRun(chrome.port, origin + page));
      const lhr = computeMedianRun(runs);
      const score = (category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
      const audit = (id) => lhr.audits[id]?.numericValue;
      const failing = Object.values(lhr.categories)
        .filter((category) => category.id !== 'performance')
        .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => lhr.audits[ref.id]))
        .filter((entry) => entry && entry.score !== null && entry.score < 1)
        .map((entry) => entry.id);
      const spread = (pick) => {
        const values = runs.map(pick);
        return [Math.min(...values), Math.max(...values)];
      };
      const entry = {
        page: page.startsWith('/detail/show/') ? '/detail/show/{id}' : page,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        fcp: audit('first-contentful-paint'),
        lcp: audit('largest-contentful-paint'),
        cls: audit('cumulative-layout-shift'),
        tbt: audit('total-blocking-time'),
        si: audit('speed-index'),
        benchmarkIndex: lhr.environment?.benchmarkIndex,
        runs: runs.length,
        performanceSpread: spread((run) => Math.round((run.categories.performance?.score ?? 0) * 100)),
        lcpSpread: spread((run) => run.audits['largest-contentful-paint']?.numericValue ?? NaN),
        tbtSpread: spread((run) => run.audits['total-blocking-time']?.numericValue ?? NaN),
        failing,
      };
      log(
        `lighthouse ${entry.page} (median of ${runs.length}): perf ${entry.performance}, a11y ${entry.accessibility}, bp ${entry.bestPractices}, seo ${entry.seo}, LCP ${(entry.lcp / 1000).toFixed(2)} s, CLS ${entry.cls.toFixed(3)}, TBT ${entry.tbt.toFixed(0)} ms${failing.length ? `; failing: ${failing.join(', ')}` : ''}`,
      );
      results.push(entry);
    }
  } finally {
    await chrome.kill();
  }
  return results;
}

async function lighthouseRun(port, url) {
  const { lhr } = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  return lhr;
}

function renderReport(results) {
  const { endpoints, lighthouse: pages } = results;
  const loadAfter = os.loadavg();
  const cpus = os.cpus();
  const fixed = (value, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '–');
  const ratio = (a, b) => (b > 0 ? `${(a / b).toFixed(1)}×` : '–');
  const pct = (a, b) => (b > 0 ? `${((a / b) * 100).toFixed(0)} %` : '–');
  const lines = [];
  lines.push('# Benchmark results', '');
  lines.push(
    `Written by \`npm run bench\` (bench/run.mjs) on ${startedAt.toISOString()}; see bench/README.md for what is measured and what "stock" means.`,
    '',
  );
  lines.push('## Machine', '');
  lines.push(
    `- ${cpus.length} × ${cpus[0]?.model ?? 'unknown CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM, ${os.type()} ${os.release()}, Node ${process.version}`,
  );
  lines.push(
    `- Load average (1/5/15 min) before: ${loadBefore.map((v) => v.toFixed(2)).join(' / ')}; after: ${loadAfter.map((v) => v.toFixed(2)).join(' / ')}. The machine is shared: other work running at the same time lowers every figure a little.`,
  );
  lines.push(
    `- Data: ${SIZE.shows} shows, ${SIZE.notices} notices, ${SIZE.applications} rental applications, SQLite, one cms process. Load: autocannon, ${LOAD.connections} connections, no pipelining, ${LOAD.duration} s per measurement after a ${WARMUP_SECONDS} s warm-up, from the same machine.`,
    '',
  );

  lines.push('## Public endpoints', '');
  lines.push(
    "Screens per second: one request per screen for the project and the ceiling; a stock row sends the screen's *n* requests in turn on each connection and counts a screen per *n* responses (its latencies are those of single requests, its body the sum). Ratios compare screens per second.",
    '',
  );
  lines.push('| screen | mode | screens/s | p50 ms | p95 ms | p99 ms | × stock | % of ceiling | body |');
  lines.push('|---|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const endpoint of endpoints) {
    const stockRps = endpoint.stockResult.rps;
    const ceilingRps = endpoint.ceiling.rps;
    const row = (mode, result, bytes) =>
      `| ${endpoint.name} | ${mode} | ${fixed(result.rps, 0)} | ${fixed(result.p50)} | ${fixed(result.p95)} | ${fixed(result.p99)} | ${ratio(result.rps, stockRps)} | ${pct(result.rps, ceilingRps)} | ${bytes} B |`;
    lines.push(row('**cached**', endpoint.cached, endpoint.bytes));
    lines.push(row('cache off (lean queries)', endpoint.uncached, endpoint.bytes));
    lines.push(
      row(
        `stock Strapi (${endpoint.stock.length} request${endpoint.stock.length > 1 ? 's' : ''})`,
        endpoint.stockResult,
        endpoint.stockBytes,
      ),
    );
    lines.push(row('bare Node ceiling', endpoint.ceiling, endpoint.bytes));
  }
  lines.push('');
  lines.push('Requests:', '');
  for (const endpoint of endpoints) {
    lines.push(
      `- ${endpoint.name}: project \`${endpoint.project}\`; stock ${endpoint.stock.map((request) => `\`${request}\``).join(', ')}`,
    );
  }
  const modes = { cached: 'cached', uncached: 'cache off', stockResult: 'stock', ceiling: 'ceiling' };
  const failures = endpoints.flatMap((endpoint) =>
    Object.entries(modes)
      .filter(([mode]) => endpoint[mode].non2xx || endpoint[mode].errors)
      .map(
        ([mode, label]) =>
          `${endpoint.name}, ${label}: ${endpoint[mode].non2xx} non-2xx, ${endpoint[mode].errors} timeouts or socket errors`,
      ),
  );
  lines.push(
    '',
    failures.length
      ? `Every response was a 2xx except: ${failures.join('; ')}. A timeout is a request without a response within autocannon's 10 s; it is not counted in the figures above.`
      : 'Every response of every run was a 2xx; no errors or timeouts.',
    '',
  );

  const targets = endpoints.map((endpoint) => {
    const cachedRatio = endpoint.cached.rps / endpoint.stockResult.rps;
    const uncachedRatio = endpoint.uncached.rps / endpoint.stockResult.rps;
    return `| ${endpoint.name} | ${cachedRatio.toFixed(1)}× ${cachedRatio >= 20 ? '✅' : '❌'} | ${fixed(endpoint.cached.p95)} ms ${endpoint.cached.p95 < 15 ? '✅' : '❌'} | ${uncachedRatio.toFixed(1)}× ${uncachedRatio >= 2 ? '✅' : '❌'} |`;
  });
  lines.push('### Targets', '');
  lines.push('| screen | cached ≥ 20× stock | cached p95 < 15 ms | cache off ≥ 2× stock |');
  lines.push('|---|---|---|---|', ...targets, '');

  lines.push(...renderSearch(results.search));

  lines.push('## Lighthouse (mobile preset, simulated throttling)', '');
  lines.push(
    `Each page ${pages[0]?.runs ?? LIGHTHOUSE_RUNS} times in one Chromium after one warm-up run; the median run (Lighthouse's computeMedianRun) is shown, with the range of performance, LCP and TBT over the runs. The pages were rendered once before (warm page cache).`,
    '',
  );
  lines.push(
    '| page | performance (range) | accessibility | best practices | SEO | FCP s | LCP s (range) | CLS | TBT ms (range) | Speed Index s | CPU benchmark |',
  );
  lines.push('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  const range = ([low, high], scale = 1, digits = 0) => `${fixed(low / scale, digits)}–${fixed(high / scale, digits)}`;
  for (const page of pages) {
    lines.push(
      `| ${page.page} | ${page.performance} (${range(page.performanceSpread)}) | ${page.accessibility} | ${page.bestPractices} | ${page.seo} | ${fixed(page.fcp / 1000, 2)} | ${fixed(page.lcp / 1000, 2)} (${range(page.lcpSpread, 1000, 2)}) | ${fixed(page.cls, 3)} | ${fixed(page.tbt, 0)} (${range(page.tbtSpread)}) | ${fixed(page.si / 1000, 2)} | ${fixed(page.benchmarkIndex, 0)} |`,
    );
  }
  const lighthouseMisses = pages.flatMap((page) => {
    const misses = [];
    if (page.performance < 95) misses.push('performance < 95');
    if (page.accessibility < 100) misses.push('accessibility < 100');
    if (page.bestPractices < 95) misses.push('best practices < 95');
    if (ENGLISH_PAGES.includes(page.page) ? page.seo < 100 : page.seo < 95)
      misses.push(ENGLISH_PAGES.includes(page.page) ? 'SEO < 100' : 'SEO < 95');
    if (page.lcp >= 2000) misses.push('LCP ≥ 2.0 s');
    if (page.cls >= 0.05) misses.push('CLS ≥ 0.05');
    if (page.tbt >= 150) misses.push('TBT ≥ 150 ms');
    return misses.length
      ? [
          `- ${page.page}: ${misses.join(', ')}${page.failing.length ? ` (failing audits: ${page.failing.join(', ')})` : ''}`,
        ]
      : [];
  });
  lines.push(
    '',
    lighthouseMisses.length
      ? ['Targets missed:', '', ...lighthouseMisses].join('\n')
      : 'Every page meets the targets (performance ≥ 95, accessibility 100, best practices ≥ 95, SEO ≥ 95, LCP < 2.0 s, CLS < 0.05, TBT < 150 ms).',
    '',
  );
  return lines.join('\n');
}
