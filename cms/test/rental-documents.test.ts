import crypto from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { registerMember, type Member } from './helpers/actors';
import { request } from './helpers/http';
import { defaultFiles, fixtures, send, sha256, storedDocumentFiles, submitApplication } from './helpers/rental';

/**
 * Documents are personal data (../shared/spec/decisions.md): never at a public URL, downloaded by the owner
 * and by staff through short-lived signed links.
 */

let owner: Member;
let stranger: Member;
let application: { documentId: string };

const linkFor = (documentId: string, field: string, token?: string) =>
  request(`/api/rental-applications/${documentId}/documents/${field}/link`, { method: 'POST', token, body: {} });

beforeAll(async () => {
  owner = await registerMember('documents-owner');
  stranger = await registerMember('documents-stranger');
  const response = await submitApplication(owner.jwt, {
    files: {
      ...defaultFiles(),
      businessRegistration: { name: '사업자 등록증 (2026).pdf', content: fixtures.pdf(), type: 'application/pdf' },
    },
  });
  expect(response.status, response.text).toBe(201);
  application = response.body.data;
});

describe('the owner’s download link', () => {
  it('downloads exactly the stored file, as an attachment with its Korean name, without Authorization', async () => {
    const link = await linkFor(application.documentId, 'businessRegistration', owner.jwt);
    expect(link.status).toBe(200);
    const { url, expiresAt } = link.body.data;
    const lifetime = Date.parse(expiresAt) - Date.now();
    expect(lifetime).toBeGreaterThan(60_000);
    expect(lifetime).toBeLessThanOrEqual(5 * 60_000 + 1000);

    const download = await send(url);
    expect(download.status).toBe(200);
    expect(sha256(download.bytes)).toBe(sha256(fixtures.pdf()));
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('cache-control')).toBe('private, no-store');
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    const disposition = download.headers.get('content-disposition')!;
    expect(disposition).toMatch(/^attachment;/);
    expect(disposition).toContain(
      `filename*=UTF-8''${encodeURIComponent('사업자 등록증 (2026).pdf').replace(/[()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`,
    );
  });

  it('names one file: the other field gets its own link', async () => {
    const plan = await linkFor(application.documentId, 'performancePlan', owner.jwt);
    const download = await send(plan.body.data.url);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('image/png');
    expect(sha256(download.bytes)).toBe(sha256(fixtures.png()));
  });

  it('is refused to another member, to a visitor and for an unknown field', async () => {
    expect((await linkFor(application.documentId, 'businessRegistration', stranger.jwt)).status).toBe(404);
    expect((await linkFor(application.documentId, 'businessRegistration')).status).toBe(401);
    expect((await linkFor(application.documentId, 'owner', owner.jwt)).status).toBe(404);
    expect((await linkFor('no-such-document', 'businessRegistration', owner.jwt)).status).toBe(404);
  });

  it('refuses forged, altered and malformed tokens', async () => {
    const { url } = (await linkFor(application.documentId, 'businessRegistration', owner.jwt)).body.data as {
      url: string;
    };
    const token = url.split('/').pop()!;
    const [payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());

    const longer = Buffer.from(JSON.stringify({ ...claims, e: claims.e + 3600 })).toString('base64url');
    const otherField = Buffer.from(JSON.stringify({ ...claims, f: 'performancePlan' })).toString('base64url');
    for (const forged of [
      `${longer}.${signature}`,
      `${otherField}.${signature}`,
      `${payload}.${'A'.repeat(signature.length)}`,
      payload,
      'x.y.z',
      '',
    ]) {
      const response = await send(`/api/rental-documents/${forged}`);
      expect([403, 404], `${forged}: ${response.status}`).toContain(response.status);
      expect(response.headers.get('content-type') ?? '').not.toContain('pdf');
    }
  });

  it('refuses a genuinely signed token once it has expired', async () => {
    // The suite's cms runs in the Vitest process, whose environment the workers inherit.
    const secret = process.env.RENTAL_DOCUMENT_SECRET;
    expect(secret, 'RENTAL_DOCUMENT_SECRET of the cms under test').toBeTruthy();
    const { url } = (await linkFor(application.documentId, 'businessRegistration', owner.jwt)).body.data as {
      url: string;
    };
    const [payload] = url.split('/').pop()!.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const signed = (body: object) => {
      const encoded = Buffer.from(JSON.stringify(body)).toString('base64url');
      return `${encoded}.${crypto.createHmac('sha256', secret!).update(encoded).digest('base64url')}`;
    };
    expect((await send(`/api/rental-documents/${signed(claims)}`)).status).toBe(200);
    expect(
      (await send(`/api/rental-documents/${signed({ ...claims, e: Math.floor(Date.now() / 1000) - 1 })}`)).status,
    ).toBe(403);
  });
});

