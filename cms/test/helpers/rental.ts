import crypto from 'node:crypto';
import fsSync from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import JSZip from 'jszip';
import { addSeoulDays, seoulDateKey } from '@hall/contract/seoul-time';
import { inject } from 'vitest';
import { cmsUrl, type HttpResponse } from './http';
import { APPLICATION_FIELDS, PDF_DOCUMENT, PNG_IMAGE } from '../fixtures/rental-application';
import { RENTAL_APPLICATION, staff } from './actors';

/** Small real files of every accepted type, and a few that must be refused, made in the test. */
export const fixtures = {
  pdf: () => Buffer.from(PDF_DOCUMENT),
  png: () => Buffer.from(PNG_IMAGE),
  jpeg: () =>
    Buffer.concat([
      Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'),
      Buffer.alloc(64, 0x20),
      Buffer.from('ffd9', 'hex'),
    ]),
  /** An OLE compound file with HWP 5's FileHeader stream name and signature. */
  hwp: () => {
    const file = Buffer.alloc(2048);
    Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(file, 0);
    Buffer.from('FileHeader', 'utf16le').copy(file, 1024);
    Buffer.from('HWP Document File', 'latin1').copy(file, 1536);
    return file;
  },
  /** An OLE compound file that is not HWP (a .doc or .msi has the same header). */
  otherOle: () => {
    const file = Buffer.alloc(2048);
    Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(file, 0);
    return file;
  },
  hwpx: async () => {
    const zip = new JSZip();
    zip.file('mimetype', 'application/hwp+zip', { compression: 'STORE' });
    zip.file(
      'version.xml',
      '<?xml version="1.0" encoding="UTF-8"?><hv:HCFVersion xmlns:hv="http://www.hancom.co.kr/hwpml/2011/version"/>',
    );
    zip.file('Contents/section0.xml', '<hs:sec xmlns:hs="http://www.hancom.co.kr/hwpml/2011/section"/>');
    return zip.generateAsync({ type: 'nodebuffer' });
  },
  docx: async () => {
    const { Document, Packer, Paragraph } = await import('docx');
    const document = new Document({ sections: [{ children: [new Paragraph('공연 계획서')] }] });
    return Packer.toBuffer(document);
  },
  plainZip: async () => {
    const zip = new JSZip();
    zip.file('readme.txt', 'not a document');
    return zip.generateAsync({ type: 'nodebuffer' });
  },
  elf: () => Buffer.concat([Buffer.from('7f454c46020101000000000000000000', 'hex'), Buffer.alloc(256)]),
  exe: () => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0'), Buffer.alloc(256)]),
  html: () => Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>'),
  svg: () =>
    Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>',
    ),
};

export interface UploadFile {
  name: string;
  content: Buffer;
  /** What the browser claims; the server must not trust it. */
  type?: string;
}

/** Tomorrow in Asia/Seoul (a desired date that is never in the past), or `days` ahead (0 today, -1 yesterday). */
export function seoulDay(days = 1): string {
  return seoulDateKey(addSeoulDays(Date.now(), days));
}

/** Where this test process tries its next claim (earlier claims took the offsets below). */
let nextClaim: number | undefined;

/**
 * A desired day no other application of this run asked for (one date is rented to one applicant,
 * so two tests approving the same day would refuse each other): days from 800 on, far past the
 * demo content's shows and the dates tests pick themselves, claimed across every test file of
 * the run by creating a file exclusively.
 */
