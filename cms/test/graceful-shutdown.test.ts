import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, sleep } from './helpers/auth';
import { startChildCms, type ChildCms } from './helpers/child-cms';
import { childDatabase } from './helpers/child-database';
import { makeScratchDir, writeFakeWebBuild } from './helpers/environment';
import { applicationData, fixtures } from './helpers/rental';
import { WAIT_TIMEOUT_MS } from './helpers/timeouts.mjs';

/**
 * A deploy (docs/decisions/018): SIGTERM while 30 rental submissions and 50 page and API reads
 * are in progress. Every request the cms received before the signal gets a response in full, the
 * process exits 0 with no unhandled error, no document is left without its application, and
 * nothing new is accepted after the signal.
 */

interface Response {
  status: number;
  body: string;
}

/** One request on a connection of its own (no keep-alive pool); a body is sent half now, half once `holdBack` resolves. */
function rawRequest(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: Buffer; holdBack?: Promise<void> } = {},
) {
  let sent!: () => void;
  const written = new Promise<void>((resolve) => (sent = resolve));
  const response = new Promise<Response>((resolve) => {
    const request = http.request(
      url,
      { method: options.method ?? 'GET', headers: options.headers, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
        response.on('error', (error: NodeJS.ErrnoException) =>
          resolve({ status: 0, body: error.code ?? error.message }),
        );
      },
    );
    // A refused or cut connection is a response too: status 0 and the error's code.
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ status: 0, body: error.code ?? error.message }));
    if (!options.body) {
      request.end(() => sent());
      return;
    }
    // The first part now, the rest once `holdBack` resolves: the request is in flight until then.
    const half = Math.floor(options.body.length / 2);
    request.write(options.body.subarray(0, half), () => sent());
    void (options.holdBack ?? Promise.resolve()).then(() => request.end(options.body!.subarray(half)));
  });
  return { written, response };
}

/** A multipart body as the site sends it, with documents of `size` bytes. */
async function submissionBody(size: number): Promise<{ body: Buffer; contentType: string }> {
  const pdf = Buffer.concat([fixtures.pdf(), Buffer.alloc(size, 0x20)]);
  const form = new FormData();
  form.append('data', JSON.stringify(applicationData()));
  form.append('businessRegistration', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), '사업자등록증.pdf');
  form.append('performancePlan', new Blob([new Uint8Array(fixtures.png())], { type: 'image/png' }), '계획서.png');
  const encoded = new Request('http://127.0.0.1/', { method: 'POST', body: form });
  return { body: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type')! };
}

