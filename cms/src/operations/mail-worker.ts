import crypto from 'node:crypto';
import os from 'node:os';
import type { Core } from '@strapi/strapi';
import {
  MAIL_PURPOSE_LOG,
  OUTBOUND_MAIL,
  mailDeliveryProvider,
  onMailRecorded,
  type MailPurpose,
  type StoredMessage,
} from '../email/outbox';
import { logText } from '../utils/log-text';
import { hallSettings } from '../utils/hall-settings';

/**
 * The mail worker (docs/decisions/023): sends the mails of the outbox table through the real
 * e-mail provider, one at a time, on every cms instance.
 *
 * - A mail is claimed before it is sent: one conditional UPDATE sets this instance's name and a
 *   lease (MAIL_CLAIM_SECONDS) on a pending row whose lease is empty or over. Only one instance's
 *   update matches (PostgreSQL re-checks the condition on the locked row; SQLite has one writer),
 *   so two instances never send one mail twice while both are alive. An instance that dies while
 *   sending leaves its lease; the mail is sent again when it runs out (at least once, not
 *   exactly once: the crash may have come after the SMTP server took it).
 * - A failed attempt is retried after MAIL_RETRY_BASE_SECONDS × 2^(attempt−1), at most
 *   MAIL_RETRY_MAX_SECONDS; after MAIL_MAX_ATTEMPTS, or at once when the SMTP server refuses for
 *   good (a 5xx reply), the mail is 실패 and stays in the admin panel's list.
 * - A sent mail keeps its recipient and subject but not its body (it may hold a reset link).
 * - It polls every MAIL_WORKER_POLL_SECONDS (mails recorded by other instances, retries that
 *   fell due) and at once after a commit that recorded mail on this instance.
 */

/** The worker's settings, from MAIL_WORKER_POLL_SECONDS and the others above (config/hall.ts, `hall.mailWorker`). */
export interface MailWorkerSettings {
  pollMs: number;
  startDelayMs: number;
  maxAttempts: number;
  retryBaseMs: number;
  retryMaxMs: number;
  claimMs: number;
}

/** The wait before attempt `attempts + 1`, after `attempts` failed ones. */
export function retryDelayMs(
  attempts: number,
  settings: Pick<MailWorkerSettings, 'retryBaseMs' | 'retryMaxMs'>,
): number {
  return Math.min(settings.retryMaxMs, settings.retryBaseMs * 2 ** Math.max(0, attempts - 1));
}

/** An SMTP reply that will not change by trying again (5xx: no such mailbox, refused, …). */
export function isPermanentFailure(error: unknown): boolean {
  const code = Number((error as { responseCode?: unknown } | null)?.responseCode);
  return Number.isInteger(code) && code >= 500 && code < 600;
}

interface ClaimedMail {
  id: number;
  purpose: MailPurpose;
  recipient: string | null;
  subject: string | null;
  attempts: number | null;
  message: StoredMessage | null;
}

const BATCH = 20;
const ERROR_LENGTH = 1000;

const instanceName = `${os.hostname()}:${process.pid}:${crypto.randomBytes(3).toString('hex')}`;

let settings: MailWorkerSettings | null = null;
let strapiRef: Core.Strapi | null = null;
let timer: NodeJS.Timeout | undefined;
let paused = true;
let again = false;
let running: Promise<void> | null = null;
let startedAt = 0;

const due = (now: Date) => ({
  deliveryStatus: 'pending',
  nextAttemptAt: { $lte: now },
  $or: [{ claimedUntil: { $null: true } }, { claimedUntil: { $lt: now } }],
});

/** Takes one pending mail for this instance: true when this instance's update won it. */
async function claim(strapi: Core.Strapi, id: number, claimMs: number): Promise<boolean> {
  const now = new Date();
  const { count } = (await strapi.db.query(OUTBOUND_MAIL).updateMany({
    where: { id, ...due(now) },
    data: { claimedBy: instanceName, claimedUntil: new Date(now.getTime() + claimMs) },
  })) as { count: number };
  return count === 1;
}