export function uniqueDesiredDay(): string {
  // In the run's scratch folder (the global setup removes it), beside the mail outbox.
  const directory = path.join(path.dirname(inject('cms').mailOutboxDir), 'claimed-days');
  fsSync.mkdirSync(directory, { recursive: true });
  // Claims are never given back, so the offsets below the count are all taken: starting there
  // instead of at 0 keeps a run's thousands of claims from costing a failed open each, each time.
  for (let offset = nextClaim ?? fsSync.readdirSync(directory).length; ; offset += 1) {
    try {
      fsSync.closeSync(fsSync.openSync(path.join(directory, String(offset)), 'wx'));
      nextClaim = offset + 1;
      return seoulDay(800 + offset);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
}

export function applicationData(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    ...structuredClone(APPLICATION_FIELDS),
    desiredDate: overrides.desiredDate ?? uniqueDesiredDay(),
    ...overrides,
  };
}

export const defaultFiles = (): Record<string, UploadFile> => ({
  businessRegistration: { name: '사업자등록증.pdf', content: fixtures.pdf(), type: 'application/pdf' },
  performancePlan: { name: '공연 계획서.png', content: fixtures.png(), type: 'image/png' },
});

/** POST /api/rental-applications as the site sends it: multipart with `data` and two files. */
export async function submitApplication(
  token: string | undefined,
  options: {
    data?: unknown;
    files?: Record<string, UploadFile | UploadFile[] | undefined>;
    headers?: Record<string, string>;
    /** Another cms (a child process) instead of the suite's. */
    baseUrl?: string;
  } = {},
): Promise<HttpResponse> {
  const form = new FormData();
  const data = options.data === undefined ? applicationData() : options.data;
  form.append('data', typeof data === 'string' ? data : JSON.stringify(data));
  const files = options.files ?? defaultFiles();
  for (const [field, value] of Object.entries(files)) {
    for (const file of value === undefined ? [] : Array.isArray(value) ? value : [value]) {
      form.append(
        field,
        new Blob([new Uint8Array(file.content)], { type: file.type ?? 'application/octet-stream' }),
        file.name,
      );
    }
  }
  return send('/api/rental-applications', {
    method: 'POST',
    body: form,
    token,
    headers: options.headers,
    baseUrl: options.baseUrl,
  });
}

/** A raw request (multipart bodies, downloads) with the parsed JSON when there is one. */
export async function send(
  path: string,
  options: {
    method?: string;
    body?: BodyInit;
    token?: string;
    headers?: Record<string, string>;
    baseUrl?: string;
  } = {},
): Promise<HttpResponse & { bytes: Buffer }> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await fetch(`${options.baseUrl ?? cmsUrl()}${path}`, {
    method: options.method ?? 'GET',
    headers,
    body: options.body,
    redirect: 'manual',
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  const text = bytes.toString('utf8');
  let body: unknown = text;
  if ((response.headers.get('content-type') ?? '').includes('json') && text) body = JSON.parse(text);
  return { status: response.status, headers: response.headers, body, text, bytes };
}

export async function applicationCount(): Promise<number> {
  return (await staff.list(RENTAL_APPLICATION, 'pageSize=1')).pagination.total;
}

/** Files in the private document store: stored ones by name, pending ones as `.pending/<name>`. */
export async function storedDocumentFiles(): Promise<string[]> {
  const dir = inject('cms').rentalDocumentsDir;
  const list = (folder: string) => fs.readdir(folder).catch(() => [] as string[]);
  const stored = (await list(dir)).filter((name) => name !== '.pending');
  const pending = (await list(path.join(dir, '.pending'))).map((name) => `.pending/${name}`);
  return [...stored, ...pending].sort();
}

/** Files formidable left in the cms's temporary folder. */
export async function temporaryFiles(): Promise<string[]> {
  return (await fs.readdir(inject('cms').tempDir)).sort();
}

/** What exists: applications, stored documents and upload temp files, to compare before and after. */
export async function storageSnapshot() {
  return {
    applications: await applicationCount(),
    documents: await storedDocumentFiles(),
    temporary: await temporaryFiles(),
  };
}

export const sha256 = (content: Buffer) => crypto.createHash('sha256').update(content).digest('hex');

/** A step of the workflow, as the edit view's 진행 단계 panel takes it (admin API). */
export async function staffStep(
  documentId: string,
  step: string,
  reason?: string,
  token: string = inject('cms').staffToken,
) {
  return send(`/admin/rental-applications/${documentId}/steps`, {
    method: 'POST',
    token,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(reason === undefined ? { step } : { step, reason }),
  });
}

/**
 * Records the deposit still missing (계약 완료 needs it in full, docs/decisions/030), as the 대관료·입금
 * panel does; `baseUrl` and `token` for a child cms.
 */
export async function payDeposit(
  documentId: string,
  { token = inject('cms').staffToken, baseUrl }: { token?: string; baseUrl?: string } = {},
) {
  const view = await send(`/admin/rental-applications/${documentId}/steps`, { token, baseUrl });
  if (view.status !== 200) throw new Error(`steps: ${view.status} ${view.text}`);
  const { deposit, paidTotal } = (view.body as any).data.fee as { deposit: number; paidTotal: number };
  if (paidTotal >= deposit) return;
  const paid = await send(`/admin/rental-applications/${documentId}/payments`, {
    method: 'POST',
    token,
    baseUrl,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ kind: 'deposit', amount: deposit - paidTotal, paidOn: seoulDay(0) }),
  });
  if (paid.status !== 201) throw new Error(`payment: ${paid.status} ${paid.text}`);
}

