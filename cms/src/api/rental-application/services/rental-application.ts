import { factories, type Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { seoulDateKey, seoulWallTimeToDate, todayInSeoul } from '@hall/contract/seoul-time';
import { desiredDateProblem } from '@hall/contract/rental-rounds';
import { publishedRounds } from '../../../rental/server/rounds';
import { RENTAL_MESSAGES, validateRentalApplication, type RentalFieldError } from '@hall/contract/rental';
import { recordRentalSubmittedMails, toRentalMail } from '../../../rental/server/mail';
import { detectDocumentType } from '../../../rental/server/document-type';
import {
  findPreviousSubmission,
  forgetSubmissionKey,
  readIdempotencyKey,
  recordSubmissionKey,
  submissionFingerprint,
  type SubmissionKey,
} from '../../../rental/server/idempotency';
import {
  DOCUMENT_FIELDS,
  RENTAL_APPLICATION,
  documentMaxBytes,
  isDocumentField,
  type DocumentField,
} from '../../../rental/server/settings';
import { asServerWrite } from '../../../rental/server/server-write';
import { feeSettings, quoteForApplication } from '../../../rental/server/fees';
import { runDeadlines, type DeadlineRun } from '../../../rental/server/deadlines';
import type { Documents, UploadedFile } from '../../../rental/server/staff-documents';
import { commitDocuments, discardPendingDocuments, displayName, storeDocument } from '../../../rental/server/storage';
import { documentsField, storedDocuments, type ApplicationRecord } from '../../../rental/server/views';
import { showsHoldingTheHall } from '../../../rental/server/conflicts';

/** Statuses whose desired day is taken on the rental calendar. */
const BUSY_STATUSES = ['approved', 'contracted'] as const;
const WITH_DETAILS = { address: true, statusHistory: true } as const;

interface AcceptedDocument {
  file: UploadedFile;
  mime: string;
  ext: string;
}

export interface Submission {
  ownerId: number;
  /** The member's login e-mail: the applicant's mail also goes there. */
  ownerEmail: string | null | undefined;
  /** The Idempotency-Key header as sent (absent or empty: none). */
  idempotencyKey: string | undefined;
  /** The multipart fields: `data` (JSON) and nothing else. */
  fields: Record<string, unknown>;
  /** The multipart files by part name. */
  files: Record<string, UploadedFile[]>;
}

/** A submission's outcome: the application (new or, for a retry, the first one) or a key reused for other content. */
export type SubmissionOutcome =
  | { kind: 'created' | 'replayed'; application: ApplicationRecord; documents: Documents | null }
  | { kind: 'conflict' };

const fieldError = (path: string[], message: string, name: RentalFieldError['name'] = 'ValidationError') => ({
  path,
  message,
  name,
});

function parseDataPart(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data);
  } catch {
    return undefined;
  }
}

/** The checks of the files: exactly one of each document, not empty, not too large, of an accepted type. */
async function checkDocuments(
  strapi: Core.Strapi,
  files: Record<string, UploadedFile[]>,
  problems: RentalFieldError[],
) {
  const accepted: Partial<Record<DocumentField, AcceptedDocument>> = {};
  for (const field of Object.keys(files)) {
    if (!isDocumentField(field)) problems.push(fieldError([field], RENTAL_MESSAGES.notAllowed));
  }
  const maxBytes = documentMaxBytes(strapi);
  for (const field of DOCUMENT_FIELDS) {
    const [file, ...more] = files[field] ?? [];
    if (!file) problems.push(fieldError([field], RENTAL_MESSAGES.file));
    else if (more.length > 0) problems.push(fieldError([field], RENTAL_MESSAGES.oneFile));
    else if (file.size > maxBytes)
      problems.push(fieldError([field], RENTAL_MESSAGES.fileSize(maxBytes), 'FileSizeError'));
    else if (file.size === 0) problems.push(fieldError([field], RENTAL_MESSAGES.emptyFile));
    else {
      const type = await detectDocumentType(file.filepath);
      if (type) accepted[field] = { file, ...type };
      else problems.push(fieldError([field], RENTAL_MESSAGES.fileType, 'FileTypeError'));
    }
  }
  return accepted;
}

/** Every invalid field at once, in Strapi's error shape (413 when a file is too large). */
function refuse(problems: RentalFieldError[]): never {
  const message = problems.length === 1 ? problems[0]!.message : `${problems.length} errors occurred`;
  const details = { errors: problems };
  if (problems.some((problem) => problem.name === 'FileSizeError'))
    throw new errors.PayloadTooLargeError(message, details);
  throw new errors.ValidationError(message, details);
}

