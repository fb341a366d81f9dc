import { errors } from '@strapi/utils';
import type { Core } from '@strapi/strapi';
import { recordRentalStatusMail, toRentalMail } from '../../../email/rental';
import { RENTAL_APPLICATION } from './settings';
import { asServerWrite } from './server-write';
import { APPLICATION_STATUS_LABELS as STATUS_LABELS } from '@hall/contract/labels';
import { STEPS, checkStep, isStep, refuse, sortedHistory, type ApplicationStatus, type StatusChange } from './workflow';

const BODY_KEYS = ['step', 'reason'];

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

interface StoredApplication {
  id: number;
  documentId: string;
  applicationStatus: ApplicationStatus;
  rejectionReason: string | null;
  statusHistory?: Array<{
    id?: number;
    applicationStatus: ApplicationStatus;
    changedAt: string;
    reason?: string | null;
  }>;
  owner?: { email?: string | null } | null;
  [field: string]: unknown;
}

/**
 * Takes one step in a transaction: the status moves only from the state it was read in (a
 * concurrent step by another staff member is refused, not lost), the history gets its entry and
 * 반려/취소 store their reason. The applicant's mail is recorded in the same transaction (docs/decisions/023).
 */
export async function takeStep(strapi: Core.Strapi, documentId: string, body: unknown): Promise<StoredApplication> {
  const { step, reason } = readStepBody(body);
  const application = await strapi.db.transaction(async () => {
    const current = (await strapi.db.query(RENTAL_APPLICATION).findOne({
      where: { documentId },
      populate: { statusHistory: true },
    })) as StoredApplication | null;
    if (!current) throw new errors.NotFoundError('대관 신청을 찾을 수 없습니다.');
    const change: StatusChange = checkStep(current.applicationStatus, step, reason);

    const { count } = await strapi.db.query(RENTAL_APPLICATION).updateMany({
      where: { documentId, applicationStatus: current.applicationStatus },
      data: { applicationStatus: change.applicationStatus },
    });
    if (count === 0)
      refuse('step', '방금 다른 곳에서 진행 상태가 바뀌었습니다. 화면을 새로 고친 뒤 다시 진행해주세요.');

    await asServerWrite(() =>
      strapi.documents(RENTAL_APPLICATION).update({
        documentId,
        data: {
          applicationStatus: change.applicationStatus,
          ...(STEPS[step].needsReason ? { rejectionReason: change.reason } : {}),
          statusHistory: [...sortedHistory(current.statusHistory), change],
        },
      }),
    );
    const application = (await strapi.db.query(RENTAL_APPLICATION).findOne({
      where: { documentId },
      populate: { address: true, statusHistory: true, owner: { select: ['email'] } },
    })) as StoredApplication;
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

  return application;
}
