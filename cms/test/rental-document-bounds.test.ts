import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { registerMember, type Member } from './helpers/actors';
import { defaultFiles, fixtures, storageSnapshot, submitApplication } from './helpers/rental';
import {
  declaring,
  deflated,
  deflatedZeros,
  docxParts,
  peakGrowthDuring,
  pidListeningOn,
  stored,
  zipArchive,
  type ArchiveEntry,
} from './helpers/zip-archives';
import {
  detectDocumentType,
  HWPX_MIMETYPE_MAX_BYTES,
  ZIP_MAX_COMPRESSION_RATIO,
  ZIP_MAX_ENTRIES,
  ZIP_MAX_ENTRY_BYTES,
  ZIP_MAX_TOTAL_BYTES,
  ZIP_RATIO_GRACE_BYTES,
} from '../src/rental/server/document-type';
import { ancillaryFormDocx, seasonProgrammeDocx } from '../src/seed/documents';

/**
 * Hostile zips as rental documents (docs/decisions/013): the server judges a zip from its
 * central directory and inflates nothing but a few bytes of HWPX's `mimetype`, so a bomb is
 * refused like any other wrong file, and handling it costs no memory worth the name.
 */

const GIB = 1024 * 1024 * 1024;
const MIB = 1024 * 1024;
/** How much the cms may grow while it handles one bomb: the request itself, not the bomb. */
const MEMORY_BUDGET_BYTES = 64 * MIB;
const FILE_TYPE_MESSAGE = 'PDF, JPG, PNG, HWP, HWPX, DOCX 파일만 등록할 수 있습니다.';

const HWPX_MIMETYPE = 'application/hwp+zip';
const hwpxParts = (): ArchiveEntry[] => [
  deflated(
    'version.xml',
    '<?xml version="1.0" encoding="UTF-8"?><hv:HCFVersion xmlns:hv="http://www.hancom.co.kr/hwpml/2011/version"/>',
  ),
  deflated('Contents/section0.xml', '<hs:sec xmlns:hs="http://www.hancom.co.kr/hwpml/2011/section"/>'),
];

let member: Member;
let scratch: string;

beforeAll(async () => {
  member = await registerMember('rental-bounds');
  scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'document-bounds-'));
});

afterAll(async () => {
  await fs.rm(scratch, { recursive: true, force: true });
});

const submitAsBusinessRegistration = (content: Buffer, name: string) =>
  submitApplication(member.jwt, {
    files: { ...defaultFiles(), businessRegistration: { name, content, type: 'application/octet-stream' } },
  });

/** Submits `content` as the business registration and expects the file-type refusal with nothing left behind. */
async function expectRefused(content: Buffer, name = '사업자등록증.docx') {
  const before = await storageSnapshot();
  expectFileTypeRefusal(await submitAsBusinessRegistration(content, name));
  expect(await storageSnapshot()).toEqual(before);
}

function expectFileTypeRefusal(response: Awaited<ReturnType<typeof submitApplication>>) {
  expect(response.status, response.text.slice(0, 400)).toBe(400);
  expect(response.body.data).toBeNull();
  expect(response.body.error.details.errors).toEqual([
    { path: ['businessRegistration'], message: FILE_TYPE_MESSAGE, name: 'FileTypeError' },
  ]);
}

async function expectAccepted(content: Buffer, name: string, mime: string) {
  const response = await submitApplication(member.jwt, {
    files: { ...defaultFiles(), performancePlan: { name, content, type: 'application/octet-stream' } },
  });
  expect(response.status, response.text.slice(0, 400)).toBe(201);
  expect(response.body.data.documents.performancePlan).toEqual({ name, size: content.length, mime });
}

async function detect(content: Buffer) {
  const file = path.join(scratch, `${Math.random().toString(36).slice(2)}.bin`);
  await fs.writeFile(file, content);
  try {
    return await detectDocumentType(file);
  } finally {
    await fs.rm(file, { force: true });
  }
}

