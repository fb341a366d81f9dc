import type { Core } from '@strapi/strapi';
import { APPLICATION_STATUS_LABELS as STATUS_LABELS } from '@hall/contract/labels';
import { RENTAL_REASON_MAX_LENGTH } from '@hall/contract/rental-messages';
import { recordRentalStatusMail, recordRentalWithdrawnStaffMail, toRentalMail } from './mail';
import { removeStoredDocuments } from './storage';
import { transitionApplication, type StoredApplication } from './steps';
import { refuse, type ApplicationStatus, type StatusChange } from './workflow';

/**
 * An applicant withdraws their own application (docs/api/rental.md, docs/decisions/027): only
 * the owner, only while it is 접수 or 검토중. It becomes 취소 through the same transition as a
 * staff step (steps.ts), with a history entry marked `byApplicant` and the reason, if any.
 * The documents were collected for the review only, so they are destroyed with the withdrawal;
 * the application itself stays as the record of it for the retention period (application-retention.ts).
 * The mails to the applicant and the staff inbox are recorded in the same transaction
 * (docs/decisions/023).
 */

export const WITHDRAWABLE_STATUSES: readonly ApplicationStatus[] = ['received', 'reviewing'];

export const isWithdrawable = (status: ApplicationStatus): boolean => WITHDRAWABLE_STATUSES.includes(status);

/** The reason recorded when the withdrawal comes with the member's account deletion. */
export const ACCOUNT_DELETION_REASON = '회원 탈퇴로 신청이 취소되었습니다.';

export const WITHDRAWAL_MESSAGES = {
  notWithdrawable: (status: ApplicationStatus) =>
    `지금 상태는 '${STATUS_LABELS[status]}'입니다. 접수 또는 검토중인 신청만 직접 취소할 수 있습니다. 대관 담당자에게 문의해주세요.`,
  reasonType: '취소 사유는 글자로 입력해주세요.',
  reasonLength: `취소 사유는 ${RENTAL_REASON_MAX_LENGTH}자 이내로 입력해주세요.`,
  notAllowed: '허용되지 않는 항목입니다.',
} as const;

/** 409: the application is past the states an applicant may withdraw from. */
export class WithdrawalConflictError extends Error {
  constructor(
    message: string,
    readonly applicationStatus: ApplicationStatus,
  ) {
    super(message);
  }
}

/** The body of POST /api/rental-applications/:id/withdraw: `{ reason? }` (empty or missing: no reason). */
export function readWithdrawalBody(body: unknown): string | null {
  if (body === undefined || body === null) return null;
  if (typeof body !== 'object' || Array.isArray(body)) return refuse('reason', WITHDRAWAL_MESSAGES.reasonType);
  const input = body as Record<string, unknown>;
  for (const key of Object.keys(input)) if (key !== 'reason') refuse(key, WITHDRAWAL_MESSAGES.notAllowed);
  if (input.reason === undefined || input.reason === null) return null;
  if (typeof input.reason !== 'string') return refuse('reason', WITHDRAWAL_MESSAGES.reasonType);
  const reason = input.reason.trim();
  if (reason.length > RENTAL_REASON_MAX_LENGTH) refuse('reason', WITHDRAWAL_MESSAGES.reasonLength);
  return reason || null;
}

type Documents = Record<string, { storageKey?: string } | null> | null | undefined;

const storageKeysOf = (documents: Documents): string[] =>
  Object.values(documents ?? {})
    .map((document) => document?.storageKey)
    .filter((key): key is string => typeof key === 'string' && key.length > 0);

export interface Withdrawal {
  application: StoredApplication;
  change: StatusChange;
  /** Files to remove once the transaction is committed. */
  storageKeys: string[];
}

/**
 * The withdrawal and its mails, in a transaction (or the caller's: account deletion withdraws
 * several in one). No file is removed here: see `afterWithdrawal`. `ownerEmail` is null when the
 * account is being deleted: the applicant then hears of it at the application's own e-mail.
 */
export async function withdrawApplication(
  strapi: Core.Strapi,
  {
    documentId,
    ownerId,
    reason,
    ownerEmail,
    onAccountDeletion,
    now = new Date(),
  }: {
    documentId: string;
    ownerId: number;
    reason: string | null;
    ownerEmail: string | null;
    onAccountDeletion: boolean;
    now?: Date;
  },
): Promise<Withdrawal> {
  return strapi.db.transaction(async () => {
    const withdrawal = await transitionWithdrawal(strapi, { documentId, ownerId, reason, now });
    const mail = toRentalMail(withdrawal.application as unknown as Record<string, unknown>, ownerEmail);
    await recordRentalStatusMail(strapi, mail, {
      statusLabel: STATUS_LABELS.cancelled,
      reason: withdrawal.change.reason,
      isRejection: false,
    });
    await recordRentalWithdrawnStaffMail(strapi, mail, { reason: withdrawal.change.reason, onAccountDeletion });
    return withdrawal;
  });
}

async function transitionWithdrawal(
  strapi: Core.Strapi,
  { documentId, ownerId, reason, now }: { documentId: string; ownerId: number; reason: string | null; now: Date },
): Promise<Withdrawal> {
  const { application, change, previous } = await transitionApplication(
    strapi,
    documentId,
    (current) => {
      if (!isWithdrawable(current.applicationStatus)) {
        throw new WithdrawalConflictError(
          WITHDRAWAL_MESSAGES.notWithdrawable(current.applicationStatus),
          current.applicationStatus,
        );
      }
      const change: StatusChange = {
        applicationStatus: 'cancelled',
        changedAt: now.toISOString(),
        reason,
        byApplicant: true,
      };
      return { change, data: { rejectionReason: reason, documents: null } };
    },
    { owner: { id: ownerId } },
  );
  return { application, change, storageKeys: storageKeysOf(previous.documents as Documents) };
}

/**
 * After the commit: the files are removed (before responding; a crash in between leaves them to
 * the document sweeper, as nothing refers to them any more).
 */
export async function afterWithdrawal(strapi: Core.Strapi, { storageKeys }: Withdrawal): Promise<void> {
  await removeStoredDocuments(strapi, storageKeys);
}
