import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import net, { type Socket } from 'node:net';
import type { Core } from '@strapi/strapi';
import { cronJobsFinished } from './cron-jobs';
import { pauseMailWorker } from './mail-worker';
import { hallSettings } from '../utils/hall-settings';

/**
 * Graceful shutdown (docs/decisions/019). On SIGTERM or SIGINT:
 * 1. readiness (GET /api/health/ready) responds 503 at once, so a load balancer stops sending;
 * 2. the server stops accepting connections (idle keep-alive ones are closed), and a new
 *    request on a kept-alive connection gets a 503 response with `Connection: close`;
 * 3. the mail worker stops claiming mails (docs/decisions/023), and Strapi's cron jobs (the
 *    plugins' own) stop starting;
 * 4. requests already in progress, the work they started in the background, and the mail being
 *    sent get up to SHUTDOWN_TIMEOUT_SECONDS (20 s by default, config/hall.ts) to finish; a mail still being sent
 *    then is given back to the outbox (sent by another instance, or after the restart);
 * 5. then a periodic job's run in progress (scheduled publishing, rental deadlines and retention)
 *    and a cron job still running are waited for (to the same deadline), the document sweeper
 *    stops, Strapi is destroyed (database pool last) and the process exits 0.
 *
 * Strapi's own handler (createStrapi → destroyOnSignal) destroys every connection at once and
 * cuts what is in flight; it is replaced by this one.
 */

const ACCEPT_GRACE_MS = 500;

let shuttingDown = false;
let inFlight = 0;
const background = new Set<Promise<unknown>>();
/** Connections accepted whose first request has not been read yet: a client sent it, or will. */
const waitingSockets = new Set<Socket>();
const drainWaiters = new Set<() => void>();

export const isShuttingDown = (): boolean => shuttingDown;

const busy = (): boolean => inFlight > 0 || background.size > 0 || waitingSockets.size > 0;

function settled(): void {
  if (busy()) return;
  for (const wake of drainWaiters) wake();
  drainWaiters.clear();
}

/** Work a request starts and does not wait for (its mails): shutdown waits for it too. */
export function trackBackgroundTask(task: Promise<unknown>): void {
  const tracked = task.finally(() => {
    background.delete(tracked);
    settled();
  });
  tracked.catch(() => undefined);
  background.add(tracked);
}

const SHUTTING_DOWN_BODY = JSON.stringify({
  data: null,
  error: {
    status: 503,
    name: 'ServiceUnavailableError',
    message: '서버를 다시 시작하는 중입니다. 잠시 후 다시 시도해주세요.',
    details: {},
  },
});

type RequestListener = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * Puts one listener in front of every 'request' listener the server has once it listens (Koa,
 * the public cache that answers hits ahead of Koa, anything else installed before listen), so
 * that every request is counted, cache hits included, from the moment it is read until its
 * response has been sent or its client left. Once shutdown started, a request on a connection
 * that already served one (keep-alive: the client sent it after the signal) is refused with 503;
 * the first request of a connection is served, as its connection was accepted before the
 * listener closed, so the client sent it before the signal (or in the same instant).
 */
export function countRequests(server: Server): void {
  const listeners = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  const servedSockets = new WeakSet<Socket>();
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const socket = request.socket;
    waitingSockets.delete(socket);
    const reused = servedSockets.has(socket);
    servedSockets.add(socket);
    inFlight += 1;
    response.once('close', () => {
      inFlight -= 1;
      settled();
    });
    if (shuttingDown) {
      // Responded to during shutdown: the client must not send another request on this connection.
      response.shouldKeepAlive = false;
      if (reused) {
        response.writeHead(503, {
          'Content-Type': 'application/json; charset=utf-8',
          'Cache-Control': 'no-store',
          'Retry-After': '5',
          Connection: 'close',
        });
        response.end(SHUTTING_DOWN_BODY);
        return;
      }
    }
    for (const listener of listeners) listener.call(server, request, response);
  });
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

function drained(timeoutMs: number): Promise<boolean> {
  if (!busy()) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      drainWaiters.delete(wake);
      resolve(false);
    }, timeoutMs);
    const wake = () => {
      clearTimeout(timer);
      resolve(true);
    };
    drainWaiters.add(wake);
  });
}

interface ConnectionPool {
  numUsed(): number;
  numPendingAcquires(): number;
}

