import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, adminToken, logInToAdmin, openAdmin, openAdminScreen } from './support/admin';
import {
  api,
  browserMissing,
  closeBrowser,
  closePage,
  e2e,
  fetchFromSite,
  launchBrowser,
  openPage,
  screenshot,
} from './support/browser';
import { seoulDayAfter } from './support/members';

/**
 * The content journeys of hall staff in the real admin panel (1440×900, the super admin): a show
 * with a poster is previewed as the site renders it from the draft, then published; a notice with
 * an attachment goes on the site; a popup is turned off; the site config's phone is changed.
 * Every change is checked on the public site (docs/decisions/017).
 */

const SHOW = 'api::show.show';
const NOTICE = 'api::notice.notice';
const POPUP = 'api::popup.popup';
const SITE_CONFIG = 'api::site-config.site-config';
const RENTAL_APPLICATION = 'api::rental-application.rental-application';
const stamp = () => new Date().toISOString().slice(11, 19).replace(/:/g, '');
const editView = (uid: string, documentId = '') =>
  new URL(
    `/admin/content-manager/${uid === SITE_CONFIG ? 'single' : 'collection'}-types/${uid}${documentId ? `/${documentId}` : ''}`,
    e2e().baseUrl,
  ).toString();

/** The document id in the edit view's address, once the new document has been saved. */
async function savedDocumentId(page: Page, uid: string): Promise<string> {
  await page.waitForURL((url) => url.pathname.includes(`/${uid}/`) && !url.pathname.endsWith('/create'));
  return new URL(page.url()).pathname.split('/').pop()!;
}

/** Strapi's toast after an action (저장, 게시했습니다, 게시를 취소했습니다, …). */
async function expectSuccessNotice(page: Page, text: RegExp) {
  await page.locator('[role="status"]').filter({ hasText: text }).first().waitFor();
}

const SAVED = /저장/;
const PUBLISHED = /게시했습니다/;

/**
 * The panel's words as staff read them (cms/src/admin/translations/ko.ts): the tests find the
 * buttons by their Korean names.
 */
const SAVE = { name: /^(저장|Save)$/ };
const PUBLISH = { name: /^게시$/ };
const MORE_ACTIONS = { name: /더 많은 문서 작업|More document actions/ };
const UNPUBLISH = { name: /^게시 취소$/ };
const OPEN_PREVIEW = { name: /미리보기 열기|Open preview/ };
/** The empty media field: 'click to add an asset'. */
const EMPTY_MEDIA_FIELD = { name: /에셋을 선택|add an asset/i };

/** Strapi's guided tour of the content manager may open over the form: staff skip it. */
async function skipGuidedTour(page: Page) {
  const skip = page.getByRole('button', { name: /^(건너뛰기|Skip)$/ });
  await skip.waitFor({ timeout: 2_000 }).catch(() => undefined);
  if (await skip.isVisible()) await skip.click();
}

/** Opens an edit view (or the form of a new entry) once its actions are there, the guided tour skipped. */
async function openEditView(page: Page, uid: string, documentId = '') {
  await openAdminScreen(page, editView(uid, documentId));
  await page.getByRole('button', SAVE).first().waitFor();
  await skipGuidedTour(page);
}

