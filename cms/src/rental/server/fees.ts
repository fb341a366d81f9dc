import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { APPLICATION_STATUS_LABELS, type ApplicationStatus, type RentalCategory } from '@hall/contract/labels';
import {
  DEFAULT_PAYMENT_RULES,
  PAYMENT_KIND_LABELS,
  completeFeeRates,
  dueDatesOf,
  feeOf,
  quoteFee,
  readPayment,
  won,
  type FeeQuote,
  type FeeRate,
  type Payment,
  type PaymentRules,
  type RentalFee,
} from '@hall/contract/rental-fees';
import { seoulDateKey } from '@hall/contract/seoul-time';
import { recordRentalPaymentMail, toRentalMail } from './mail';
import { RENTAL_APPLICATION } from './settings';
import { asServerWrite } from './server-write';
import { sortedHistory } from './workflow';

const SITE_CONFIG = 'api::site-config.site-config';

/** Statuses in which money moves: after 승인, and refunds (negative corrections) after a cancellation. */
const PAYABLE: ApplicationStatus[] = ['approved', 'contracted', 'completed', 'cancelled'];

export interface FeeSettings {
  rates: FeeRate[];
  rules: PaymentRules;
}

const wholeNumber = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value);

/**
 * The fee table and payment rules staff keep in the published site config. A row or a rule that
 * is missing (an install from before this existed, a site config not yet published) takes the
 * default of ../shared/spec/decisions.md.
 */
export async function feeSettings(strapi: Core.Strapi): Promise<FeeSettings> {
  const config = (await strapi.documents(SITE_CONFIG).findFirst({
    status: 'published',
    populate: { rentalFees: true, paymentRules: true },
  })) as { rentalFees?: Array<Record<string, unknown>> | null; paymentRules?: Record<string, unknown> | null } | null;
  const rates = completeFeeRates(config?.rentalFees);
  const rules = { ...DEFAULT_PAYMENT_RULES };
  for (const key of Object.keys(rules) as Array<keyof PaymentRules>) {
    const value = config?.paymentRules?.[key];
    if (wholeNumber(value) && value >= 0) rules[key] = value;
  }
  return { rates, rules };
}

/** The quote an application stores when it is submitted or registered. */
export async function quoteForApplication(
  strapi: Core.Strapi,
  application: { category?: unknown; desiredDate?: unknown },
): Promise<FeeQuote | null> {
  if (typeof application.category !== 'string' || typeof application.desiredDate !== 'string') return null;
  const { rates, rules } = await feeSettings(strapi);
  return quoteFee(application.category as RentalCategory, application.desiredDate, rates, rules);
}

/** The due dates an application gets when it is approved on `now`'s Seoul day. */
export async function dueDatesForApproval(
  strapi: Core.Strapi,
  desiredDate: string,
  now = new Date(),
): Promise<{ depositDueOn: string; balanceDueOn: string }> {
  const { rules } = await feeSettings(strapi);
  return dueDatesOf(seoulDateKey(now), desiredDate, rules);
}

export interface FeeFields {
  feeQuote?: unknown;
  payments?: unknown;
  depositDueOn?: string | null;
  balanceDueOn?: string | null;
}

export const storedPayments = (application: FeeFields): Payment[] =>
  Array.isArray(application.payments) ? (application.payments as Payment[]) : [];

/** The quote stored at submission (a JSON attribute); null before quotes were stored. */
export const storedFeeQuote = (application: FeeFields): FeeQuote | null =>
  (application.feeQuote ?? null) as FeeQuote | null;

/** `fee` of the member's and the staff's views (docs/api/rental.md). */
export const applicationFee = (application: FeeFields): RentalFee | null =>
  feeOf(storedFeeQuote(application), storedPayments(application), {
    depositDueOn: application.depositDueOn ?? null,
    balanceDueOn: application.balanceDueOn ?? null,
  });

const refusePayment = (problems: Array<{ field: string; message: string }>): never => {
  throw new errors.ValidationError(problems.map((problem) => problem.message).join(' '), {
    errors: problems.map(({ field, message }) => ({ path: [field], message, name: 'ValidationError' })),
  });
};

/**
 * Records a payment staff received (POST /admin/rental-applications/:documentId/payments): never
 * an edit, a correction is a new negative entry with a memo. The entry goes into 진행 이력 and the
 * applicant's mail into the outbox, in the same transaction.
 */
export async function recordPayment(
  strapi: Core.Strapi,
  documentId: string,
  body: unknown,
  recordedBy: string | null,
  now = new Date(),
) {
  const read = readPayment(body);
  if ('problems' in read) return refusePayment(read.problems);
  const input = read.value;
  return strapi.db.transaction(async () => {
    const current = (await strapi.db.query(RENTAL_APPLICATION).findOne({
      where: { documentId },
      populate: { statusHistory: true, owner: { select: ['email'] } },
    })) as (Record<string, unknown> & FeeFields & { applicationStatus: ApplicationStatus }) | null;
    if (!current) throw new errors.NotFoundError('대관 신청을 찾을 수 없습니다.');
    if (!PAYABLE.includes(current.applicationStatus)) {
      refusePayment([
        {
          field: 'kind',
          message: `지금 상태는 '${APPLICATION_STATUS_LABELS[current.applicationStatus]}'입니다. 입금은 승인된 뒤에 기록합니다.`,
        },
      ]);
    }
    if (!current.feeQuote) {
      // Submitted before quotes were stored: quote it now from today's fee table, once.
      current.feeQuote = await quoteForApplication(strapi, current as { category?: unknown; desiredDate?: unknown });
    }
    const payment: Payment = { ...input, recordedAt: now.toISOString(), recordedBy };
    const payments = [...storedPayments(current), payment];
    const label = PAYMENT_KIND_LABELS[payment.kind];
    const entry = {
      applicationStatus: current.applicationStatus,
      changedAt: now.toISOString(),
      reason:
        payment.amount > 0
          ? `${label} ${won(payment.amount)} 입금 (${payment.paidOn})${payment.memo ? ` — ${payment.memo}` : ''}`
          : `${label} ${won(payment.amount)} 정정 (${payment.paidOn}) — ${payment.memo}`,
    };
    await asServerWrite(() =>
      strapi.documents(RENTAL_APPLICATION).update({
        documentId,
        data: {
          feeQuote: current.feeQuote,
          payments,
          statusHistory: [...sortedHistory(current.statusHistory as never), entry],
        } as never,
      }),
    );
    const fee = applicationFee({ ...current, payments })!;
    const owner = current.owner as { email?: string | null } | null | undefined;
    await recordRentalPaymentMail(strapi, toRentalMail(current, owner?.email), { payment, fee });
    return { payment, fee, payments };
  });
}
