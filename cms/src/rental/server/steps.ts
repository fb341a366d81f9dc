import { errors } from '@strapi/utils';
import type { Core } from '@strapi/strapi';
import { recordRentalStatusMail, toRentalMail } from './mail';
import { RENTAL_APPLICATION } from './settings';
import { applicationFee, feeSettings } from './fees';
import { checkDayIsFree } from './conflicts';
import { PAYMENT_MESSAGES, depositPaid, dueDatesOf, quoteFee, type FeeQuote } from '@hall/contract/rental-fees';
import { seoulDateKey } from '@hall/contract/seoul-time';
import type { RentalCategory } from '@hall/contract/labels';
import { asServerWrite } from './server-write';
import { APPLICATION_STATUS_LABELS as STATUS_LABELS } from '@hall/contract/labels';
import { STEPS, checkStep, isStep, refuse, sortedHistory, type ApplicationStatus, type StatusChange } from './workflow';

const BODY_KEYS = ['step', 'reason'];
/** pg_advisory_xact_lock(int4, int4): the class of the rental-day locks ("rday"). */
const DAY_LOCK_CLASS = 0x72646179;

/** The body of POST /admin/rental-applications/:documentId/steps: `{ step, reason? }`. */
export function readStepBody(body: unknown): { step: keyof typeof STEPS; reason: unknown } {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return refuse('step', '진행할 단계를 보내주세요.');
  const input = body as Record<string, unknown>;
  for (const key of Object.keys(input)) {
    if (!BODY_KEYS.includes(key)) refuse(key, '허용되지 않는 항목입니다.');
  }
  if (!isStep(input.step)) {
    return refuse(
      'step',
      `알 수 없는 단계입니다. 단계: ${Object.values(STEPS)
        .map((step) => step.label)
        .join(', ')}`,
    );
  }
  if (input.reason !== undefined && input.reason !== null && typeof input.reason !== 'string')
    refuse('reason', '사유는 글자로 입력해주세요.');
  return { step: input.step, reason: input.reason };
}

export interface StoredApplication {
  id: number;
  documentId: string;
  applicationStatus: ApplicationStatus;
  rejectionReason: string | null;
  statusHistory?: Array<{
    id?: number;
    applicationStatus: ApplicationStatus;
    changedAt: string;
    reason?: string | null;
    byApplicant?: boolean | null;
  }>;
  owner?: { email?: string | null } | null;
  [field: string]: unknown;
}

/** A status change decided from the stored application: the history entry and any other fields it writes. */
export interface Transition {
  change: StatusChange;
  /** 반려/취소 store their reason; a member's withdrawal also drops the documents; 승인 fixes the due dates. */
  data?: {
    rejectionReason?: string | null;
    documents?: null;
    depositDueOn?: string;
    balanceDueOn?: string;
    feeQuote?: FeeQuote | null;
  };
}

/**
 * Moves an application in a transaction (joining the caller's, when there is one): the status
 * moves only from the state it was read in (a concurrent change elsewhere is refused, not lost)
 * and the history gets its entry. `decide` sees the stored application and returns the change
 * or throws to refuse it; `scope` narrows which applications may be found (e.g. the owner's).
 * Staff steps (below) and a member's own withdrawal (member-withdrawal.ts) both go through here.
 */
export async function transitionApplication(
  strapi: Core.Strapi,
  documentId: string,
  decide: (current: StoredApplication) => Transition,
  scope: Record<string, unknown> = {},
): Promise<{ application: StoredApplication; change: StatusChange; previous: StoredApplication }> {
  return strapi.db.transaction(async () => {
    const previous = (await strapi.db.query(RENTAL_APPLICATION).findOne({
      where: { ...scope, documentId },
      populate: { statusHistory: true },
    })) as StoredApplication | null;
    if (!previous) throw new errors.NotFoundError('대관 신청을 찾을 수 없습니다.');
    const { change, data = {} } = decide(previous);

    const { count } = await strapi.db.query(RENTAL_APPLICATION).updateMany({
      where: { documentId, applicationStatus: previous.applicationStatus },
      data: { applicationStatus: change.applicationStatus },
    });
    if (count === 0)
      refuse('step', '방금 다른 곳에서 진행 상태가 바뀌었습니다. 화면을 새로 고친 뒤 다시 진행해주세요.');

    await asServerWrite(() =>
      strapi.documents(RENTAL_APPLICATION).update({
        documentId,
        data: {
          ...data,
          applicationStatus: change.applicationStatus,
          statusHistory: [...sortedHistory(previous.statusHistory), change],
        } as never,
      }),
    );
    const application = (await strapi.db.query(RENTAL_APPLICATION).findOne({
      where: { documentId },
      populate: { address: true, statusHistory: true, owner: { select: ['email'] } },
    })) as StoredApplication;
    return { application, change, previous };
  });
}

/**
 * Takes one staff step: 반려/취소 store their reason. The applicant's mail is recorded in the same
 * transaction (docs/decisions/023).
 */
export async function takeStep(
  strapi: Core.Strapi,
  documentId: string,
  body: unknown,
  now = new Date(),
): Promise<StoredApplication> {
  const { step, reason } = readStepBody(body);
  const settings = await feeSettings(strapi);
  return strapi.db.transaction(async ({ trx }) => {
    if (step === 'approve') {
      const current = (await strapi.db.query(RENTAL_APPLICATION).findOne({
        where: { documentId },
        select: ['desiredDate'],
      })) as { desiredDate?: string | null } | null;
      if (current?.desiredDate) {
        const day = String(current.desiredDate).slice(0, 10);
        // Two approvals of one day at the same moment (two staff, two instances): on PostgreSQL the
        // second waits for the first to commit and then sees it; SQLite has one writer.
        if (strapi.db.dialect.client === 'postgres')
          await trx.raw('select pg_advisory_xact_lock(?, hashtext(?))', [DAY_LOCK_CLASS, `rental-day:${day}`]);
        await checkDayIsFree(strapi, documentId, day);
      }
    }
    const { application, change } = await transitionApplication(strapi, documentId, (current) => {
      const change: StatusChange = checkStep(current.applicationStatus, step, reason, now);
      const data: Transition['data'] = STEPS[step].needsReason ? { rejectionReason: change.reason } : {};
      // Applications submitted before quotes were stored get theirs from today's fee table.
      const feeQuote =
        (current.feeQuote as FeeQuote | null | undefined) ??
        (typeof current.category === 'string' && typeof current.desiredDate === 'string'
          ? quoteFee(current.category as RentalCategory, current.desiredDate, settings.rates, settings.rules)
          : null);
      if (!current.feeQuote && feeQuote) data.feeQuote = feeQuote;
      if (step === 'approve' && typeof current.desiredDate === 'string') {
        Object.assign(data, dueDatesOf(seoulDateKey(now), current.desiredDate, settings.rules));
      }
      if (step === 'contract') {
        const fee = applicationFee({ ...current, feeQuote });
        if (fee && !depositPaid(fee))
          refuse('step', PAYMENT_MESSAGES.depositFirst(fee.deposit, Math.max(0, fee.paidTotal)));
      }
      return { change, data };
    });
    await recordRentalStatusMail(
      strapi,
      toRentalMail(application as unknown as Record<string, unknown>, application.owner?.email),
      {
        statusLabel: STATUS_LABELS[change.applicationStatus],
        reason: change.reason,
        isRejection: change.applicationStatus === 'rejected',
      },
    );
    return application;
  });
}
