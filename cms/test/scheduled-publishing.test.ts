import { describe, expect, inject, it } from 'vitest';
import { staff } from './helpers/actors';
import { request } from './helpers/http';
import { callModule } from './helpers/services';

/**
 * 게시 예약 and 게시 종료 (src/publishing/scheduled.ts, docs/decisions/033), with a fake clock: a
 * draft goes up at its time and a published popup comes down at its end, once however many
 * instances run the job, through the document service (the public responses change at once),
 * with who scheduled it recorded and never shown to the public.
 */

const NOTICE = 'api::notice.notice';
const POPUP = 'api::popup.popup';
const HOUR = 3_600_000;

interface Run {
  published: Array<{ uid: string; documentId: string }>;
  unpublished: Array<{ uid: string; documentId: string }>;
  failed: Array<{ uid: string; documentId: string; reason: string }>;
}

const run = (now: number) =>
  callModule<Run>('publishing/scheduled', 'runScheduledPublishing', [{ now: new Date(now).toISOString() }]);
const mine = (entries: Array<{ documentId: string }>, documentId: string) =>
  entries.filter((entry) => entry.documentId === documentId).length;

describe('scheduled publishing', () => {
  it('publishes a notice at its 게시 예약, once even when two runs meet, and records who scheduled it', async () => {
    const at = Date.now() + 2 * HOUR;
    const notice = await staff.create(NOTICE, {
      title: `예약 공지 ${at}`,
      category: 'general',
      scheduledPublishAt: new Date(at).toISOString(),
    });
    const stored = await request(`/content-manager/collection-types/${NOTICE}/${notice.documentId}`, {
      token: inject('cms').staffToken,
    });
    expect(stored.body.data.scheduledBy).toEqual(expect.any(String));
    expect((await request(`/api/notices/${notice.documentId}`)).status).toBe(404);

    expect(mine((await run(at - 60_000)).published, notice.documentId)).toBe(0);
    const runs = await Promise.all([run(at + 1_000), run(at + 1_000)]);
    expect(runs.reduce((sum, result) => sum + mine(result.published, notice.documentId), 0)).toBe(1);

    const shown = await request(`/api/notices/${notice.documentId}`);
    expect(shown.status).toBe(200);
    expect(shown.body.data.title).toBe(`예약 공지 ${at}`);
    expect(JSON.stringify(shown.body)).not.toMatch(/scheduled/);
    const after = await request(`/content-manager/collection-types/${NOTICE}/${notice.documentId}`, {
      token: inject('cms').staffToken,
    });
    // Published as drafted, the schedule done: nothing left that differs from the site.
    expect(after.body.data.scheduledPublishAt).toBeNull();
    expect(after.body.data.status).toBe('published');
    await staff.remove(NOTICE, notice.documentId);
  });

  it('takes a popup off the home page at its 게시 종료', async () => {
    const end = Date.now() + 3 * HOUR;
    const popup = await staff.create(
      POPUP,
      {
        title: `마감 팝업 ${end}`,
        image: await staff.anyImageId(),
        sortOrder: 9,
        scheduledUnpublishAt: new Date(end).toISOString(),
      },
      { publish: true },
    );
    const popups = async () =>
      ((await request('/api/home')).body.data.popups as Array<{ documentId: string }>).map((entry) => entry.documentId);
    expect(await popups()).toContain(popup.documentId);
    expect(mine((await run(end - 1_000)).unpublished, popup.documentId)).toBe(0);
    expect(mine((await run(end)).unpublished, popup.documentId)).toBe(1);
    expect(await popups()).not.toContain(popup.documentId);
    expect(mine((await run(end + 60_000)).unpublished, popup.documentId)).toBe(0);
    await staff.remove(POPUP, popup.documentId);
  });

  it('ends the schedule of a draft that cannot be published, saying why in 예약한 사람', async () => {
    const at = Date.now() + 4 * HOUR;
    // A draft may be saved without its title; it cannot be published so.
    const notice = await staff.create(NOTICE, { category: 'general', scheduledPublishAt: new Date(at).toISOString() });
    const result = await run(at + 1_000);
    expect(result.failed.filter((entry) => entry.documentId === notice.documentId)).toHaveLength(1);
    expect(mine((await run(at + 60_000)).published, notice.documentId)).toBe(0);
    const stored = await request(`/content-manager/collection-types/${NOTICE}/${notice.documentId}`, {
      token: inject('cms').staffToken,
    });
    expect(stored.body.data.scheduledPublishAt).toBeNull();
    expect(stored.body.data.scheduledBy).toMatch(/^예약 게시 실패: /);
    expect(stored.body.data.status).toBe('draft');
    await staff.remove(NOTICE, notice.documentId);
  });

  it('refuses a 게시 종료 before the 게시 예약, in Korean, on the field', async () => {
    const response = await request(`/content-manager/collection-types/${NOTICE}`, {
      method: 'POST',
      token: inject('cms').staffToken,
      body: {
        title: '거꾸로 예약한 공지',
        category: 'general',
        scheduledPublishAt: new Date(Date.now() + 2 * HOUR).toISOString(),
        scheduledUnpublishAt: new Date(Date.now() + HOUR).toISOString(),
      },
    });
    expect(response.status).toBe(400);
    expect(response.body.error.details.errors).toEqual([
      { path: ['scheduledUnpublishAt'], message: '게시 종료는 게시 예약보다 뒤여야 합니다.', name: 'ValidationError' },
    ]);
  });
});