describe('what a link carries', () => {
  const decode = (url: string) => JSON.parse(Buffer.from(url.split('/').pop()!.split('.')[0], 'base64url').toString());

  it('only the document, the field, a version and the expiry: no storage name or path', async () => {
    const { url } = (await linkFor(application.documentId, 'businessRegistration', owner.jwt)).body.data as {
      url: string;
    };
    const claims = decode(url);
    expect(Object.keys(claims).sort()).toEqual(['d', 'e', 'f', 'v']);
    expect(claims).toMatchObject({ d: application.documentId, f: 'businessRegistration' });
    expect(claims.v).toMatch(/^[A-Za-z0-9_-]{16}$/);
    const token = url.split('/').pop()!;
    const decoded = Buffer.from(token.split('.')[0], 'base64url').toString();
    for (const name of await storedDocumentFiles()) {
      expect(token).not.toContain(name);
      expect(decoded).not.toContain(name.split('.')[0]);
    }
    expect(decoded).not.toMatch(/[0-9a-f]{32}|\/|\\/);
  });

  it('is refused when it was made for another stored copy (a replaced document)', async () => {
    const secret = process.env.RENTAL_DOCUMENT_SECRET!;
    const { url } = (await linkFor(application.documentId, 'businessRegistration', owner.jwt)).body.data as {
      url: string;
    };
    const claims = decode(url);
    const signed = (body: object) => {
      const encoded = Buffer.from(JSON.stringify(body)).toString('base64url');
      return `${encoded}.${crypto.createHmac('sha256', secret).update(encoded).digest('base64url')}`;
    };
    expect((await send(`/api/rental-documents/${signed(claims)}`)).status).toBe(200);
    const otherCopy = crypto
      .createHmac('sha256', secret)
      .update('version:0123456789abcdef0123456789abcdef.pdf')
      .digest('base64url')
      .slice(0, 16);
    expect((await send(`/api/rental-documents/${signed({ ...claims, v: otherCopy })}`)).status).toBe(404);
    expect((await send(`/api/rental-documents/${signed({ ...claims, v: undefined })}`)).status).toBe(403);
    // A link of the old form, which named the stored file, no longer opens anything.
    expect(
      (
        await send(
          `/api/rental-documents/${signed({ d: claims.d, f: claims.f, k: (await storedDocumentFiles())[0], e: claims.e })}`,
        )
      ).status,
    ).toBe(403);
  });
});

describe('nothing public', () => {
  it('stores documents outside the public folder under random names, and /uploads does not have them', async () => {
    const stored = await storedDocumentFiles();
    expect(stored.length).toBeGreaterThanOrEqual(2);
    for (const name of stored) expect(name).toMatch(/^[0-9a-f]{32}\.(pdf|png|jpg|hwp|hwpx|docx)$/);
    expect(inject('cms').rentalDocumentsDir).not.toContain('/public');
    for (const name of stored.slice(0, 2)) {
      expect((await send(`/uploads/${name}`)).status).toBe(404);
    }
  });

  it('members hold no upload permission', async () => {
    expect((await request('/api/upload', { method: 'POST', token: owner.jwt, body: {} })).status).toBe(403);
    expect((await request('/api/upload/files', { token: owner.jwt })).status).toBe(403);
  });
});

describe('staff links (admin API)', () => {
  it('gives staff fresh links to both documents, which download the files', async () => {
    const response = await send(`/admin/rental-documents/${application.documentId}/links`, {
      token: inject('cms').staffToken,
    });
    expect(response.status).toBe(200);
    const { businessRegistration, performancePlan } = response.body.data;
    expect(businessRegistration).toMatchObject({
      name: '사업자 등록증 (2026).pdf',
      size: fixtures.pdf().length,
      mime: 'application/pdf',
    });
    expect(performancePlan).toMatchObject({ name: '공연 계획서.png', mime: 'image/png' });
    expect(sha256((await send(businessRegistration.url)).bytes)).toBe(sha256(fixtures.pdf()));
    expect(sha256((await send(performancePlan.url)).bytes)).toBe(sha256(fixtures.png()));
  });

  it('returns 404 for an unknown application and 401 without the staff token', async () => {
    expect((await send('/admin/rental-documents/nope/links', { token: inject('cms').staffToken })).status).toBe(404);
    expect((await send(`/admin/rental-documents/${application.documentId}/links`, { token: owner.jwt })).status).toBe(
      401,
    );
  });
});

describe('deleting an application', () => {
  it('removes its stored documents with it', async () => {
    const response = await submitApplication(owner.jwt);
    expect(response.status).toBe(201);
    const before = await storedDocumentFiles();
    const link = await linkFor(response.body.data.documentId, 'businessRegistration', owner.jwt);
    const removed = await send(
      `/content-manager/collection-types/api::rental-application.rental-application/${response.body.data.documentId}`,
      {
        method: 'DELETE',
        token: inject('cms').staffToken,
      },
    );
    expect(removed.status).toBe(200);
    const after = await storedDocumentFiles();
    expect(after.length).toBe(before.length - 2);
    expect((await send(link.body.data.url)).status).toBe(404);
  });
});
