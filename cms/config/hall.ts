import path from 'node:path';
import type { env as strapiEnv } from '@strapi/utils';
import { RENTAL_DOCUMENT_MAX_BYTES } from '@hall/contract/rental-messages';
import type { S3Settings } from '../src/storage/s3-settings';

/**
 * The hall's own settings: every environment variable the cms's code reads besides Strapi's
 * (docs/operations.md lists them all, docs/decisions/037). Strapi loads this file once at start
 * as `hall`; the code reads it with `strapi.config.get('hall.<section>')` (src/utils/hall-settings.ts).
 * The backup and restore commands, which run without a Strapi instance, call it with Strapi's
 * env helper as Strapi does (src/backup/settings.ts).
 *
 * Values are parsed here, once, with the readers below: a value that is set but not what its
 * variable takes stops the start with a message that names the variable.
 */

type Env = typeof strapiEnv;

/** The cms folder (this file runs as cms/dist/config/hall.js): relative folders are relative to it. */
const cmsRoot = path.resolve(__dirname, '..', '..');

/** The one parser of each kind, for this file and the other config files (plugins.ts, middlewares.ts). */
export function settingReaders(env: Env) {
  /** Trimmed text. docker-compose passes optional settings as empty strings: empty means "not set". */
  const text = (name: string, fallback = ''): string => {
    const value = String(env(name, '') ?? '').trim();
    return value === '' ? fallback : value;
  };
  /** A secret or password exactly as given (spaces are part of it); empty when not set. */
  const secret = (name: string): string => String(env(name, '') ?? '');
  /** A number > 0 (≥ 0 with `allowZero`; whole with `integer`). */
  const number = (name: string, fallback: number, { integer = false, allowZero = false } = {}): number => {
    const value = text(name);
    if (value === '') return fallback;
    const parsed = Number(value);
    const valid =
      Number.isFinite(parsed) && (allowZero ? parsed >= 0 : parsed > 0) && (!integer || Number.isInteger(parsed));
    if (!valid) {
      const kind = `${integer ? 'whole ' : ''}number${allowZero ? ' ≥ 0' : ' > 0'}`;
      throw new Error(`${name} must be a ${kind}, not "${value}"`);
    }
    return parsed;
  };
  /** Yes only when spelled `true` (any case); `fallback` when not set. */
  const flag = (name: string, fallback: boolean): boolean => {
    const value = text(name).toLowerCase();
    return value === '' ? fallback : value === 'true';
  };
  /** On unless set to one of `offWords` (any case): the switches that are on by default. */
  const switchedOn = (name: string, offWords: string[] = ['off']): boolean =>
    !offWords.includes(text(name).toLowerCase());
  return { text, secret, number, flag, switchedOn };
}

/**
 * S3-compatible storage (docs/decisions/025; names fixed: docker-compose passes them). Media go
 * to S3_BUCKET when it is set, rental documents to S3_DOCUMENTS_BUCKET when it is set; without
 * them both stay on the local disk, the zero-configuration default.
 */
function s3Settings({ text }: ReturnType<typeof settingReaders>): S3Settings {
  const accessKeyId = text('S3_ACCESS_KEY_ID');
  const secretAccessKey = text('S3_SECRET_ACCESS_KEY');
  if (!!accessKeyId !== !!secretAccessKey) {
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  }
  const settings: S3Settings = {
    endpoint: text('S3_ENDPOINT') || undefined,
    region: text('S3_REGION', 'us-east-1'),
    mediaBucket: text('S3_BUCKET') || undefined,
    documentsBucket: text('S3_DOCUMENTS_BUCKET') || undefined,
    credentials: accessKeyId ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: text('S3_FORCE_PATH_STYLE').toLowerCase() === 'true',
    publicUrl: text('S3_PUBLIC_URL').replace(/\/+$/, '') || undefined,
  };
  if (settings.mediaBucket && settings.mediaBucket === settings.documentsBucket) {
    throw new Error('S3_DOCUMENTS_BUCKET must not be S3_BUCKET: the media bucket is public, rental documents are not');
  }
  if (settings.endpoint && !/^https?:\/\//.test(settings.endpoint)) {
    throw new Error(`S3_ENDPOINT must start with http:// or https://, not "${settings.endpoint}"`);
  }
  if (settings.publicUrl && !/^(https?:\/\/|\/)/.test(settings.publicUrl)) {
    throw new Error(`S3_PUBLIC_URL must be an http(s) address or a path on this site, not "${settings.publicUrl}"`);
  }
  return settings;
}

