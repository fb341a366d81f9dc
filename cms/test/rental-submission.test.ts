import { beforeAll, describe, expect, it } from 'vitest';
import { RENTAL_APPLICATION, registerMember, staff, type Member } from './helpers/actors';
import { request } from './helpers/http';
import {
  applicationData,
  defaultFiles,
  fixtures,
  send,
  seoulDay,
  storageSnapshot,
  submitApplication,
  type UploadFile,
} from './helpers/rental';

/**
 * POST /api/rental-applications (docs/api/rental.md): a member submits fields and both
 * documents together; either all of it is stored or none of it.
 */

let member: Member;

beforeAll(async () => {
  member = await registerMember('rental-submit');
});

/** Submits and checks that the refusal left no application, stored file or temp file behind. */
async function expectRefusedWithoutTrace(submit: () => ReturnType<typeof submitApplication>, status: number) {
  const before = await storageSnapshot();
  const response = await submit();
  expect(response.status, response.text.slice(0, 400)).toBe(status);
  expect(response.body.data).toBeNull();
  expect(await storageSnapshot()).toEqual(before);
  return response;
}

const errorPaths = (response: { body: any }) =>
  response.body.error.details.errors.map((error: { path: string[] }) => error.path.join('.'));

describe('a complete submission', () => {
  it('is stored once, owned by the caller, received, with its first history entry and its documents', async () => {
    const before = await storageSnapshot();
    const response = await submitApplication(member.jwt);
    expect(response.status, response.text).toBe(201);

    const application = response.body.data;
    expect(application).toMatchObject({
      company: '한빛 앙상블',
      category: 'classical',
      businessNumber: '1234567890',
      address: { basic: '서울특별시 중구 세종대로 110', detail: '3층' },
      applicationStatus: 'received',
      rejectionReason: null,
      documents: {
        businessRegistration: { name: '사업자등록증.pdf', size: fixtures.pdf().length, mime: 'application/pdf' },
        performancePlan: { name: '공연 계획서.png', size: fixtures.png().length, mime: 'image/png' },
      },
    });
    expect(application.statusHistory).toEqual([
      { applicationStatus: 'received', changedAt: application.submittedAt, reason: null },
    ]);
    expect(JSON.stringify(response.body)).not.toMatch(/storageKey|sha256|owner|uploads|"url"/);

    const after = await storageSnapshot();
    expect(after.applications).toBe(before.applications + 1);
    expect(after.documents.length).toBe(before.documents.length + 2);
    expect(after.temporary).toEqual(before.temporary);

    const asStaff = await staff.list(
      RENTAL_APPLICATION,
      `filters[documentId][$eq]=${application.documentId}&populate[owner][fields][0]=email`,
    );
    expect(asStaff.results[0].owner?.email ?? asStaff.results[0].owner?.[0]?.email).toBe(member.email);
  });

  it.each([
    ['hwp', () => fixtures.hwp(), '계획서.hwp', 'application/x-hwp'],
    ['hwpx', () => fixtures.hwpx(), '계획서.hwpx', 'application/hwp+zip'],
    [
      'docx',
      () => fixtures.docx(),
      '계획서.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    ['jpeg', () => fixtures.jpeg(), '계획서.jpg', 'image/jpeg'],
  ])('accepts %s, recognised by content whatever the browser claims', async (_kind, make, name, mime) => {
    const content = await make();
    const response = await submitApplication(member.jwt, {
      files: { ...defaultFiles(), performancePlan: { name, content, type: 'application/octet-stream' } },
    });
    expect(response.status, response.text).toBe(201);
    expect(response.body.data.documents.performancePlan).toEqual({ name, size: content.length, mime });
  });

  it('ignores neither owner nor status: a member cannot set them', async () => {
    const other = await registerMember('rental-victim');
    for (const [key, value] of Object.entries({
      owner: other.id,
      applicationStatus: 'approved',
      statusHistory: [{ applicationStatus: 'approved', changedAt: new Date().toISOString() }],
      submittedAt: '2020-01-01T00:00:00.000Z',
      rejectionReason: 'x',
      id: 1,
      documentId: 'abc',
      documents: {},
    })) {
      const response = await expectRefusedWithoutTrace(
        () => submitApplication(member.jwt, { data: applicationData({ [key]: value }) }),
        400,
      );
      expect(errorPaths(response)).toEqual([key]);
    }
  });
});

describe('refusals leave nothing behind', () => {
  it('returns 401 to a visitor', async () => {
    const response = await expectRefusedWithoutTrace(() => submitApplication(undefined), 401);
    expect(response.body.error.status).toBe(401);
  });

  it('lists every invalid field at once', async () => {
    const response = await expectRefusedWithoutTrace(
      () =>
        submitApplication(member.jwt, {
          data: {
            company: ' ',
            category: 'opera',
            businessNumber: '123-45-67890',
            address: { basic: '' },
            tel: '02-1234-5678',
            fax: '',
            email: 'not-an-email',
            showTitle: 'x'.repeat(201),
            performerFormat: '',
            contactName: '',
            contactPhone: '010 1234 5678',
            desiredDate: '2026-02-30',
            desiredTime: '',
            termsAgreed: false,
            privacyAgreed: 'true',
          },
          files: {},
        }),
      400,
    );
    expect(response.body.error.name).toBe('ValidationError');
    expect(errorPaths(response).sort()).toEqual(
      [
        'company',
        'category',
        'businessNumber',
        'address.basic',
        'address.detail',
        'tel',
        'email',
        'showTitle',
        'performerFormat',
        'contactName',
        'contactPhone',
        'desiredDate',
        'desiredTime',
        'termsAgreed',
        'privacyAgreed',
        'businessRegistration',
        'performancePlan',
      ].sort(),
    );
    for (const error of response.body.error.details.errors) {
      expect(error.name).toBe('ValidationError');
      expect(error.message).toMatch(/[가-힣]/);
    }
    const messageOf = (path: string) =>
      response.body.error.details.errors.find((error: any) => error.path.join('.') === path).message;
    expect(messageOf('address.basic')).toBe('주소를 등록해주세요.');
    expect(messageOf('email')).toBe('이메일 형식이 올바르지 않습니다.');
    expect(messageOf('termsAgreed')).toBe('필수 동의 항목입니다.');
    expect(messageOf('businessRegistration')).toBe('파일을 등록해주세요.');
    expect(messageOf('company')).toBe('내용을 입력해주세요.');
  });

  it('accepts an application without a fax, or with an empty one', async () => {
    for (const fax of [undefined, '']) {
      const response = await submitApplication(member.jwt, { data: applicationData({ fax }) });
      expect(response.status, response.text).toBe(201);
      expect(response.body.data.fax ?? '').toBe('');
    }
  });

  it.each([['each missing field', (field: string) => applicationData({ [field]: undefined })]])(
    'refuses %s',
    async (_label, make) => {
      for (const field of [
        'company',
        'category',
        'businessNumber',
        'address',
        'tel',
        'email',
        'showTitle',
        'performerFormat',
        'contactName',
        'contactPhone',
        'desiredDate',
        'desiredTime',
        'termsAgreed',
        'privacyAgreed',
      ]) {
        const data = JSON.parse(JSON.stringify(make(field)));
        const response = await expectRefusedWithoutTrace(() => submitApplication(member.jwt, { data }), 400);
        const paths = errorPaths(response);
        expect(
          paths.every((path: string) => path === field || path.startsWith(`${field}.`)),
          `${field}: ${paths}`,
        ).toBe(true);
      }
    },
  );

  it('refuses a desired date in the past (Asia/Seoul), and one sooner than the 수시대관 lead time (30 days)', async () => {
    const past = await expectRefusedWithoutTrace(
      () => submitApplication(member.jwt, { data: applicationData({ desiredDate: seoulDay(-1) }) }),
      400,
    );
    expect(errorPaths(past)).toEqual(['desiredDate']);
    const soon = await expectRefusedWithoutTrace(
      () => submitApplication(member.jwt, { data: applicationData({ desiredDate: seoulDay(29) }) }),
      400,
    );
    expect(soon.body.error.details.errors).toEqual([
      {
        path: ['desiredDate'],
        message: `수시대관은 희망일 30일 전까지 신청할 수 있습니다. ${seoulDay(30)} 이후 날짜를 골라주세요.`,
        name: 'ValidationError',
      },
    ]);
    const inTime = await submitApplication(member.jwt, { data: applicationData({ desiredDate: seoulDay(30) }) });
    expect(inTime.status, inTime.text).toBe(201);
    // The site's free-dates view and the form's hint apply the same lead time: the public site
    // config says which (the site's fallback is only for a config without one).
    const config = await request('/api/site-config');
    expect(config.body.data.paymentRules.leadDays).toBe(30);
  });

  it.each(['businessRegistration', 'performancePlan'])('refuses a missing %s', async (field) => {
    const files: Record<string, UploadFile | undefined> = { ...defaultFiles(), [field]: undefined };
    const response = await expectRefusedWithoutTrace(() => submitApplication(member.jwt, { files }), 400);
    expect(response.body.error.details.errors).toEqual([
      { path: [field], message: '파일을 등록해주세요.', name: 'ValidationError' },
    ]);
  });

  it('refuses two files for one document and an unknown file field', async () => {
    const twice = await expectRefusedWithoutTrace(
      () =>
        submitApplication(member.jwt, {
          files: {
            ...defaultFiles(),
            performancePlan: [defaultFiles().performancePlan!, defaultFiles().performancePlan!],
          },
        }),
      400,
    );
    expect(errorPaths(twice)).toEqual(['performancePlan']);
    const unknown = await expectRefusedWithoutTrace(
      () =>
        submitApplication(member.jwt, {
          files: { ...defaultFiles(), extra: { name: 'x.pdf', content: fixtures.pdf() } },
        }),
      400,
    );
    expect(errorPaths(unknown)).toEqual(['extra']);
  });

  it.each([
    ['a renamed ELF executable', () => fixtures.elf(), 'plan.pdf', 'application/pdf'],
    ['a renamed Windows executable', () => fixtures.exe(), 'plan.hwp', 'application/x-hwp'],
    ['an HTML file', () => fixtures.html(), 'plan.pdf', 'application/pdf'],
    ['an SVG image', () => fixtures.svg(), 'plan.png', 'image/svg+xml'],
    ['an OLE file that is not HWP', () => fixtures.otherOle(), 'plan.hwp', 'application/x-hwp'],
    ['a zip that is neither HWPX nor DOCX', () => fixtures.plainZip(), 'plan.docx', 'application/zip'],
  ])('refuses %s with a FileTypeError', async (_label, make, name, type) => {
    const content = await make();
    const response = await expectRefusedWithoutTrace(
      () =>
        submitApplication(member.jwt, { files: { ...defaultFiles(), businessRegistration: { name, content, type } } }),
      400,
    );
    expect(response.body.error.details.errors).toEqual([
      { path: ['businessRegistration'], message: expect.stringContaining('PDF'), name: 'FileTypeError' },
    ]);
  });

  it('refuses a file over 20 MB with 413 and a FileSizeError on that field', async () => {
    const oversized: UploadFile = {
      name: '큰 파일.pdf',
      content: Buffer.concat([fixtures.pdf(), Buffer.alloc(20 * 1024 * 1024 + 1 - fixtures.pdf().length, 0x20)]),
    };
    const response = await expectRefusedWithoutTrace(
      () => submitApplication(member.jwt, { files: { ...defaultFiles(), performancePlan: oversized } }),
      413,
    );
    expect(response.body.error.details.errors).toEqual([
      { path: ['performancePlan'], message: expect.stringContaining('20MB'), name: 'FileSizeError' },
    ]);
  });

  it('refuses a request body far over the limit without reading it all', async () => {
    const huge: UploadFile = { name: 'huge.pdf', content: Buffer.alloc(45 * 1024 * 1024, 0x20) };
    await expectRefusedWithoutTrace(
      () => submitApplication(member.jwt, { files: { ...defaultFiles(), performancePlan: huge } }),
      413,
    );
  });

  it('refuses a malformed multipart body with 400', async () => {
    const body =
      '--xyz\r\nContent-Disposition: form-data; name="data"\r\n\r\n{}\r\n--xyz\r\nContent-Disposition: form-data; name="businessRegistration"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4';
    const response = await expectRefusedWithoutTrace(
      () =>
        send('/api/rental-applications', {
          method: 'POST',
          token: member.jwt,
          body,
          headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
        }),
      400,
    );
    expect(response.body.error.status).toBe(400);
  });

  it('refuses a data part that is not JSON', async () => {
    const response = await expectRefusedWithoutTrace(() => submitApplication(member.jwt, { data: '{not json' }), 400);
    expect(errorPaths(response)).toEqual(['data']);
  });

  it('removes the stored files and the row when the submission fails after the files are stored', async () => {
    const before = await storageSnapshot();
    const response = await submitApplication(member.jwt, { headers: { 'x-rental-test-fault': 'after-store' } });
    expect(response.status).toBe(500);
    expect(await storageSnapshot()).toEqual(before);
  });
});

describe('reading back', () => {
  it('lists only the caller’s applications, newest first, with the list fields only, paged up to 50', async () => {
    const lister = await registerMember('rental-list');
    const titles = ['첫 번째', '두 번째', '세 번째'];
    for (const showTitle of titles) {
      expect((await submitApplication(lister.jwt, { data: applicationData({ showTitle }) })).status).toBe(201);
    }
    const list = await request('/api/rental-applications?pagination[pageSize]=500', { token: lister.jwt });
    expect(list.status).toBe(200);
    expect(list.body.data.map((row: { showTitle: string }) => row.showTitle)).toEqual([...titles].reverse());
    for (const row of list.body.data) {
      expect(Object.keys(row).sort()).toEqual([
        'applicationStatus',
        'company',
        'desiredDate',
        'documentId',
        'id',
        'showTitle',
        'submittedAt',
      ]);
    }
    expect(list.body.meta.pagination).toMatchObject({ page: 1, pageSize: 50, total: 3, pageCount: 1 });

    const paged = await request('/api/rental-applications?pagination[page]=2&pagination[pageSize]=2', {
      token: lister.jwt,
    });
    expect(paged.body.data.map((row: { showTitle: string }) => row.showTitle)).toEqual(['첫 번째']);
    expect(paged.body.meta.pagination).toMatchObject({ page: 2, pageSize: 2, total: 3, pageCount: 2 });
  });

  it('shows the owner every field of the detail view and nobody else anything', async () => {
    const submitted = (await submitApplication(member.jwt)).body.data;
    const mine = await request(`/api/rental-applications/${submitted.documentId}`, { token: member.jwt });
    expect(mine.status).toBe(200);
    expect(mine.body.data).toEqual(submitted);
    expect(Object.keys(mine.body.data)).not.toContain('owner');

    const stranger = await registerMember('rental-stranger');
    expect((await request(`/api/rental-applications/${submitted.documentId}`, { token: stranger.jwt })).status).toBe(
      404,
    );
    expect((await request(`/api/rental-applications/${submitted.documentId}`)).status).toBe(401);
  });
});