describe('zip bombs are refused from their central directory', () => {
  it('a DOCX whose body declares 10 GB (ZIP64)', async () => {
    const [contentTypes] = docxParts();
    const bomb = zipArchive([
      contentTypes,
      { ...deflated('word/document.xml', '<w:document/>'), uncompressedSize: 10 * GIB },
    ]);
    await expectRefused(bomb);
  });

  it('an HWPX whose mimetype declares 10 GB (ZIP64)', async () => {
    const bomb = zipArchive([{ ...stored('mimetype', HWPX_MIMETYPE), uncompressedSize: 10 * GIB }, ...hwpxParts()]);
    await expectRefused(bomb, '계획서.hwpx');
  });

  it(`an entry that declares more than ${ZIP_MAX_ENTRY_BYTES / MIB} MiB, even at a plausible ratio`, async () => {
    const size = ZIP_MAX_ENTRY_BYTES + 1;
    const bomb = zipArchive([...docxParts(), declaring('word/media/image1.png', size, Math.ceil(size / 100))]);
    expect(bomb.length).toBeLessThan(5 * MIB);
    await expectRefused(bomb);
  });

  it(`entries that together declare more than ${ZIP_MAX_TOTAL_BYTES / GIB} GiB`, async () => {
    const each = ZIP_MAX_ENTRY_BYTES - MIB;
    const count = Math.floor(ZIP_MAX_TOTAL_BYTES / each) + 1;
    const media = Array.from({ length: count }, (_, index) =>
      declaring(`word/media/image${index}.png`, each, Math.ceil(each / ZIP_MAX_COMPRESSION_RATIO)),
    );
    const bomb = zipArchive([...docxParts(), ...media]);
    expect(bomb.length).toBeLessThan(20 * MIB);
    await expectRefused(bomb);
  });

  it(`an entry that inflates more than ${ZIP_MAX_COMPRESSION_RATIO} times`, async () => {
    const compressed = 64 * 1024;
    const bomb = zipArchive([
      ...docxParts(),
      declaring('word/media/image1.png', compressed * (ZIP_MAX_COMPRESSION_RATIO + 1), compressed),
    ]);
    await expectRefused(bomb);
  });

  it(`more than ${ZIP_MAX_ENTRIES} entries`, async () => {
    const many = Array.from({ length: ZIP_MAX_ENTRIES + 1 - 2 }, (_, index) =>
      stored(`customXml/item${index}.xml`, ''),
    );
    await expectRefused(zipArchive([...docxParts(), ...many]));
  });
});

describe('a zip whose header lies about its size', () => {
  it('is refused without inflating it, and the cms does not grow while it responds', async () => {
    // 300 MiB of zeros in a few hundred KiB, declared as the 19 bytes of an HWPX mimetype.
    const mimetype = await deflatedZeros('mimetype', 300 * MIB, HWPX_MIMETYPE.length);
    const bomb = zipArchive([mimetype, ...docxParts()]);
    expect(bomb.length).toBeLessThan(MIB);

    const cms = await pidListeningOn(Number(new URL(inject('cms').url).port));
    const before = await storageSnapshot();
    const { result: response, growth } = await peakGrowthDuring(cms, () =>
      submitAsBusinessRegistration(bomb, '사업자등록증.hwpx'),
    );
    expect(growth, `the cms grew by ${Math.round(growth / MIB)} MiB`).toBeLessThan(MEMORY_BUDGET_BYTES);
    expectFileTypeRefusal(response);
    expect(await storageSnapshot()).toEqual(before);
  });

  it('is cut off after a few bytes when it passes the size checks (a mimetype that inflates to 100 KiB)', async () => {
    const mimetype = await deflatedZeros('mimetype', 100 * 1024, HWPX_MIMETYPE.length);
    expect(mimetype.data.length).toBeLessThanOrEqual(HWPX_MIMETYPE_MAX_BYTES + 64);
    const bomb = zipArchive([mimetype, ...hwpxParts()]);
    expect(await detect(bomb)).toBeNull();
    await expectRefused(bomb, '계획서.hwpx');
  });

  it('is refused when the mimetype says application/hwp+zip and then goes on', async () => {
    const longer = {
      ...deflated('mimetype', `${HWPX_MIMETYPE}${' '.repeat(10_000)}`),
      uncompressedSize: HWPX_MIMETYPE.length,
    };
    expect(await detect(zipArchive([longer, ...hwpxParts()]))).toBeNull();
  });

  it('is refused when it is truncated or its data is not deflate', async () => {
    const good = zipArchive([stored('mimetype', HWPX_MIMETYPE), ...hwpxParts()]);
    expect(await detect(good.subarray(0, good.length - 10))).toBeNull();
    const garbage = { ...deflated('mimetype', HWPX_MIMETYPE), data: Buffer.from('not deflate data at all') };
    expect(await detect(zipArchive([garbage, ...hwpxParts()]))).toBeNull();
  });
});

