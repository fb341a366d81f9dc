import { SHOW_SCHEDULE_CHANGE_LABELS, SHOW_STATUS_BADGES, SHOW_STATUS_LABELS } from './labels';
import { hasForbiddenCharacters, PLAIN_TEXT_MESSAGES } from './plain-text';
import { formatSeoulDateTime, type DateInput } from './seoul-time';

/**
 * Whether a show goes ahead as planned, is cancelled (공연 취소) or was moved to another time
 * (일정 변경, with the time it had before). Staff set it on the show in the admin panel (공연 상태,
 * 이전 공연 일시, 변경 안내); the cms checks it with showStatusErrors, the site's badges and notices,
 * its structured data and the calendar files follow it (docs/decisions/035).
 */

export const SHOW_STATUSES = ['scheduled', 'cancelled', 'rescheduled'] as const;
export type ShowStatus = (typeof SHOW_STATUSES)[number];

/** The longest 변경 안내 (`statusNote`), as schema.json's maxLength. */
export const SHOW_STATUS_NOTE_MAX_LENGTH = 300;

/** schema.org's Event `eventStatus` of each status. */
export const SHOW_EVENT_STATUS = {
  scheduled: 'https://schema.org/EventScheduled',
  cancelled: 'https://schema.org/EventCancelled',
  rescheduled: 'https://schema.org/EventRescheduled',
} as const satisfies Record<ShowStatus, `https://schema.org/${string}`>;

/** iCalendar's `STATUS` of an event (RFC 5545, 3.8.1.11): a moved show takes place, at its new time. */
export const SHOW_ICS_STATUS: Record<ShowStatus, 'CONFIRMED' | 'CANCELLED'> = {
  scheduled: 'CONFIRMED',
  cancelled: 'CANCELLED',
  rescheduled: 'CONFIRMED',
};

/**
 * The statuses of a show that still takes the hall on its day: a cancelled show frees it for a
 * rental (the approval's date check, the busy days of the rental calendar, the list's warning); a
 * moved one holds its new day only, as its start time says.
 */
export const SHOW_STATUSES_HOLDING_THE_HALL = ['scheduled', 'rescheduled'] as const satisfies readonly ShowStatus[];

const isShowStatus = (value: unknown): value is ShowStatus =>
  typeof value === 'string' && (SHOW_STATUSES as readonly string[]).includes(value);

/** A show's status; a show saved before the field existed has none and goes ahead as planned. */
export function showStatusOf(show: { showStatus?: string | null }): ShowStatus {
  return isShowStatus(show.showStatus) ? show.showStatus : 'scheduled';
}

/**
 * One line that says what changed, for text without markup (the calendar files' descriptions):
 * '공연 취소', or '일정 변경: 이전 일정 2027.03.01 (월) 19:30 → 2027.03.08 (월) 19:30'. Null for a
 * show that goes ahead as planned.
 */
export function showStatusLine(show: {
  showStatus?: string | null;
  startsAt: DateInput;
  previousStartsAt?: DateInput | null;
}): string | null {
  const status = showStatusOf(show);
  if (status === 'cancelled') return SHOW_STATUS_BADGES.cancelled;
  if (status === 'rescheduled' && show.previousStartsAt)
    return `${SHOW_STATUS_BADGES.rescheduled}: ${SHOW_SCHEDULE_CHANGE_LABELS.previous} ${formatSeoulDateTime(show.previousStartsAt)} → ${formatSeoulDateTime(show.startsAt)}`;
  if (status === 'rescheduled') return SHOW_STATUS_BADGES.rescheduled;
  return null;
}

const word = (status: ShowStatus) => `'${SHOW_STATUS_LABELS[status]}'`;

