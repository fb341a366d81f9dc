import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { stopDocumentSweeper } from './document-sweeper';

/**
 * Graceful shutdown (docs/decisions/019). On SIGTERM or SIGINT:
 * 1. readiness (GET /api/health/ready) answers 503 at once, so a load balancer stops sending;
 * 2. the server stops accepting connections (idle keep-alive ones are closed), and a new
 *    request on a kept-alive connection is answered 503 with `Connection: close`;
 * 3. requests already in progress, and the work they started in the background (mails), get up
 *    to SHUTDOWN_TIMEOUT_SECONDS (20 s by default) to finish;
 * 4. then the document sweeper stops, Strapi is destroyed (database pool last) and the process
 *    exits 0.
 *
 * Strapi's own handler (createStrapi → destroyOnSignal) destroys every connection at once and
 * cuts what is in flight; it is replaced by this one.
 */

const DEFAULT_TIMEOUT_SECONDS = 20;

export function shutdownTimeoutSeconds(): number {
  const value = String(process.env.SHUTDOWN_TIMEOUT_SECONDS ?? '').trim();
  if (value === '') return DEFAULT_TIMEOUT_SECONDS;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0) throw new Error(`SHUTDOWN_TIMEOUT_SECONDS must be a positive whole number, not "${value}"`);
  return parsed;
}

let shuttingDown = false;
let inFlight = 0;
const background = new Set<Promise<unknown>>();
const drainWaiters = new Set<() => void>();

export const isShuttingDown = (): boolean => shuttingDown;

function settled(): void {
  if (inFlight > 0 || background.size > 0) return;
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

/**
 * The first middleware of the chain: counts requests in progress. Once shutdown started, a
 * request on a connection that already served one (keep-alive: the client is sending a new
 * request after the signal) is refused with 503; the first request of a connection is served,
 * as its connection was accepted before the listener closed, so the client sent it before the
 * signal (or in the same instant).
 */
export function trackRequests() {
  const servedSockets = new WeakSet<object>();
  return async (ctx: Context, next: Next) => {
    const socket = ctx.req.socket;
    const reused = servedSockets.has(socket);
    servedSockets.add(socket);
    if (shuttingDown && reused) {
      ctx.set('Connection', 'close');
      ctx.set('Retry-After', '5');
      ctx.set('Cache-Control', 'no-store');
      ctx.status = 503;
      ctx.body = { data: null, error: { status: 503, name: 'ServiceUnavailableError', message: '서버를 다시 시작하는 중입니다. 잠시 후 다시 시도해주세요.', details: {} } };
      return;
    }
    inFlight += 1;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      inFlight -= 1;
      settled();
    };
    // The response's close ends the count: after Koa has written it, or when the client left.
    ctx.res.once('close', finish);
    await next();
    // Answered during shutdown: the client should not send another request on this connection.
    if (shuttingDown && !ctx.res.headersSent) ctx.set('Connection', 'close');
  };
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

function drained(timeoutMs: number): Promise<boolean> {
  if (inFlight === 0 && background.size === 0) return Promise.resolve(true);
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

/** Runs the shutdown once; later signals (npm and the init forward them again) are ignored. */
async function shutDown(strapi: Core.Strapi, signal: string): Promise<void> {
  if (shuttingDown) return;
  shuttingDown = true;
  const timeoutSeconds = shutdownTimeoutSeconds();
  strapi.log.info(`[shutdown] ${signal}: not ready any more; waiting up to ${timeoutSeconds} s for ${inFlight} request(s) in progress`);
  const server = strapi.server.httpServer;
  // One more turn of the event loop (a poll phase between the two): connections that were
  // already waiting in the listen backlog when the signal came are accepted, not reset.
  await nextTurn();
  await nextTurn();
  // Stops listening; Node closes idle keep-alive connections, busy ones finish their request.
  if (server.listening) server.close();
  const started = Date.now();
  const complete = await drained(timeoutSeconds * 1000);
  if (complete) strapi.log.info(`[shutdown] every request finished in ${Date.now() - started} ms`);
  else strapi.log.warn(`[shutdown] ${inFlight} request(s) and ${background.size} background task(s) still running after ${timeoutSeconds} s: cut`);
  let exitCode = 0;
  try {
    await stopDocumentSweeper();
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
 */
export function registerGracefulShutdown(strapi: Core.Strapi): void {
  strapi.server.use(trackRequests());
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    for (const listener of process.listeners(signal)) {
      if (listener.name === 'terminateStrapi') process.off(signal, listener);
    }
    process.on(signal, () => void shutDown(strapi, signal));
  }
}