/** Waits up to `timeoutMs` until no query holds or waits for one of the pool's connections. */
async function databaseIdle(strapi: Core.Strapi, timeoutMs: number): Promise<boolean> {
  const pool = (strapi.db.connection.client as { pool?: ConnectionPool }).pool;
  const until = Date.now() + timeoutMs;
  while (pool && pool.numUsed() + pool.numPendingAcquires() > 0) {
    if (Date.now() >= until) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return true;
}

/** Runs the shutdown once; later signals (npm and the init forward them again) are ignored. */
async function shutDown(
  strapi: Core.Strapi,
  signal: string,
  stopBackgroundWork: (timeoutMs: number) => Promise<void>,
): Promise<void> {
  if (shuttingDown) return;
  shuttingDown = true;
  const timeoutSeconds = hallSettings(strapi, 'shutdownTimeoutSeconds');
  const deadline = Date.now() + timeoutSeconds * 1000;
  // Recorded mails are durable: they wait for another instance or the restart.
  pauseMailWorker();
  strapi.cron.stop();
  strapi.log.info(
    `[shutdown] ${signal}: not ready any more; waiting up to ${timeoutSeconds} s for ${inFlight} request(s) in progress`,
  );
  const server = strapi.server.httpServer;
  // Readiness responds 503 from now on; the listener stays open a moment longer, so that
  // connections already waiting in the listen backlog when the signal came (a busy process
  // accepts late) are accepted and served, not reset.
  await nextTurn();
  await new Promise((resolve) => setTimeout(resolve, ACCEPT_GRACE_MS));
  // The timer fires in the timers phase, which on a busy loop may follow a long run of callbacks
  // during which more connections reached the backlog; closing now would reset them. The check
  // phase (setImmediate) comes right after a poll phase, which accepts every connection waiting.
  await nextTurn();
  // Stops listening, and nothing more: http.Server#close would also drop the connections that
  // have not sent their request yet, which on a busy machine includes requests sent before the
  // signal. Kept-alive connections stay open until Strapi is destroyed; a new request on one is
  // responded to with 503 (countRequests).
  if (server.listening) net.Server.prototype.close.call(server);
  const started = Date.now();
  const complete = await drained(timeoutSeconds * 1000);
  if (complete) strapi.log.info(`[shutdown] every request finished in ${Date.now() - started} ms`);
  else {
    strapi.log.warn(
      `[shutdown] ${inFlight} request(s), ${waitingSockets.size} unread connection(s) and ${background.size} background task(s) still there after ${timeoutSeconds} s: cut`,
    );
  }
  let exitCode = 0;
  try {
    await stopBackgroundWork(Math.max(0, deadline - Date.now()));
    if (!(await cronJobsFinished(strapi.cron, Math.max(0, deadline - Date.now()))))
      strapi.log.warn(`[shutdown] a cron job still running after ${timeoutSeconds} s: cut`);
    // Closing the pool aborts every query still waiting for a connection, and a query whose
    // caller does not wait for it (a write after its response) then fails unhandled: exit 1.
    if (!(await databaseIdle(strapi, Math.max(0, deadline - Date.now()))))
      strapi.log.warn(`[shutdown] database queries still running after ${timeoutSeconds} s: cut`);
    await strapi.destroy();
  } catch (error) {
    exitCode = 1;
    strapi.log.error(`[shutdown] ${(error as Error).message}`);
  }
  process.exit(exitCode);
}

/**
 * Installs the shutdown (called from register, before the server listens): the request counter
 * in front of every middleware and the signal handlers in place of Strapi's own.
 * `stopBackgroundWork` stops the jobs, the mail worker and the sweeper once the requests are done.
 */
export function registerGracefulShutdown(
  strapi: Core.Strapi,
  stopBackgroundWork: (timeoutMs: number) => Promise<void>,
): void {
  const server = strapi.server.httpServer;
  // Middlewares such as the public cache (and the test hooks) wrap the 'request' listeners when
  // they are created, after register: the counter goes in front of them all once the server listens.
  server.once('listening', () => countRequests(server));
  server.on('connection', (socket: Socket) => {
    waitingSockets.add(socket);
    socket.once('close', () => {
      if (waitingSockets.delete(socket)) settled();
    });
  });
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    for (const listener of process.listeners(signal)) {
      if (listener.name === 'terminateStrapi') process.off(signal, listener);
    }
    process.on(signal, () => void shutDown(strapi, signal, stopBackgroundWork));
  }
}
