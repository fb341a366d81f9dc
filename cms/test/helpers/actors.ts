import { inject } from 'vitest';
import { signUp } from './auth';
import { request } from './http';

export interface Member {
  jwt: string;
  id: number;
  documentId: string;
  email: string;
  password: string;
}

/** Registers a new member through the public signup endpoint (helpers/auth.ts) and returns their session. */
export async function registerMember(label: string): Promise<Member> {
  const { email, password, session } = await signUp(label);
  const user = session.response.body.user;
  return { jwt: session.jwt, id: user.id, documentId: user.documentId, email, password };
}

/** The staff admin's access token (ADMIN_EMAIL / ADMIN_PASSWORD), logged in once per run. */
export async function staffToken(): Promise<string> {
  return inject('cms').staffToken;
}

const collection = (uid: string) => `/content-manager/collection-types/${uid}`;

/** What hall staff do in the admin panel, through the same admin API the panel calls. */
export const staff = {
  async create(uid: string, data: Record<string, unknown>, options: { publish?: boolean } = {}) {
    const token = await staffToken();
    const created = await request(collection(uid), { method: 'POST', token, body: data });
    if (created.status !== 201 && created.status !== 200)
      throw new Error(`create ${uid}: ${created.status} ${created.text}`);
    const documentId: string = created.body.data.documentId;
    if (options.publish) await this.publish(uid, documentId);
    return created.body.data;
  },
  async update(uid: string, documentId: string, data: Record<string, unknown>, options: { publish?: boolean } = {}) {
    const token = await staffToken();
    const updated = await request(`${collection(uid)}/${documentId}`, { method: 'PUT', token, body: data });
    if (updated.status !== 200) throw new Error(`update ${uid}: ${updated.status} ${updated.text}`);
    if (options.publish) await this.publish(uid, documentId);
    return updated.body.data;
  },
  async publish(uid: string, documentId: string) {
    const token = await staffToken();
    const published = await request(`${collection(uid)}/${documentId}/actions/publish`, {
      method: 'POST',
      token,
      body: {},
    });
    if (published.status !== 200) throw new Error(`publish ${uid}: ${published.status} ${published.text}`);
    return published.body.data;
  },
  /** 배포 취소: takes the document off the site, keeping its draft. */
  async unpublish(uid: string, documentId: string) {
    const token = await staffToken();
    const unpublished = await request(`${collection(uid)}/${documentId}/actions/unpublish`, {
      method: 'POST',
      token,
      body: {},
    });
    if (unpublished.status !== 200) throw new Error(`unpublish ${uid}: ${unpublished.status} ${unpublished.text}`);
    return unpublished.body.data;
  },
  async remove(uid: string, documentId: string) {
    const token = await staffToken();
    const removed = await request(`${collection(uid)}/${documentId}`, { method: 'DELETE', token });
    if (removed.status !== 200) throw new Error(`delete ${uid}: ${removed.status} ${removed.text}`);
  },
  /** The id of an image already in the media library. */
  async anyImageId(): Promise<number> {
    const token = await staffToken();
    const files = await request('/upload/files?pageSize=1&filters[mime][$startsWith]=image', { token });
    if (files.status !== 200) throw new Error(`media library: ${files.status} ${files.text}`);
    const list = Array.isArray(files.body) ? files.body : files.body.results;
    if (!list?.length) throw new Error('the media library has no image');
    return list[0].id;
  },
  async list(uid: string, query = '') {
    const token = await staffToken();
    const listed = await request(`${collection(uid)}?pageSize=100${query ? `&${query}` : ''}`, { token });
    if (listed.status !== 200) throw new Error(`list ${uid}: ${listed.status} ${listed.text}`);
    return listed.body as { results: any[]; pagination: { total: number } };
  },
};

export const RENTAL_APPLICATION = 'api::rental-application.rental-application';

/** A complete application submitted by `member` through the site's endpoint (the only way an application gets an owner). */
export async function createApplicationFor(member: Member, showTitle: string) {
  const { applicationData, submitApplication } = await import('./rental');
  const submitted = await submitApplication(member.jwt, {
    data: applicationData({
      company: `${showTitle} 기획사`,
      showTitle,
      email: member.email,
      performerFormat: '피아노 독주',
    }),
  });
  if (submitted.status !== 201) throw new Error(`submit for ${member.email}: ${submitted.status} ${submitted.text}`);
  return submitted.body.data as { documentId: string; [field: string]: unknown };
}
