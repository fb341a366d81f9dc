import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHOW_STATUS_LABELS } from './labels';
import {
  SHOW_EVENT_STATUS,
  SHOW_ICS_STATUS,
  SHOW_STATUS_MESSAGES,
  SHOW_STATUS_NOTE_MAX_LENGTH,
  SHOW_STATUSES,
  showStatusErrors,
  showStatusLine,
  showStatusOf,
} from './show-status';

const schema = JSON.parse(
  fs.readFileSync(path.resolve(__dirname, '../../../cms/src/api/show/content-types/show/schema.json'), 'utf8'),
) as { attributes: Record<string, { type: string; enum?: string[]; default?: string; maxLength?: number }> };

// Monday 2027-03-01 19:30 and Monday 2027-03-08 19:30 in Seoul.
const MARCH_1 = '2027-03-01T10:30:00.000Z';
const MARCH_8 = '2027-03-08T10:30:00.000Z';

describe('show status', () => {
  it('is the show content type’s enumeration, with a word for staff for every value', () => {
    const { showStatus, previousStartsAt, statusNote } = schema.attributes;
    expect(showStatus).toMatchObject({ type: 'enumeration', default: 'scheduled' });
    expect(showStatus!.enum).toEqual([...SHOW_STATUSES]);
    expect(Object.keys(SHOW_STATUS_LABELS).sort()).toEqual([...SHOW_STATUSES].sort());
    expect(previousStartsAt!.type).toBe('datetime');
    expect(statusNote!.maxLength).toBe(SHOW_STATUS_NOTE_MAX_LENGTH);
  });

  it('counts a show without a status, or with one this build does not know, as going ahead', () => {
    expect(showStatusOf({ showStatus: null })).toBe('scheduled');
    expect(showStatusOf({})).toBe('scheduled');
    expect(showStatusOf({ showStatus: 'postponed' })).toBe('scheduled');
    expect(showStatusOf({ showStatus: 'cancelled' })).toBe('cancelled');
  });

  it('maps each status to schema.org’s eventStatus and to iCalendar’s STATUS', () => {
    expect(SHOW_EVENT_STATUS).toEqual({
      scheduled: 'https://schema.org/EventScheduled',
      cancelled: 'https://schema.org/EventCancelled',
      rescheduled: 'https://schema.org/EventRescheduled',
    });
    expect(SHOW_ICS_STATUS).toEqual({ scheduled: 'CONFIRMED', cancelled: 'CANCELLED', rescheduled: 'CONFIRMED' });
  });

  it('says in one line what changed, in Seoul time', () => {
    expect(showStatusLine({ showStatus: 'scheduled', startsAt: MARCH_8 })).toBeNull();
    expect(showStatusLine({ showStatus: 'cancelled', startsAt: MARCH_8 })).toBe('공연 취소');
    expect(showStatusLine({ showStatus: 'rescheduled', startsAt: MARCH_8, previousStartsAt: MARCH_1 })).toBe(
      '일정 변경: 이전 일정 2027.03.01 (월) 19:30 → 2027.03.08 (월) 19:30',
    );
  });
});

describe('showStatusErrors', () => {
  const messages = (fields: Parameters<typeof showStatusErrors>[0]) =>
    Object.fromEntries(showStatusErrors(fields).map(({ path: [field], message }) => [field, message]));

  it('accepts a show that goes ahead, a cancelled one with a note and a moved one with its previous time', () => {
    expect(showStatusErrors({ startsAt: MARCH_8 })).toEqual([]);
    expect(showStatusErrors({ showStatus: 'scheduled', startsAt: MARCH_8, previousStartsAt: null })).toEqual([]);
    expect(
      showStatusErrors({ showStatus: 'cancelled', startsAt: MARCH_8, statusNote: '출연자 사정으로 취소되었습니다.' }),
    ).toEqual([]);
    expect(
      showStatusErrors({
        showStatus: 'rescheduled',
        startsAt: MARCH_8,
        previousStartsAt: MARCH_1,
        statusNote: '예매하신 티켓은\n새 일정에 그대로 쓰실 수 있습니다.',
      }),
    ).toEqual([]);
  });

  it('needs a moved show’s previous time, different from its start', () => {
    expect(messages({ showStatus: 'rescheduled', startsAt: MARCH_8 })).toEqual({
      previousStartsAt: SHOW_STATUS_MESSAGES.previousStartsAtRequired,
    });
    expect(
      messages({ showStatus: 'rescheduled', startsAt: MARCH_8, previousStartsAt: '2027-03-08T19:30:00+09:00' }),
    ).toEqual({
      previousStartsAt: SHOW_STATUS_MESSAGES.previousStartsAtSame,
    });
    expect(messages({ showStatus: 'rescheduled', startsAt: MARCH_8, previousStartsAt: 'not a date' })).toEqual({
      previousStartsAt: SHOW_STATUS_MESSAGES.previousStartsAt,
    });
  });

  it('refuses a previous time on a show that is not moved, and a note on one that goes ahead', () => {
    for (const showStatus of ['scheduled', 'cancelled', null])
      expect(messages({ showStatus, startsAt: MARCH_8, previousStartsAt: MARCH_1 }).previousStartsAt).toBe(
        SHOW_STATUS_MESSAGES.previousStartsAtOnlyRescheduled,
      );
    expect(messages({ showStatus: 'scheduled', startsAt: MARCH_8, statusNote: '안내' })).toEqual({
      statusNote: SHOW_STATUS_MESSAGES.statusNoteOnlyChanged,
    });
    expect(messages({ showStatus: 'scheduled', startsAt: MARCH_8, statusNote: '' })).toEqual({});
  });

  it('names the status words staff see in the admin panel', () => {
    expect(SHOW_STATUS_MESSAGES.previousStartsAtOnlyRescheduled).toContain("'일정 변경'일 때만");
    expect(SHOW_STATUS_MESSAGES.statusNoteOnlyChanged).toContain("'취소'나 '일정 변경'일 때만");
  });

  it('bounds the note and refuses control characters in it, one message per field', () => {
    const long = '가'.repeat(SHOW_STATUS_NOTE_MAX_LENGTH + 1);
    expect(messages({ showStatus: 'cancelled', startsAt: MARCH_8, statusNote: long })).toEqual({
      statusNote: SHOW_STATUS_MESSAGES.statusNoteTooLong,
    });
    expect(
      messages({ showStatus: 'cancelled', startsAt: MARCH_8, statusNote: '가'.repeat(SHOW_STATUS_NOTE_MAX_LENGTH) }),
    ).toEqual({});
    expect(messages({ showStatus: 'cancelled', startsAt: MARCH_8, statusNote: '취소\u202e안내' })).toEqual({
      statusNote: SHOW_STATUS_MESSAGES.statusNoteCharacters,
    });
  });

  it('refuses a status it does not know', () => {
    expect(messages({ showStatus: 'postponed', startsAt: MARCH_8 })).toEqual({
      showStatus: SHOW_STATUS_MESSAGES.status,
    });
  });
});
