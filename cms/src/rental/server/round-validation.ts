import type { Core, Modules } from '@strapi/strapi';
import { errors } from '@strapi/utils';

const UID = 'api::rental-round.rental-round';

const day = (value: unknown): string | null =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : null;

/** The problems of a round's dates, each with its field, in Korean. */
export function roundDateProblems(data: Record<string, unknown>): Array<{ field: string; message: string }> {
  const problems: Array<{ field: string; message: string }> = [];
  const [periodStart, periodEnd, applyFrom, applyUntil] = ['periodStart', 'periodEnd', 'applyFrom', 'applyUntil'].map(
    (field) => day(data[field]),
  );
  if (periodStart && periodEnd && periodStart > periodEnd)
    problems.push({ field: 'periodEnd', message: '대관 기간의 마지막 날이 첫날보다 앞섭니다.' });
  if (applyFrom && applyUntil && applyFrom > applyUntil)
    problems.push({ field: 'applyUntil', message: '접수 기간의 마지막 날이 첫날보다 앞섭니다.' });
  if (applyUntil && periodEnd && applyUntil > periodEnd)
    problems.push({ field: 'applyUntil', message: '접수 기간은 대관 기간이 끝나기 전에 끝나야 합니다.' });
  if (Array.isArray(data.closedDates) && periodStart && periodEnd) {
    for (const entry of data.closedDates as Array<Record<string, unknown>>) {
      const closed = day(entry?.date);
      if (closed && (closed < periodStart || closed > periodEnd)) {
        problems.push({ field: 'closedDates', message: `대관 제외일 ${closed}이 대관 기간 밖에 있습니다.` });
        break;
      }
    }
  }
  return problems;
}

/**
 * Document service middleware (registered in src/index.ts): a round whose dates contradict
 * each other is refused with Korean messages on the fields, in the edit view, before it is
 * stored; an update is checked with the stored values it does not change.
 */
export function rentalRoundMiddleware(strapi: Core.Strapi): Modules.Documents.Middleware.Middleware {
  return async (context, next) => {
    if (context.uid !== UID || (context.action !== 'create' && context.action !== 'update')) return next();
    const params = context.params as { documentId?: string; data?: Record<string, unknown> };
    let data = params.data ?? {};
    if (context.action === 'update' && params.documentId) {
      const stored = (await strapi.db.query(UID).findOne({
        where: { documentId: params.documentId },
        populate: { closedDates: true },
      })) as Record<string, unknown> | null;
      data = { ...(stored ?? {}), ...data };
    }
    const problems = roundDateProblems(data);
    if (problems.length > 0) {
      throw new errors.ValidationError(problems.map((problem) => problem.message).join(' '), {
        errors: problems.map(({ field, message }) => ({ path: [field], message, name: 'ValidationError' })),
      });
    }
    return next();
  };
}