/** Updates a mail this instance still holds (its lease may have run out and been taken by another). */
async function finish(strapi: Core.Strapi, id: number, data: Record<string, unknown>): Promise<boolean> {
  const { count } = (await strapi.db.query(OUTBOUND_MAIL).updateMany({
    where: { id, claimedBy: instanceName, deliveryStatus: 'pending' },
    data: { ...data, claimedBy: null, claimedUntil: null },
  })) as { count: number };
  return count === 1;
}

async function deliver(strapi: Core.Strapi, mail: ClaimedMail, current: MailWorkerSettings): Promise<void> {
  const attempts = (mail.attempts ?? 0) + 1;
  const what = `${MAIL_PURPOSE_LOG[mail.purpose] ?? 'mail'} to ${logText(mail.recipient ?? '')}`;
  const message = mail.message;
  let failure: unknown = null;
  let rejected: string[] = [];
  try {
    if (!message || message.to.length + (message.cc?.length ?? 0) + (message.bcc?.length ?? 0) === 0) {
      throw Object.assign(new Error('the mail has no recipient'), { responseCode: 550 });
    }
    const info = (await mailDeliveryProvider().send({
      to: message.to,
      cc: message.cc,
      bcc: message.bcc,
      from: message.from,
      replyTo: message.replyTo,
      subject: mail.subject ?? '',
      text: message.text,
      html: message.html,
      ...(message.attachments?.length ? { attachments: message.attachments } : {}),
    })) as { rejected?: unknown[] } | undefined;
    // The server took the mail for some recipients and refused others: sent, with a note.
    rejected = (info?.rejected ?? []).map(String);
  } catch (error) {
    failure = error ?? new Error('unknown error');
  }

  if (failure === null && message) {
    const recorded = await finish(strapi, mail.id, {
      deliveryStatus: 'sent',
      sentAt: new Date(),
      attempts,
      lastError: rejected.length > 0 ? `refused for ${rejected.join(', ')}`.slice(0, ERROR_LENGTH) : null,
      // The body may hold a reset link or what an applicant wrote: not kept once it is sent.
      message: {
        to: message.to,
        ...(message.cc ? { cc: message.cc } : {}),
        ...(message.bcc ? { bcc: message.bcc } : {}),
      },
    });
    if (!recorded) strapi.log.warn(`[mail] ${what} was sent, but another instance had taken it over meanwhile`);
    return;
  }

  const reason = (failure as Error)?.message ?? String(failure);
  const permanent = isPermanentFailure(failure);
  const lastAttempt = permanent || attempts >= current.maxAttempts;
  const delay = retryDelayMs(attempts, current);
  await finish(strapi, mail.id, {
    attempts,
    lastError: reason.slice(0, ERROR_LENGTH),
    ...(lastAttempt ? { deliveryStatus: 'failed' } : { nextAttemptAt: new Date(Date.now() + delay) }),
  });
  strapi.log.error(
    lastAttempt
      ? `[mail] ${what} failed (attempt ${attempts}, given up: 실패): ${logText(reason)}`
      : `[mail] ${what} failed (attempt ${attempts} of ${current.maxAttempts}, next in ${(delay / 1000).toFixed(1)} s): ${logText(reason)}`,
  );
}

/** One pass: claims and sends due mails, one at a time, until none is due or the worker pauses. */
async function sendDueMails(strapi: Core.Strapi, current: MailWorkerSettings): Promise<void> {
  for (;;) {
    again = false;
    const candidates = (await strapi.db.query(OUTBOUND_MAIL).findMany({
      where: due(new Date()),
      orderBy: [{ nextAttemptAt: 'asc' }, { id: 'asc' }],
      limit: BATCH,
      select: ['id'],
    })) as Array<{ id: number }>;
    for (const { id } of candidates) {
      if (paused) return;
      if (!(await claim(strapi, id, current.claimMs))) continue;
      const mail = (await strapi.db.query(OUTBOUND_MAIL).findOne({
        where: { id },
        select: ['id', 'purpose', 'recipient', 'subject', 'attempts', 'message'],
      })) as ClaimedMail | null;
      if (mail) await deliver(strapi, mail, current);
    }
    if (paused || (candidates.length < BATCH && !again)) return;
  }
}

