import crypto from 'node:crypto';
import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import type { Knex } from 'knex';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';

/**
 * Idempotency keys of rental submissions (docs/api/rental.md, docs/decisions/019): one row per
 * member and key, naming the application the first request created. The primary key
 * (owner_id, idempotency_key) is what stops two racing requests with one key from creating two
 * applications: the second insert fails, its transaction rolls back, and it returns the first.
 * A table of our own, not an attribute: Strapi's content types have no composite unique index,
 * and its schema sync leaves tables it did not create alone.
 */
export const SUBMISSION_KEYS_TABLE = 'rental_submission_keys';

const KEY = /^[A-Za-z0-9_-]{8,128}$/;

export const IDEMPOTENCY_MESSAGES = {
  invalid: 'Idempotency-Key는 영문, 숫자, -, _로 된 8~128자여야 합니다.',
  conflict:
    '같은 신청 번호(Idempotency-Key)로 내용이 다른 신청이 이미 접수되었습니다. 새 신청서는 처음부터 다시 작성해 제출해주세요.',
} as const;

export interface SubmissionKey {
  ownerId: number;
  key: string;
  fingerprint: string;
}

/** The Idempotency-Key header: null when absent, else a valid key or a 400. */
export function readIdempotencyKey(header: string | undefined): string | null {
  if (header === undefined || header === '') return null;
  if (!KEY.test(header)) {
    throw new errors.ValidationError(IDEMPOTENCY_MESSAGES.invalid, {
      errors: [{ path: ['Idempotency-Key'], message: IDEMPOTENCY_MESSAGES.invalid, name: 'ValidationError' }],
    });
  }
  return header;
}

async function fileHash(filepath: string): Promise<string> {
  const hash = crypto.createHash('sha256');
  await pipeline(createReadStream(filepath), hash);
  return hash.digest('hex');
}

/**
 * What makes two submissions "the same": the validated fields and the bytes of each document.
 * File names are left out, as a browser may send a file again under another name.
 */
export async function submissionFingerprint(input: unknown, documents: Array<[string, string]>): Promise<string> {
  const hash = crypto.createHash('sha256').update(JSON.stringify(input));
  for (const [field, filepath] of documents) hash.update(`\0${field}\0${await fileHash(filepath)}`);
  return hash.digest('hex');
}

export async function ensureSubmissionKeysTable(strapi: Core.Strapi): Promise<void> {
  const schema = strapi.db.connection.schema;
  if (await schema.hasTable(SUBMISSION_KEYS_TABLE)) return;
  await schema.createTable(SUBMISSION_KEYS_TABLE, (table) => {
    table.integer('owner_id').notNullable();
    table.string('idempotency_key', 128).notNullable();
    table.string('fingerprint', 64).notNullable();
    table.string('application_document_id', 255).notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.primary(['owner_id', 'idempotency_key']);
  });
}

/**
 * What an earlier request with this key did: nothing yet (null), created the application named,
 * or sent other content ('conflict').
 */
export async function findPreviousSubmission(
  strapi: Core.Strapi,
  submission: SubmissionKey,
): Promise<string | 'conflict' | null> {
  const row = (await strapi.db
    .connection(SUBMISSION_KEYS_TABLE)
    .where({ owner_id: submission.ownerId, idempotency_key: submission.key })
    .first('fingerprint', 'application_document_id')) as
    | { fingerprint: string; application_document_id: string }
    | undefined;
  if (!row) return null;
  return row.fingerprint === submission.fingerprint ? row.application_document_id : 'conflict';
}

/** The response to a key reused with other content, in Strapi's error shape. */
export function conflictBody() {
  return {
    data: null,
    error: {
      status: 409,
      name: 'ConflictError',
      message: IDEMPOTENCY_MESSAGES.conflict,
      details: {
        errors: [{ path: ['Idempotency-Key'], message: IDEMPOTENCY_MESSAGES.conflict, name: 'ConflictError' }],
      },
    },
  };
}

/** Inside the submission's transaction: fails (unique violation) when another request holds the key. */
export async function recordSubmissionKey(
  strapi: Core.Strapi,
  trx: Knex.Transaction,
  submission: SubmissionKey,
  applicationDocumentId: string,
) {
  await strapi.db.connection(SUBMISSION_KEYS_TABLE).transacting(trx).insert({
    owner_id: submission.ownerId,
    idempotency_key: submission.key,
    fingerprint: submission.fingerprint,
    application_document_id: applicationDocumentId,
    created_at: new Date(),
  });
}

/** A key row whose application staff deleted since: the key may be used again. */
export async function forgetSubmissionKey(strapi: Core.Strapi, submission: SubmissionKey): Promise<void> {
  await strapi.db
    .connection(SUBMISSION_KEYS_TABLE)
    .where({ owner_id: submission.ownerId, idempotency_key: submission.key })
    .delete();
}