/** Takes `steps` one after the other (paying the deposit before 계약 완료); each must be stored. */
export async function staffSteps(documentId: string, steps: string[]) {
  for (const step of steps) {
    if (step === 'contract') await payDeposit(documentId);
    const response = await staffStep(
      documentId,
      step,
      step === 'reject' || step === 'cancel' ? '담당자 확인 결과' : undefined,
    );
    if (response.status !== 200) throw new Error(`step ${step}: ${response.status} ${response.text}`);
  }
}

/** A content-manager save of an application (PUT), as the edit form's 저장 sends it. */
export async function staffSave(documentId: string, data: Record<string, unknown>) {
  return send(`/content-manager/collection-types/${RENTAL_APPLICATION}/${documentId}`, {
    method: 'PUT',
    token: inject('cms').staffToken,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(data),
  });
}

/**
 * A staff account of its own role, holding only `permissions` (admin API: role, permissions,
 * invitation, registration), and its admin token.
 */
export async function staffWithPermissions(
  label: string,
  permissions: Array<{ action: string; subject?: string | null; properties?: Record<string, unknown> }>,
) {
  const token = inject('cms').staffToken;
  const json = (method: string, path: string, body: unknown, as = token) =>
    send(path, { method, token: as, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const suffix = crypto.randomUUID().slice(0, 8);
  const role = await json('POST', '/admin/roles', { name: `${label} ${suffix}`, description: label });
  if (role.status !== 201 && role.status !== 200) throw new Error(`role: ${role.status} ${role.text}`);
  const roleId = (role.body as any).data.id;
  const granted = await json('PUT', `/admin/roles/${roleId}/permissions`, {
    permissions: permissions.map((permission) => ({ subject: null, properties: {}, conditions: [], ...permission })),
  });
  if (granted.status !== 200) throw new Error(`permissions: ${granted.status} ${granted.text}`);
  const email = `${label.replace(/\W+/g, '-')}-${suffix}@staff.example`.toLowerCase();
  const invited = await json('POST', '/admin/users', { firstname: '직원', lastname: label, email, roles: [roleId] });
  if (invited.status !== 201) throw new Error(`invite: ${invited.status} ${invited.text}`);
  const registered = await json(
    'POST',
    '/admin/register',
    {
      registrationToken: (invited.body as any).data.registrationToken,
      userInfo: { firstname: '직원', lastname: label, password: 'Staff-Limited-2026!' },
    },
    undefined,
  );
  if (registered.status !== 200) throw new Error(`register: ${registered.status} ${registered.text}`);
  return { email, token: (registered.body as any).data.token as string };
}