/** Uploads a file from this computer through the media field's dialog and picks it. */
async function attachThroughMediaDialog(page: Page, file: string) {
  await page.getByRole('button', EMPTY_MEDIA_FIELD).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /에셋 더 추가|Add more assets/ }).click();
  await page.locator('input[type="file"]').first().setInputFiles(file);
  await dialog.getByRole('button', { name: /라이브러리에 올리기/ }).click();
  // Back in the library with the uploaded file selected.
  await dialog.getByRole('tab', { name: /1/ }).waitFor();
  await screenshot(page, `admin-content-media-${path.basename(file, path.extname(file))}`, { fullPage: false });
  await dialog.getByRole('button', { name: /^(완료|Finish)$/ }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe.skipIf(browserMissing())('content journeys of hall staff in the admin panel', () => {
  let handle: { browser: Browser } | undefined;
  let admin: Page | undefined;
  let token: string;
  let files: string;

  beforeAll(async () => {
    handle = await launchBrowser();
    token = await adminToken();
    files = await fs.mkdtemp(path.join(os.tmpdir(), 'hall-admin-content-'));
    admin = await openAdmin(handle.browser);
    await logInToAdmin(admin);
  });
  afterAll(async () => {
    await closePage(admin);
    await closeBrowser(handle);
    if (files) await fs.rm(files, { recursive: true, force: true });
  });

  it('a show with a poster: previewed from the draft, then published, then on the site', async () => {
    const page = admin!;
    const title = `미리보기 공연 ${stamp()}`;
    const poster = path.join(files, 'preview-poster.png');
    await fs.writeFile(poster, await posterImage(title));

    await openEditView(page, SHOW, 'create');
    await page.locator('input[name="title"]').fill(title);
    // 공연 일시: three weeks from today in the date picker (keyboard), 19:30.
    const [date, time] = [page.locator('input[role="combobox"]').nth(0), page.locator('input[role="combobox"]').nth(1)];
    await date.focus();
    for (const key of ['ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'Enter']) await page.keyboard.press(key);
    await time.fill('19:30');
    await page.keyboard.press('Enter');
    await attachThroughMediaDialog(page, poster);
    await page.getByRole('button', SAVE).click();
    await expectSuccessNotice(page, SAVED);
    const documentId = await savedDocumentId(page, SHOW);
    await screenshot(page, 'admin-content-show-draft', { fullPage: false });

    // Saved, not published: the site does not have it.
    expect((await fetchFromSite(`/api/shows/${documentId}`)).status).toBe(404);

    await page.getByRole('link', OPEN_PREVIEW).click();
    await page.waitForURL((url) => url.pathname.endsWith('/preview'));
    const frameElement = page.locator('iframe').first();
    await frameElement.waitFor();
    const src = (await frameElement.getAttribute('src'))!;
    expect(src).toMatch(new RegExp(`^/detail/show/${documentId}\\?preview=`));
    const frame = page.frameLocator('iframe').first();
    await expect.poll(() => frame.locator('h1.show-detail__title').innerText()).toBe(title);
    expect(await frame.locator('.show-detail__poster img').getAttribute('src')).toMatch(/^\/uploads\//);
    await page.waitForTimeout(500);
    await screenshot(page, 'admin-content-show-preview', { fullPage: false });

    // The preview address is for staff only: without its token a visitor gets no draft.
    const visitorDraft = await fetchFromSite(`/detail/show/${documentId}`);
    expect(visitorDraft.status).toBe(404);
    expect(await visitorDraft.text()).not.toContain(title);
    const previewResponse = await fetchFromSite(src);
    expect(previewResponse.headers.get('cache-control')).toBe('no-store');
    expect(previewResponse.headers.get('x-robots-tag')).toBe('noindex');
    expect(await previewResponse.text()).toMatch(/<meta name="robots" content="noindex" \/>\s*<\/head>/);

    await page.getByRole('button', PUBLISH).click();
    await expectSuccessNotice(page, PUBLISHED);
    await expect.poll(async () => (await fetchFromSite(`/api/shows/${documentId}`)).status).toBe(200);

    const site = await openPage(handle!.browser, 'pc', `/detail/show/${documentId}`);
    try {
      expect(await site.locator('h1.show-detail__title').innerText()).toBe(title);
      expect(await site.locator('.show-detail__poster img').getAttribute('src')).toMatch(/^\/uploads\//);
      await screenshot(site, 'admin-content-show-on-site', { fullPage: false });
    } finally {
      await closePage(site);
    }
  });

  it('a notice with an attachment: 게시일 left empty, published, listed on /notice with its file', async () => {
    const page = admin!;
    const title = `첨부 공지 ${stamp()}`;
    const attachment = path.join(files, '안내문.pdf');
    await fs.writeFile(attachment, tinyPdf('Hall notice'));

    await openEditView(page, NOTICE, 'create');
    await page.locator('input[name="title"]').fill(title);
    await page.locator('[contenteditable="true"]').first().click();
    await page.keyboard.type('첨부한 안내문을 확인해 주세요.');
    await attachThroughMediaDialog(page, attachment);
    await screenshot(page, 'admin-content-notice-form', { fullPage: true });
    await page.getByRole('button', SAVE).click();
    await expectSuccessNotice(page, SAVED);
    const documentId = await savedDocumentId(page, NOTICE);
    await page.getByRole('button', PUBLISH).click();
    await expectSuccessNotice(page, PUBLISHED);

    await expect.poll(async () => (await fetchFromSite(`/api/notices/${documentId}`)).status).toBe(200);
    const notice = (await api(`/api/notices/${documentId}`)).data;
    // 게시일 was left empty: the time it was published.
    expect(Date.now() - Date.parse(notice.postedAt)).toBeLessThan(5 * 60_000);
    expect(notice.attachment.name).toBe('안내문.pdf');

    const site = await openPage(handle!.browser, 'pc', '/notice');
    try {
      const firstRow = site.locator('.notice-table tbody .notice-table__title a').first();
      await expect.poll(() => firstRow.innerText()).toContain(title);
      await screenshot(site, 'admin-content-notice-list', { fullPage: false });
      await firstRow.click();
      await site.waitForURL((url) => url.pathname === `/notice/detail/${documentId}`);
      await site.locator('.notice-detail__attachment a').waitFor();
      expect(await site.locator('.notice-detail__attachment').innerText()).toContain('안내문.pdf');
      const download = await fetchFromSite((await site.locator('.notice-detail__attachment a').getAttribute('href'))!);
      expect(download.status).toBe(200);
      await screenshot(site, 'admin-content-notice-detail', { fullPage: false });
    } finally {
      await closePage(site);
    }
  });

  it('a popup turned off (게시 취소) leaves the home page', async () => {
    const page = admin!;
    const popup = (await api('/api/home')).data.popups[0] as { documentId: string; title: string };
    const before = await openPage(handle!.browser, 'pc', '/');
    try {
      await before.locator('.popup-card').first().waitFor();
      expect(await popupTitles(before)).toContain(popup.title);
    } finally {
      await closePage(before);
    }

    await openEditView(page, POPUP, popup.documentId);
    await page.getByRole('button', MORE_ACTIONS).click();
    await page.getByRole('menuitem', UNPUBLISH).click();
    // It asks first, saying what visitors will no longer see; 취소 leaves the popup on the site.
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('이 팝업이 홈 화면에 더 이상 뜨지 않습니다.').waitFor();
    await screenshot(page, 'admin-content-unpublish-confirm', { fullPage: false });
    await dialog.getByRole('button', { name: '취소' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(
      ((await api('/api/home')).data.popups as Array<{ documentId: string }>).map((item) => item.documentId),
    ).toContain(popup.documentId);
    await page.getByRole('button', MORE_ACTIONS).click();
    await page.getByRole('menuitem', UNPUBLISH).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
    await expectSuccessNotice(page, /게시를 취소했습니다/);
    await screenshot(page, 'admin-content-popup-off', { fullPage: false });

    try {
      await expect
        .poll(async () =>
          ((await api('/api/home')).data.popups as Array<{ documentId: string }>).map((item) => item.documentId),
        )
        .not.toContain(popup.documentId);
      const site = await openPage(handle!.browser, 'pc', '/');
      try {
        expect(await popupTitles(site)).not.toContain(popup.title);
        await screenshot(site, 'admin-content-popup-home', { fullPage: false });
      } finally {
        await closePage(site);
      }
    } finally {
      // The other browser tests count the seeded popups.
      expect(
        (
          await adminApi(
            token,
            'POST',
            `/content-manager/collection-types/${POPUP}/${popup.documentId}/actions/publish`,
            {},
          )
        ).status,
      ).toBe(200);
    }
  });

  it('a notice scheduled a few seconds ahead appears on /notice; a popup scheduled to end leaves the home page', async () => {
    const page = admin!;
    const at = new Date(Date.now() + 8_000).toISOString();
    const title = `예약 공지 ${stamp()}`;
    const notice = await adminApi<{ data: { documentId: string } }>(
      token,
      'POST',
      `/content-manager/collection-types/${NOTICE}`,
      { title, category: 'general', scheduledPublishAt: at },
    );
    expect(notice.status).toBe(201);
    const image = (
      (await adminApi(token, 'GET', '/upload/files?pageSize=1&filters[mime][$startsWith]=image')).body as any
    ).results[0].id as number;
    const popupTitle = `마감 팝업 ${stamp()}`;
    const popup = await adminApi<{ data: { documentId: string } }>(
      token,
      'POST',
      `/content-manager/collection-types/${POPUP}`,
      { title: popupTitle, image, sortOrder: 50, scheduledUnpublishAt: at },
    );
    expect(popup.status).toBe(201);
    const popupId = popup.body.data.documentId;
    expect(
      (await adminApi(token, 'POST', `/content-manager/collection-types/${POPUP}/${popupId}/actions/publish`, {}))
        .status,
    ).toBe(200);

    try {
      await openAdminScreen(
        page,
        `/admin/content-manager/collection-types/${NOTICE}?page=1&pageSize=10&_q=${encodeURIComponent(title)}`,
      );
      await page.locator('[data-scheduled="publish"]').first().waitFor();
      expect(await page.locator('[data-scheduled="publish"]').first().innerText()).toMatch(
        /^예약됨 · \d+\. \d+\. \d\d:\d\d$/,
      );
      await screenshot(page, 'admin-content-scheduled-list', { fullPage: false });

      await expect
        .poll(
          async () =>
            ((await api('/api/notices?pagination[pageSize]=5')).data as Array<{ title: string }>).map(
              (item) => item.title,
            ),
          { interval: 1_000 },
        )
        .toContain(title);
      await expect
        .poll(
          async () =>
            ((await api('/api/home')).data.popups as Array<{ documentId: string }>).map((item) => item.documentId),
          { interval: 1_000 },
        )
        .not.toContain(popupId);
      const site = await openPage(handle!.browser, 'pc', '/notice');
      try {
        await site.getByText(title).first().waitFor();
        await screenshot(site, 'admin-content-scheduled-notice', { fullPage: false });
      } finally {
        await closePage(site);
      }
      const home = await openPage(handle!.browser, 'pc', '/');
      try {
        expect(await popupTitles(home)).not.toContain(popupTitle);
      } finally {
        await closePage(home);
      }
    } finally {
      await adminApi(token, 'DELETE', `/content-manager/collection-types/${NOTICE}/${notice.body.data.documentId}`);
      await adminApi(token, 'DELETE', `/content-manager/collection-types/${POPUP}/${popupId}`);
    }
  });

  it('a show’s 배리어프리 서비스: each service beside its note, in Korean (docs/decisions/039)', async () => {
    const page = admin!;
    const show = (await api('/api/shows?access=captions&pagination[pageSize]=1')).data[0];
    expect(show).toBeDefined();
    await openEditView(page, SHOW, show.documentId);
    const component = page.getByText('배리어프리 서비스', { exact: true }).first();
    await component.scrollIntoViewIfNeeded();
    for (const label of [
      '한글자막',
      '한글자막 회차 안내',
      '음성해설',
      '수어해설',
      '터치투어',
      '휠체어석',
      '편안한 공연',
    ])
      await expect.poll(() => page.getByText(new RegExp(`^${label}\\*?$`)).count()).toBeGreaterThan(0);
    await page.getByText('한글자막 회차 안내', { exact: true }).first().scrollIntoViewIfNeeded();
    await screenshot(page, 'admin-content-show-access', { fullPage: false });
  });

  it("a change of the site config's phone, published, shows in every page's footer", async () => {
    const page = admin!;
    const original = (await api('/api/site-config')).data.phone as string;
    const phone = `02-${String(Date.now()).slice(-4)}-7000`;

    await openEditView(page, SITE_CONFIG);
    const field = page.locator('input[name="phone"]');
    await field.fill(phone);
    await screenshot(page, 'admin-content-site-config-form', { fullPage: false });
    await page.getByRole('button', SAVE).click();
    await expectSuccessNotice(page, SAVED);
    // Saved only: the site still shows the published phone.
    expect((await api('/api/site-config')).data.phone).toBe(original);
    await page.getByRole('button', PUBLISH).click();
    await expectSuccessNotice(page, PUBLISHED);
    await screenshot(page, 'admin-content-site-config', { fullPage: false });

    try {
      await expect.poll(async () => (await api('/api/site-config')).data.phone).toBe(phone);
      const site = await openPage(handle!.browser, 'pc', '/show/schedule');
      try {
        expect(await site.locator('.site-footer__contact').innerText()).toContain(phone);
        await site.locator('.site-footer').scrollIntoViewIfNeeded();
        await screenshot(site, 'admin-content-site-config-footer', { fullPage: false });
      } finally {
        await closePage(site);
      }
    } finally {
      await adminApi(token, 'PUT', `/content-manager/single-types/${SITE_CONFIG}`, { phone: original });
      await adminApi(token, 'POST', `/content-manager/single-types/${SITE_CONFIG}/actions/publish`, {});
      expect((await api('/api/site-config')).data.phone).toBe(original);
    }
  });
  it('rental applications and calendar events have no preview panel; shows do', async () => {
    const page = admin!;
    const application = await adminApi<{ data: { documentId: string } }>(
      token,
      'POST',
      `/content-manager/collection-types/${RENTAL_APPLICATION}`,
      {
        company: '전화 접수 기획사',
        category: 'classical',
        businessNumber: '1234567890',
        address: { basic: '서울특별시 중구 세종대로 110', detail: '3층' },
        tel: '0212345678',
        fax: '0212345679',
        email: 'phone-applicant@example.com',
        showTitle: '전화로 접수한 공연',
        performerFormat: '피아노 독주',
        contactName: '김담당',
        contactPhone: '01012345678',
        desiredDate: seoulDayAfter(1250),
        desiredTime: '19:30 공연',
      },
    );
    expect(application.status, JSON.stringify(application.body)).toBe(201);
    for (const uid of ['api::calendar-event.calendar-event', RENTAL_APPLICATION, SHOW]) {
      const listed = await adminApi<{ results: Array<{ documentId: string }> }>(
        token,
        'GET',
        `/content-manager/collection-types/${uid}?pageSize=1`,
      );
      const documentId = listed.body.results[0]?.documentId;
      if (!documentId) throw new Error(`no ${uid} to open`);
      await openEditView(page, uid, documentId);
      // The panel asks for the preview URL after the edit view has loaded.
      await page.waitForTimeout(1_500);
      const panel = page.getByRole('link', OPEN_PREVIEW);
      if (uid === SHOW) await expect.poll(() => panel.count()).toBe(1);
      else expect(await panel.count(), uid).toBe(0);
      if (uid === RENTAL_APPLICATION)
        await screenshot(page, 'admin-content-application-no-preview', { fullPage: false });
    }
    // Other browser tests count the applications.
    const removed = await adminApi(
      token,
      'DELETE',
      `/content-manager/collection-types/${RENTAL_APPLICATION}/${application.body.data.documentId}`,
    );
    expect(removed.status).toBe(200);
  });

  it('a show translated into English: the language switch, the English title, published on the English site', async () => {
    const page = admin!;
    // An upcoming show the demo content left Korean only: the English site shows it in Korean.
    const untranslated = (
      (await api('/api/shows?locale=en&sort=startsAt:desc&pagination[pageSize]=50')).data as Array<{
        documentId: string;
        title: string;
        locale: string;
        startsAt: string;
      }>
    ).find((show) => show.locale === 'ko')!;
    const englishTitle = `An evening in English ${stamp()}`;

    await openEditView(page, SHOW, untranslated.documentId);
    await page.getByRole('combobox', { name: /언어/ }).first().click();
    await screenshot(page, 'admin-content-show-languages', { fullPage: false });
    await page.getByRole('option', { name: /영어/ }).click();
    await page.waitForURL((url) => url.searchParams.get('plugins[i18n][locale]') === 'en');
    await page.getByRole('button', SAVE).first().waitFor();
    // The shared fields come with the English version; the texts are to be written.
    await page.locator('input[name="title"]').fill(englishTitle);
    await screenshot(page, 'admin-content-show-english', { fullPage: false });
    await page.getByRole('button', SAVE).click();
    await expectSuccessNotice(page, SAVED);
    // Saved, not published: the English site still shows the Korean title.
    expect((await api(`/api/shows/${untranslated.documentId}?locale=en`)).data).toMatchObject({
      title: untranslated.title,
      locale: 'ko',
    });
    await page.getByRole('button', PUBLISH).click();
    await expectSuccessNotice(page, PUBLISHED);

    await expect
      .poll(async () => (await api(`/api/shows/${untranslated.documentId}?locale=en`)).data.title)
      .toBe(englishTitle);
    const english = (await api(`/api/shows/${untranslated.documentId}?locale=en`)).data;
    const korean = (await api(`/api/shows/${untranslated.documentId}`)).data;
    expect(english.locale).toBe('en');
    expect(korean).toMatchObject({ title: untranslated.title, locale: 'ko' });
    // Shared by the languages: the same show, the same time.
    expect(english.startsAt).toBe(korean.startsAt);
    const englishPage = await fetchFromSite(`/en/detail/show/${untranslated.documentId}`);
    expect(englishPage.headers.get('content-type')).toContain('text/html');
    const site = await openPage(handle!.browser, 'pc', `/en/detail/show/${untranslated.documentId}`);
    try {
      await screenshot(site, 'admin-content-show-english-page', { fullPage: false });
    } finally {
      await closePage(site);
    }
    // Back to Korean in the switch, where staff work on everything else.
    await page.getByRole('combobox', { name: /언어/ }).first().click();
    await page.getByRole('option', { name: /한국어/ }).click();
    await page.waitForURL((url) => url.searchParams.get('plugins[i18n][locale]') === 'ko');
  });
});

/** The popups the home page shows, by their accessible names. */
const popupTitles = (page: Page) =>
  page.locator('.popup-card').evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label')));

/** A poster with the show's title on it, as a designer would hand one over. */
async function posterImage(title: string): Promise<Buffer> {
  const sharp = createRequire(import.meta.url)('sharp') as (input: Buffer) => {
    png(): { toBuffer(): Promise<Buffer> };
  };
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1131">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#13213a"/><stop offset="1" stop-color="#8a5a2b"/></linearGradient></defs>
    <rect width="800" height="1131" fill="url(#g)"/>
    <circle cx="400" cy="420" r="220" fill="none" stroke="#e8c37a" stroke-width="18"/>
    <text x="400" y="860" font-size="64" font-family="sans-serif" fill="#fff" text-anchor="middle">${title.replace(/[<&>]/g, '')}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A one-page PDF. */
function tinyPdf(text: string): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${`BT /F1 24 Tf 72 760 Td (${text}) Tj ET`.length} >>\nstream\nBT /F1 24 Tf 72 760 Td (${text}) Tj ET\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