/** When the next pending mail falls due (for the timer), or null when none waits. */
async function nextDue(strapi: Core.Strapi): Promise<number | null> {
  const next = (await strapi.db.query(OUTBOUND_MAIL).findOne({
    where: { deliveryStatus: 'pending' },
    orderBy: [{ nextAttemptAt: 'asc' }],
    select: ['nextAttemptAt', 'claimedUntil'],
  })) as { nextAttemptAt: string | null; claimedUntil: string | null } | null;
  if (!next) return null;
  const dueAt = new Date(next.nextAttemptAt ?? 0).getTime();
  const claimedUntil = next.claimedUntil ? new Date(next.claimedUntil).getTime() : 0;
  return Math.max(dueAt, claimedUntil);
}

function schedule(delayMs: number): void {
  clearTimeout(timer);
  if (paused) return;
  timer = setTimeout(() => wake(), Math.max(0, delayMs));
  timer.unref();
}

/** Runs a pass now, or right after the one in progress. */
function wake(): void {
  if (paused || !strapiRef || !settings) return;
  if (Date.now() < startedAt + settings.startDelayMs) return;
  if (running) {
    again = true;
    return;
  }
  const strapi = strapiRef;
  const current = settings;
  running = (async () => {
    try {
      do {
        await sendDueMails(strapi, current);
      } while (again && !paused);
      const next = await nextDue(strapi);
      schedule(next === null ? current.pollMs : Math.min(current.pollMs, next - Date.now()));
    } catch (error) {
      strapi.log.error(`[mail] worker: ${logText((error as Error).message)}`);
      schedule(current.pollMs);
    }
  })().finally(() => {
    running = null;
  });
}

/**
 * Starts the worker (bootstrap, after the e-mail plugin): first pass after
 * MAIL_WORKER_START_DELAY_SECONDS (0: at once), then as described above.
 */
export function startMailWorker(strapi: Core.Strapi): void {
  settings = hallSettings(strapi, 'mailWorker');
  strapiRef = strapi;
  paused = false;
  startedAt = Date.now();
  onMailRecorded(wake);
  schedule(settings.startDelayMs);
  strapi.server.httpServer.once('close', pauseMailWorker);
}

/** Stops claiming mails (the first thing shutdown does); the mail being sent goes on. */
export function pauseMailWorker(): void {
  paused = true;
  clearTimeout(timer);
  onMailRecorded(null);
}

/**
 * Waits up to `timeoutMs` for the mail being sent, then gives back what this instance still
 * holds (a send that did not finish): another instance, or this one after its restart, sends it.
 */
export async function stopMailWorker(strapi: Core.Strapi, timeoutMs: number): Promise<void> {
  pauseMailWorker();
  const inProgress = running;
  if (inProgress) {
    let bound: NodeJS.Timeout | undefined;
    const finished = await Promise.race([
      inProgress.then(() => true),
      new Promise<boolean>((resolve) => {
        bound = setTimeout(() => resolve(false), Math.max(0, timeoutMs));
      }),
    ]);
    clearTimeout(bound);
    if (finished) return;
  }
  try {
    const { count } = (await strapi.db.query(OUTBOUND_MAIL).updateMany({
      where: { claimedBy: instanceName, deliveryStatus: 'pending' },
      data: { claimedBy: null, claimedUntil: null },
    })) as { count: number };
    if (count > 0) strapi.log.warn(`[mail] gave back ${count} mail(s) still being sent at shutdown`);
  } catch (error) {
    strapi.log.error(`[mail] could not give back the mails being sent: ${logText((error as Error).message)}`);
  }
}