describe('SIGTERM with requests in flight', () => {
  let scratchDir: string;
  let child: ChildCms | undefined;

  beforeAll(async () => {
    scratchDir = await makeScratchDir('hall-cms-shutdown-');
    const database = await childDatabase(scratchDir, 'hall_shutdown', { content: true });
    // The pages of the public site, rendered by the cms from a stand-in web build.
    await writeFakeWebBuild(path.join(scratchDir, 'web-dist'));
    child = await startChildCms({
      scratchDir,
      database,
      env: { SHUTDOWN_TIMEOUT_SECONDS: '20', LOG_LEVEL: 'info' },
    });
  });

  afterAll(async () => {
    await child?.stop();
    await fs.rm(scratchDir, { recursive: true, force: true });
  });

  it('readiness returns 200 while the cms runs', async () => {
    const ready = await fetch(`${child!.url}/api/health/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
  });

  it('finishes 30 submissions and 50 reads begun before the signal, refuses what comes after, exits 0 and leaves no orphan', async () => {
    const url = child!.url;
    const member = await signUp('shutdown', { baseUrl: url });
    const { body, contentType } = await submissionBody(256 * 1024);
    // Warm the page cache for some reads, so that hits (served before Koa) and misses are both in flight.
    expect((await fetch(`${url}/api/shows?pagination[pageSize]=5`)).status).toBe(200);
    // A client that keeps its connection: its next request, sent after the signal, is refused,
    // also when the public cache could answer it ahead of Koa.
    const keptAlive = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const keptRead = () =>
      new Promise<{ status: number; connection?: string }>((resolve, reject) => {
        http
          .get(`${url}/api/shows?pagination[pageSize]=5`, { agent: keptAlive }, (response) => {
            response.resume();
            response.on('end', () =>
              resolve({ status: response.statusCode ?? 0, connection: response.headers.connection }),
            );
          })
          .on('error', reject);
      });
    expect((await keptRead()).status).toBe(200);

    let release!: () => void;
    const holdBack = new Promise<void>((resolve) => (release = resolve));
    const submissions = Array.from({ length: 30 }, () =>
      rawRequest(`${url}/api/rental-applications`, {
        method: 'POST',
        headers: {
          'content-type': contentType,
          'content-length': String(body.length),
          authorization: `Bearer ${member.session.jwt}`,
        },
        body,
        holdBack,
      }),
    );
    const readPaths = ['/', '/notice', '/api/shows?pagination[pageSize]=5', '/api/notices', '/api/site-config'];
    const reads = Array.from({ length: 50 }, (_, index) =>
      rawRequest(`${url}${readPaths[index % readPaths.length]}`, {
        headers: { accept: index % 5 < 2 ? 'text/html' : 'application/json' },
      }),
    );
    // Every request has been sent (the reads wait behind the submissions' uploads): the signal.
    await Promise.all([...submissions, ...reads].map((request) => request.written));
    child!.kill('SIGTERM');
    // The signal may reach a busy process late; then readiness returns 503 while the listener
    // stays open for a moment (connections still in the backlog are served), then the listener
    // closes. Polled until it has.
    const readiness: Array<number | string> = [];
    for (
      const deadline = Date.now() + WAIT_TIMEOUT_MS;
      readiness.at(-1) !== 'refused' && Date.now() < deadline;
      await sleep(25)
    ) {
      readiness.push(
        await fetch(`${url}/api/health/ready`)
          .then((response) => response.status)
          .catch(() => 'refused'),
      );
    }
    const keptAfterSignal = await keptRead();
    keptAlive.destroy();
    release();

    const submitted = await Promise.all(submissions.map((request) => request.response));
    const read = await Promise.all(reads.map((request) => request.response));
    for (const response of submitted) expect(response.status, response.body.slice(0, 300)).toBe(201);
    for (const [index, response] of read.entries())
      expect(response.status, `${readPaths[index % readPaths.length]}: ${response.body.slice(0, 200)}`).toBe(200);
    expect(new Set(submitted.map((response) => JSON.parse(response.body).data.documentId)).size).toBe(30);

    // After the signal: not ready, and a new request is refused.
    expect(readiness.at(-1)).toBe('refused');
    expect(readiness.slice(readiness.findIndex((status) => status !== 200))).not.toContain(200);
    expect(keptAfterSignal).toEqual({ status: 503, connection: 'close' });
    const after = await rawRequest(`${url}/api/shows`).response;
    expect([503, 'ECONNREFUSED', 'ECONNRESET']).toContain(after.status === 0 ? after.body : after.status);

    const exit = await child!.exited();
    const output = child!.output();
    expect(exit, output.slice(-2000)).toEqual({ code: 0, signal: null });
    expect(output).not.toMatch(/unhandled|aborted|\berror\b/i);
    expect(output).toContain('every request finished');

    // Each of the 30 applications holds its 2 documents, and nothing else is stored or waiting.
    const documentsDir = path.join(scratchDir, 'rental-documents');
    expect((await fs.readdir(documentsDir)).filter((name) => name !== '.pending')).toHaveLength(60);
    expect(await fs.readdir(path.join(documentsDir, '.pending'))).toEqual([]);
    expect(await fs.readdir(path.join(scratchDir, 'uploads-incoming'))).toEqual([]);
  });
});