describe('real documents stay within the bounds', () => {
  it('accepts the HWPX and DOCX of the test fixtures', async () => {
    await expectAccepted(await fixtures.hwpx(), '계획서.hwpx', 'application/hwp+zip');
    await expectAccepted(
      await fixtures.docx(),
      '계획서.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
  });

  it('accepts an HWPX whose mimetype is deflated, and the Word files the demo content offers', async () => {
    await expectAccepted(
      zipArchive([deflated('mimetype', HWPX_MIMETYPE), ...hwpxParts()]),
      '계획서.hwpx',
      'application/hwp+zip',
    );
    await expectAccepted(
      await ancillaryFormDocx(),
      '부대시설 신청서.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    const programme = await seasonProgrammeDocx(
      Array.from({ length: 40 }, (_, index) => ({
        date: '2026-12-01',
        time: '19:30',
        title: `공연 ${index}`,
        performers: '한빛 앙상블',
        price: '전석 30,000원',
      })),
      '2026년 겨울',
    );
    expect(await detect(programme)).toEqual({
      ext: 'docx',
      mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
  });

  it('accepts a DOCX right at the bounds: highly compressible parts under the grace size, many entries', async () => {
    const spaces = deflated('word/styles.xml', ' '.repeat(ZIP_RATIO_GRACE_BYTES));
    expect(spaces.uncompressedSize / spaces.data.length).toBeGreaterThan(ZIP_MAX_COMPRESSION_RATIO);
    const many = Array.from({ length: ZIP_MAX_ENTRIES - 3 }, (_, index) =>
      stored(`customXml/item${index}.xml`, '<a/>'),
    );
    expect(await detect(zipArchive([...docxParts(), spaces, ...many]))).toEqual({
      ext: 'docx',
      mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
  });

  it('still recognises PDF, PNG, JPEG and HWP from their first bytes and refuses other files', async () => {
    expect(await detect(fixtures.pdf())).toMatchObject({ ext: 'pdf' });
    expect(await detect(fixtures.png())).toMatchObject({ ext: 'png' });
    expect(await detect(fixtures.jpeg())).toMatchObject({ ext: 'jpg' });
    expect(await detect(fixtures.hwp())).toMatchObject({ ext: 'hwp' });
    // HWP's markers across a read boundary, far from the start.
    const bigHwp = Buffer.alloc(3 * 64 * 1024);
    fixtures.hwp().copy(bigHwp, 0, 0, 8);
    Buffer.from('FileHeader', 'utf16le').copy(bigHwp, 64 * 1024 - 7);
    Buffer.from('HWP Document File', 'latin1').copy(bigHwp, 2 * 64 * 1024 + 100);
    expect(await detect(bigHwp)).toMatchObject({ ext: 'hwp' });
    expect(await detect(fixtures.otherOle())).toBeNull();
    expect(await detect(await fixtures.plainZip())).toBeNull();
    expect(await detect(fixtures.exe())).toBeNull();
  });
});