export const SHOW_STATUS_MESSAGES = {
  status: '공연 상태를 확인해주세요.',
  previousStartsAt: '이전 공연 일시를 확인해주세요.',
  previousStartsAtRequired: '일정이 바뀐 공연은 이전 공연 일시(바뀌기 전 일시)를 입력해주세요.',
  previousStartsAtSame:
    '이전 공연 일시가 공연 일시와 같습니다. 바뀌기 전 일시를 입력하거나 공연 일시를 새 일시로 바꿔주세요.',
  previousStartsAtOnlyRescheduled: `이전 공연 일시는 공연 상태가 ${word('rescheduled')}일 때만 입력합니다. 이전 공연 일시를 비워주세요.`,
  statusNoteOnlyChanged: `변경 안내는 공연 상태가 ${word('cancelled')}나 ${word('rescheduled')}일 때만 사이트에 보입니다. 공연 상태를 고르거나 변경 안내를 비워주세요.`,
  statusNoteTooLong: `변경 안내는 ${SHOW_STATUS_NOTE_MAX_LENGTH}자 이내로 입력해주세요.`,
  statusNoteCharacters: PLAIN_TEXT_MESSAGES.multiLine,
} as const;

export type ShowStatusField = 'showStatus' | 'previousStartsAt' | 'statusNote';

/** A refused field, in Strapi's ValidationError details shape (the admin panel shows it on the field). */
export interface ShowStatusError {
  path: [ShowStatusField];
  message: string;
  name: 'ValidationError';
}

/** A show's status fields as a save would leave them (the stored values with the changes on top). */
export interface ShowStatusFields {
  showStatus?: string | null;
  startsAt?: DateInput | null;
  previousStartsAt?: DateInput | null;
  statusNote?: string | null;
}

const instant = (value: DateInput | null | undefined): number | null => {
  if (value === null || value === undefined || value === '') return null;
  return new Date(value).getTime();
};

/**
 * Every rule the status fields break, one message per field: an unknown status; a moved show
 * needs the time it had before, which differs from its start; a show that goes ahead or is
 * cancelled has no previous time; a note only with a cancelled or moved show (it is shown with
 * the status), at most SHOW_STATUS_NOTE_MAX_LENGTH characters of text. A missing status counts
 * as 'scheduled', like showStatusOf.
 */
export function showStatusErrors(show: ShowStatusFields): ShowStatusError[] {
  const errors: ShowStatusError[] = [];
  const refuse = (field: ShowStatusField, message: string) =>
    errors.push({ path: [field], message, name: 'ValidationError' });

  const given = show.showStatus;
  if (given !== null && given !== undefined && given !== '' && !isShowStatus(given))
    refuse('showStatus', SHOW_STATUS_MESSAGES.status);
  const status = showStatusOf(show);

  const previous = instant(show.previousStartsAt);
  const start = instant(show.startsAt);
  if (previous !== null && Number.isNaN(previous)) refuse('previousStartsAt', SHOW_STATUS_MESSAGES.previousStartsAt);
  else if (status === 'rescheduled' && previous === null)
    refuse('previousStartsAt', SHOW_STATUS_MESSAGES.previousStartsAtRequired);
  else if (status === 'rescheduled' && previous === start)
    refuse('previousStartsAt', SHOW_STATUS_MESSAGES.previousStartsAtSame);
  else if (status !== 'rescheduled' && previous !== null)
    refuse('previousStartsAt', SHOW_STATUS_MESSAGES.previousStartsAtOnlyRescheduled);

  const note = show.statusNote ?? '';
  if (note.trim() !== '' && status === 'scheduled') refuse('statusNote', SHOW_STATUS_MESSAGES.statusNoteOnlyChanged);
  else if (note.length > SHOW_STATUS_NOTE_MAX_LENGTH) refuse('statusNote', SHOW_STATUS_MESSAGES.statusNoteTooLong);
  else if (hasForbiddenCharacters(note, { multiLine: true }))
    refuse('statusNote', SHOW_STATUS_MESSAGES.statusNoteCharacters);
  return errors;
}