/** bcrypt takes costs 4 to 31. */
function hashRounds(rounds: number): number {
  if (rounds < 4 || rounds > 31)
    throw new Error(`PASSWORD_HASH_ROUNDS must be a whole number from 4 to 31, not ${rounds}`);
  return rounds;
}

export default function hallConfig({ env }: { env: Env }) {
  const read = settingReaders(env);
  const { text, secret, number, switchedOn } = read;
  const webDistDir = path.resolve(text('WEB_DIST_DIR', path.join(cmsRoot, '..', 'web', 'dist')));

  return {
    /** The first staff account, created on start when both are set (bootstrap/admin-user.ts). */
    firstAdmin: {
      email: text('ADMIN_EMAIL').toLowerCase(),
      password: secret('ADMIN_PASSWORD'),
      firstname: text('ADMIN_FIRSTNAME', '관리자'),
      lastname: text('ADMIN_LASTNAME', '공연장'),
    },
    /** The admin login's limit of failed attempts (middlewares/admin-login-limit.ts, docs/decisions/032). */
    adminLoginLimit: {
      enabled: switchedOn('ADMIN_RATE_LIMIT_ENABLED', ['false']),
      max: Math.floor(number('ADMIN_RATE_LIMIT_MAX', 5)),
      intervalMs: number('ADMIN_RATE_LIMIT_INTERVAL_MS', 5 * 60_000),
    },
    /**
     * The bcrypt cost of members' passwords (auth/password-hashing.ts, docs/decisions/047): Strapi's
     * 10 unless set; each step doubles the work of a signup and a login. The tests set 4.
     */
    memberPasswordHashRounds: hashRounds(number('PASSWORD_HASH_ROUNDS', 10, { integer: true })),
    /** The demo content on the first start of an empty database (seed/run-once.ts); compose turns it off. */
    seedDemoContent: switchedOn('SEED_DEMO_CONTENT', ['false', '0', 'no', 'off']),
    /** PostgreSQL: how long a start-up waits for another instance's (operations/startup-lock.ts). */
    startupLockTimeoutSeconds: number('STARTUP_LOCK_TIMEOUT_SECONDS', 300, { integer: true }),
    /** On SIGTERM, how long requests in progress may take (operations/shutdown.ts). */
    shutdownTimeoutSeconds: number('SHUTDOWN_TIMEOUT_SECONDS', 20, { integer: true }),
    /**
     * How long an idle kept-alive connection stays open (config/server.ts). Node's 5 s closes it
     * while a client that saw it idle a moment earlier may already be sending its next request on
     * it (a proxy, a load balancer's 60 s pool, any keep-alive client whose timers run late): the
     * request is cut with EPIPE/ECONNRESET, and a POST is not repeated. Longer than the 60 s
     * those keep, so the client always lets a connection go first (docs/decisions/019).
     */
    keepAliveTimeoutSeconds: number('HTTP_KEEP_ALIVE_TIMEOUT_SECONDS', 65, { integer: true }),
    /** The multipart parser's private folder (config/middlewares.ts, operations/incoming-uploads.ts), relative to the working folder. */
    uploadsIncomingDir: path.resolve(
      process.cwd(),
      text('UPLOADS_INCOMING_DIR', path.join('.tmp', 'uploads-incoming')),
    ),
    /** Largest upload of the media library (config/plugins.ts, config/middlewares.ts). */
    uploadSizeLimitBytes: number('UPLOAD_SIZE_LIMIT_BYTES', 20 * 1024 * 1024, { integer: true }),
    /** The public site served by the cms (middlewares/web-app.ts). */
    webApp: {
      enabled: switchedOn('SERVE_WEB_APP', ['false']),
      distDir: webDistDir,
      rendererFile: path.resolve(
        text('WEB_RENDERER_FILE', path.join(webDistDir, '..', 'dist-server', 'entry-server.cjs')),
      ),
    },
    /** The caches of public reads and rendered pages (http-cache/store.ts, docs/decisions/010, 018, 022). */
    publicCache: {
      enabled: switchedOn('PUBLIC_CACHE'),
      ttlMs: number('PUBLIC_CACHE_TTL_SECONDS', 60) * 1000,
      unsynchronizedTtlMs: number('PUBLIC_CACHE_UNSYNCHRONIZED_TTL_SECONDS', 1) * 1000,
      maxBytes: number('PUBLIC_CACHE_MAX_MB', 64) * 1024 * 1024,
    },
    /** Rental applications and their documents (src/rental, docs/decisions/008, 019, 027, 031). */
    rental: {
      documentMaxBytes: number('RENTAL_DOCUMENT_MAX_BYTES', RENTAL_DOCUMENT_MAX_BYTES, { integer: true }),
      documentLinkTtlSeconds: number('RENTAL_DOCUMENT_LINK_TTL_SECONDS', 5 * 60, { integer: true }),
      /** The private folder of the documents (when not on S3), relative to the cms folder. */
      documentsDir: path.resolve(cmsRoot, text('RENTAL_DOCUMENTS_DIR', path.join('.tmp', 'rental-documents'))),
      /** The key of the download links; empty: derived from APP_KEYS (src/rental/server/settings.ts). */
      documentSecret: text('RENTAL_DOCUMENT_SECRET'),
      /** Where staff are told about new applications; empty: the site config's address. */
      staffEmail: text('RENTAL_STAFF_EMAIL'),
      documentSweepAgeMs: number('RENTAL_DOCUMENT_SWEEP_AGE_SECONDS', 10 * 60, { integer: true }) * 1000,
      documentSweepIntervalMs: number('RENTAL_DOCUMENT_SWEEP_INTERVAL_SECONDS', 5 * 60, { integer: true }) * 1000,
      retentionPurge: switchedOn('RENTAL_RETENTION_PURGE'),
      deadlineJob: switchedOn('RENTAL_DEADLINE_JOB'),
    },
    /** Idempotency keys and old mails pruned (src/operations/expired-rows.ts, docs/decisions/023). */
    retention: {
      submissionKeyTtlMs: number('SUBMISSION_KEY_TTL_HOURS', 24) * 3600_000,
      mailOutboxRetentionMs: number('MAIL_OUTBOX_RETENTION_DAYS', 90) * 86_400_000,
      intervalMs: number('RETENTION_INTERVAL_SECONDS', 3600) * 1000,
    },
    /** The mail worker (operations/mail-worker.ts, docs/decisions/023). */
    mailWorker: {
      pollMs: number('MAIL_WORKER_POLL_SECONDS', 10) * 1000,
      startDelayMs: number('MAIL_WORKER_START_DELAY_SECONDS', 0, { allowZero: true }) * 1000,
      maxAttempts: number('MAIL_MAX_ATTEMPTS', 10, { integer: true }),
      retryBaseMs: number('MAIL_RETRY_BASE_SECONDS', 30) * 1000,
      retryMaxMs: number('MAIL_RETRY_MAX_SECONDS', 60 * 60) * 1000,
      claimMs: number('MAIL_CLAIM_SECONDS', 5 * 60) * 1000,
    },
    /** 게시 예약 and 게시 종료 (publishing/scheduled.ts, docs/decisions/033). */
    scheduledPublishing: {
      enabled: switchedOn('SCHEDULED_PUBLISHING'),
      intervalMs: number('SCHEDULED_PUBLISHING_INTERVAL_SECONDS', 30) * 1000,
    },
    s3: s3Settings(read),
  };
}

export type HallSettings = ReturnType<typeof hallConfig>;
