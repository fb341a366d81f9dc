import type { Core, Modules } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { accessNoteErrors } from '@hall/contract/access';
import { showStatusErrors, showStatusOf } from '@hall/contract/show-status';
import { KOREAN_ROWS } from '../../../localization/locales';

/**
 * Cancelled and moved shows (docs/decisions/035). Every save of a show, whoever makes it (the admin
 * panel, the seed, a script), goes through the document service middleware below:
 *
 * - the status fields are checked with the contract's rules, in Korean on the field;
 * - a show set to 일정 변경 whose start changes in the same save, with 이전 공연 일시 left empty,
 *   gets its stored start as the previous one;
 * - `calendarSequence` (iCalendar's SEQUENCE) is the server's: 0 on creation, one more on every
 *   save that changes what a calendar shows as the event's time or status. It lives on the draft
 *   and is copied on publication, so the published value never goes down and a published change
 *   always carries a higher one: subscribed calendars replace their copy of the event.
 */

const SHOW = 'api::show.show';

type Data = Record<string, unknown>;

/** What makes a calendar move or cancel the event: its start, its end (the end, else the running time) and its status. */
const CALENDAR_FIELDS = ['startsAt', 'endsAt', 'runningTimeMinutes', 'showStatus'] as const;
const STORED_FIELDS = [...CALENDAR_FIELDS, 'previousStartsAt', 'statusNote', 'calendarSequence'];

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

const instant = (value: unknown): number | null =>
  isEmpty(value) ? null : new Date(value as string | number | Date).getTime();

/** The same value for a calendar: one instant, one number, one status (none counts as 'scheduled'). */
function sameForCalendar(field: (typeof CALENDAR_FIELDS)[number], a: unknown, b: unknown): boolean {
  if (field === 'showStatus')
    return showStatusOf({ showStatus: a as string | null }) === showStatusOf({ showStatus: b as string | null });
  if (field === 'runningTimeMinutes') return (isEmpty(a) ? null : Number(a)) === (isEmpty(b) ? null : Number(b));
  return instant(a) === instant(b);
}

export function showChangesMiddleware(strapi: Core.Strapi): Modules.Documents.Middleware.Middleware {
  // The status and dates are shared by the languages (docs/decisions/038): a save in English moves
  // or cancels the same show, so the stored values are the Korean draft's (any draft's for a show
  // that has no Korean version yet), also when the save creates the English version.
  const storedDraft = async (documentId: string) =>
    (await strapi.db
      .query(SHOW)
      .findOne({ select: STORED_FIELDS, where: { documentId, publishedAt: { $null: true }, ...KOREAN_ROWS } })) ??
    strapi.db.query(SHOW).findOne({ select: STORED_FIELDS, where: { documentId, publishedAt: { $null: true } } });

  return async (context, next) => {
    if (context.uid !== SHOW || (context.action !== 'create' && context.action !== 'update')) return next();
    const params = context.params as { documentId?: string; data?: Data };
    const data: Data = { ...(params.data ?? {}) };
    const stored: Data | null =
      context.action === 'update' && params.documentId ? await storedDraft(params.documentId) : null;
    const valueOf = (field: string) => (field in data ? data[field] : stored?.[field]);

    if (isEmpty(data.showStatus) && ('showStatus' in data || !stored)) data.showStatus = 'scheduled';
    if (typeof data.statusNote === 'string') data.statusNote = data.statusNote.trim() || null;

    const startMoved =
      stored !== null && 'startsAt' in data && !sameForCalendar('startsAt', data.startsAt, stored.startsAt);
    if (valueOf('showStatus') === 'rescheduled' && isEmpty(valueOf('previousStartsAt')) && startMoved)
      data.previousStartsAt = stored.startsAt;

    const problems = showStatusErrors({
      showStatus: valueOf('showStatus') as string | null,
      startsAt: valueOf('startsAt') as string | null,
      previousStartsAt: valueOf('previousStartsAt') as string | null,
      statusNote: valueOf('statusNote') as string | null,
    });
    if (problems.length > 0) throw new errors.ValidationError(problems[0]!.message, { errors: problems });
    // 배리어프리 서비스's notes (docs/decisions/039): one line of plain text, drafts too.
    const accessProblems = accessNoteErrors(data.access);
    if (accessProblems.length > 0)
      throw new errors.ValidationError(accessProblems[0]!.message, { errors: accessProblems });

    const changed =
      stored !== null &&
      CALENDAR_FIELDS.some((field) => field in data && !sameForCalendar(field, data[field], stored[field]));
    data.calendarSequence = stored ? Number(stored.calendarSequence ?? 0) + (changed ? 1 : 0) : 0;

    params.data = data;
    return next();
  };
}

/**
 * Shows saved before 공연 상태 existed have no status and no sequence in the database (Strapi adds
 * columns without defaults): they go ahead as planned, at sequence 0. Filled once after Strapi
 * aligns the database with the content types, so that every response and the admin panel's
 * required field see a value.
 */
async function fillMissingStatus(strapi: Core.Strapi): Promise<void> {
  const query = strapi.db.query(SHOW);
  await query.updateMany({ where: { showStatus: { $null: true } }, data: { showStatus: 'scheduled' } });
  await query.updateMany({ where: { calendarSequence: { $null: true } }, data: { calendarSequence: 0 } });
}

/** Called from `register`. */
export function registerShowChanges(strapi: Core.Strapi): void {
  strapi.hook('strapi::content-types.afterSync').register(() => fillMissingStatus(strapi));
  strapi.documents.use(showChangesMiddleware(strapi));
}
