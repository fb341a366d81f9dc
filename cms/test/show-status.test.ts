import { describe, expect, inject, it } from 'vitest';
import { SHOW_STATUS_MESSAGES } from '@hall/contract/show-status';
import { registerMember, staff } from './helpers/actors';
import { request } from './helpers/http';
import { wholeMinuteInDays } from './helpers/test-data';

/** 공연 취소 and 일정 변경 (docs/decisions/035): the staff's rules and what the public reads carry. */

const SHOW = 'api::show.show';
const collection = `/content-manager/collection-types/${SHOW}`;

/** A save as the admin panel's edit view makes it; the refusal's field errors, or null when it was saved. */
async function save(body: Record<string, unknown>, documentId?: string) {
  const response = await request(documentId ? `${collection}/${documentId}` : collection, {
    method: documentId ? 'PUT' : 'POST',
    token: inject('cms').staffToken,
    body,
  });
  if (response.status === 200 || response.status === 201) {
    if (!documentId) await staff.remove(SHOW, response.body.data.documentId);
    return null;
  }
  expect(response.status, response.text).toBe(400);
  return response.body.error.details.errors as Array<{ path: string[]; message: string }>;
}

describe('the rules of 공연 상태, in Korean on the field', () => {
  const base = () => ({ title: `상태 점검 공연 ${Date.now()}`, startsAt: wholeMinuteInDays(20), isOrganized: false });

  it('needs a moved show’s previous start, different from its start', async () => {
    expect(await save({ ...base(), showStatus: 'rescheduled' })).toEqual([
      { path: ['previousStartsAt'], message: SHOW_STATUS_MESSAGES.previousStartsAtRequired, name: 'ValidationError' },
    ]);
    const same = base();
    expect(await save({ ...same, showStatus: 'rescheduled', previousStartsAt: same.startsAt })).toEqual([
      { path: ['previousStartsAt'], message: SHOW_STATUS_MESSAGES.previousStartsAtSame, name: 'ValidationError' },
    ]);
  });

  it('refuses a previous start on a show that is not moved, and a note on one that goes ahead', async () => {
    for (const showStatus of ['scheduled', 'cancelled'])
      expect(await save({ ...base(), showStatus, previousStartsAt: wholeMinuteInDays(13) })).toEqual([
        {
          path: ['previousStartsAt'],
          message: SHOW_STATUS_MESSAGES.previousStartsAtOnlyRescheduled,
          name: 'ValidationError',
        },
      ]);
    expect(await save({ ...base(), showStatus: 'scheduled', statusNote: '안내 문구' })).toEqual([
      { path: ['statusNote'], message: SHOW_STATUS_MESSAGES.statusNoteOnlyChanged, name: 'ValidationError' },
    ]);
    expect(await save({ ...base(), showStatus: 'cancelled', statusNote: '가'.repeat(301) })).toEqual([
      { path: ['statusNote'], message: SHOW_STATUS_MESSAGES.statusNoteTooLong, name: 'ValidationError' },
    ]);
  });

  it('checks a save against the stored show: moving it fills the previous start, un-moving it needs the field cleared', async () => {
    const planned = wholeMinuteInDays(25);
    const show = await staff.create(SHOW, { ...base(), startsAt: planned }, { publish: true });
    try {
      // 일정 변경 chosen without touching the start: nothing to take the previous start from.
      expect(await save({ showStatus: 'rescheduled' }, show.documentId)).toEqual([
        { path: ['previousStartsAt'], message: SHOW_STATUS_MESSAGES.previousStartsAtRequired, name: 'ValidationError' },
      ]);
      const moved = wholeMinuteInDays(32);
      const saved = await staff.update(SHOW, show.documentId, { showStatus: 'rescheduled', startsAt: moved });
      expect(saved).toMatchObject({ showStatus: 'rescheduled', previousStartsAt: planned, startsAt: moved });
      // Back to 정상 with the previous start still there.
      expect(await save({ showStatus: 'scheduled' }, show.documentId)).toEqual([
        {
          path: ['previousStartsAt'],
          message: SHOW_STATUS_MESSAGES.previousStartsAtOnlyRescheduled,
          name: 'ValidationError',
        },
      ]);
      expect(
        await staff.update(SHOW, show.documentId, { showStatus: 'scheduled', previousStartsAt: null }),
      ).toMatchObject({ showStatus: 'scheduled', previousStartsAt: null });
    } finally {
      await staff.remove(SHOW, show.documentId);
    }
  });

  it('gives a new show the status 정상 and keeps a blank note as none', async () => {
    const show = await staff.create(SHOW, base());
    try {
      expect(show.showStatus).toBe('scheduled');
      const cancelled = await staff.update(SHOW, show.documentId, { showStatus: 'cancelled', statusNote: '   ' });
      expect(cancelled.statusNote).toBeNull();
    } finally {
      await staff.remove(SHOW, show.documentId);
    }
  });
});

describe('the public reads of a cancelled and a moved show', () => {
  it('lists carry the status and the previous start, the detail the note too, nobody the calendar sequence', async () => {
    const planned = wholeMinuteInDays(40);
    const moved = wholeMinuteInDays(47);
    const note = '연주자 사정으로 일주일 연기합니다.';
    const show = await staff.create(
      SHOW,
      {
        title: `연기된 공연 ${Date.now()}`,
        startsAt: moved,
        showStatus: 'rescheduled',
        previousStartsAt: planned,
        statusNote: note,
        isOrganized: false,
      },
      { publish: true },
    );
    const member = await registerMember('show-status');
    try {
      for (const token of [undefined, member.jwt]) {
        const list = await request(`/api/shows?filters[documentId][$eq]=${show.documentId}`, { token });
        expect(list.status).toBe(200);
        expect(list.body.data).toHaveLength(1);
        expect(list.body.data[0]).toMatchObject({
          showStatus: 'rescheduled',
          previousStartsAt: planned,
          startsAt: moved,
        });
        expect(list.body.data[0]).not.toHaveProperty('statusNote');
        expect(list.body.data[0]).not.toHaveProperty('calendarSequence');

        const detail = await request(`/api/shows/${show.documentId}`, { token });
        expect(detail.status).toBe(200);
        expect(detail.body.data).toMatchObject({
          showStatus: 'rescheduled',
          previousStartsAt: planned,
          statusNote: note,
        });
        expect(detail.body.data).not.toHaveProperty('calendarSequence');
      }

      const cancelled = await request('/api/shows?filters[showStatus][$eq]=cancelled&pagination[pageSize]=100');
      expect(cancelled.status).toBe(200);
      for (const entry of cancelled.body.data) expect(entry.showStatus).toBe('cancelled');
      // Staff-only bookkeeping cannot be filtered on either.
      expect((await request('/api/shows?filters[calendarSequence][$gt]=0')).status).toBe(400);
    } finally {
      await staff.remove(SHOW, show.documentId);
    }
  });
});