export default factories.createCoreService(RENTAL_APPLICATION, ({ strapi }) => ({
  /** One of the member's applications with its address and history, or null (also for another member's). */
  async findOwned(documentId: string, ownerId: number): Promise<ApplicationRecord | null> {
    return (await strapi.documents(RENTAL_APPLICATION).findFirst({
      filters: { documentId: { $eq: documentId }, owner: { id: { $eq: ownerId } } },
      populate: WITH_DETAILS,
    })) as ApplicationRecord | null;
  },

  /**
   * A member's submission (docs/api/rental.md, docs/decisions/019). Everything is checked first;
   * then the documents are written to the pending folder and flushed, the row is created in a
   * transaction that records the Idempotency-Key, and the documents get their final names once
   * it is committed. Any failure before removes the documents. A retry with the same key returns
   * the application the first request created.
   */
  async submit(submission: Submission): Promise<SubmissionOutcome> {
    const idempotencyKey = readIdempotencyKey(submission.idempotencyKey);
    const { value: input, errors: fieldErrors } = validateRentalApplication(parseDataPart(submission.fields.data));
    const problems = [...fieldErrors];
    for (const key of Object.keys(submission.fields)) {
      if (key !== 'data') problems.push(fieldError([key], RENTAL_MESSAGES.notAllowed));
    }
    const accepted = await checkDocuments(strapi, submission.files, problems);
    if (input) {
      // A day of a call for applications in its window; any other day far enough ahead (수시대관).
      const dateProblem = desiredDateProblem({
        desiredDate: input.desiredDate,
        category: input.category,
        today: todayInSeoul(),
        rounds: await publishedRounds(strapi),
        leadDays: (await feeSettings(strapi)).rules.leadDays,
      });
      if (dateProblem) problems.push(fieldError(['desiredDate'], dateProblem));
    }
    if (problems.length > 0 || !input) return refuse(problems);
    const documents = DOCUMENT_FIELDS.map((field) => [field, accepted[field]!] as const);

    const key: SubmissionKey | null = idempotencyKey
      ? {
          ownerId: submission.ownerId,
          key: idempotencyKey,
          fingerprint: await submissionFingerprint(
            input,
            documents.map(([field, { file }]) => [field, file.filepath]),
          ),
        }
      : null;
    const previous = key && (await this.previousSubmission(key));
    if (previous) return previous;

    const stored: Documents = {};
    try {
      for (const [field, { file, mime, ext }] of documents) {
        stored[field] = await storeDocument(strapi, {
          filepath: file.filepath,
          name: displayName(file.originalFilename, ext),
          mime,
          ext,
        });
      }
      const submittedAt = new Date().toISOString();
      const feeQuote = await quoteForApplication(strapi, input);
      const application = await strapi.db.transaction(async ({ trx }) => {
        const created = await asServerWrite(() =>
          strapi.documents(RENTAL_APPLICATION).create({
            data: {
              ...input,
              owner: { id: submission.ownerId },
              applicationStatus: 'received',
              submittedAt,
              statusHistory: [{ applicationStatus: 'received', changedAt: submittedAt, reason: null }],
              documents: documentsField(stored),
              feeQuote,
            } as never,
            populate: WITH_DETAILS,
          }),
        );
        if (key) await recordSubmissionKey(strapi, trx, key, created.documentId);
        // The mails commit with the application (docs/decisions/023): a crash after the 201 still sends them.
        await recordRentalSubmittedMails(strapi, toRentalMail({ ...created }, submission.ownerEmail));
        return created as ApplicationRecord;
      });
      await commitDocuments(strapi, this.storageKeys(stored));
      return { kind: 'created', application, documents: stored };
    } catch (error) {
      await discardPendingDocuments(strapi, this.storageKeys(stored));
      // Another request with the same key committed first: return what it created.
      const raced = key && (await this.previousSubmission(key));
      if (raced) return raced;
      throw error;
    }
  },

  /** One pass of the daily deadline job (src/rental/server/deadlines.ts); tests call it with a fake `now`. */
  runDeadlines(options: { now?: string; documentIds?: string[] } = {}): Promise<DeadlineRun> {
    return runDeadlines(strapi, options);
  },

  storageKeys(documents: Documents): string[] {
    return Object.values(documents).map((document) => document.storageKey);
  },

  /**
   * What an earlier request with this Idempotency-Key did: the application it created, as it is
   * now; a conflict when its content differed; null when the key is new, or names an application
   * staff have deleted since (the key is then forgotten and may be used again).
   */
  async previousSubmission(key: SubmissionKey): Promise<SubmissionOutcome | null> {
    const previous = await findPreviousSubmission(strapi, key);
    if (previous === null) return null;
    if (previous === 'conflict') return { kind: 'conflict' };
    const application = await this.findOwned(previous, key.ownerId);
    if (!application) {
      await forgetSubmissionKey(strapi, key);
      return null;
    }
    return { kind: 'replayed', application, documents: storedDocuments(application) };
  },

  /** Seoul days of the month (YYYY-MM) on which a published show starts or an approved or contracted rental was asked for. */
  async busyDates(month: string): Promise<string[]> {
    const [year, monthNumber] = month.split('-').map(Number) as [number, number];
    const firstDay = `${month}-01`;
    const lastDay = seoulDateKey(seoulWallTimeToDate(year, monthNumber + 1, 0));
    const start = seoulWallTimeToDate(year, monthNumber, 1);
    const end = seoulWallTimeToDate(year, monthNumber + 1, 1);
    const [shows, applications] = await Promise.all([
      showsHoldingTheHall(strapi, start, end, ['startsAt'], 1000),
      strapi.db.query(RENTAL_APPLICATION).findMany({
        where: { applicationStatus: { $in: BUSY_STATUSES }, desiredDate: { $gte: firstDay, $lte: lastDay } },
        select: ['desiredDate'],
        limit: 1000,
      }) as Promise<Array<{ desiredDate: string }>>,
    ]);
    const days = new Set<string>();
    for (const show of shows) days.add(seoulDateKey(show.startsAt as string));
    for (const application of applications) days.add(String(application.desiredDate).slice(0, 10));
    return [...days].filter((day) => day >= firstDay && day <= lastDay).sort();
  },
}));

export type RentalApplicationService = Core.CoreAPI.Service.CollectionType & {
  findOwned(documentId: string, ownerId: number): Promise<ApplicationRecord | null>;
  submit(submission: Submission): Promise<SubmissionOutcome>;
  busyDates(month: string): Promise<string[]>;
  runDeadlines(options?: { now?: string; documentIds?: string[] }): Promise<DeadlineRun>;
};
