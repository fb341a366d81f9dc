import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { STAFF_ROLES, type StaffRole } from '../src/bootstrap/staff-roles';
import { createApplicationFor, registerMember, RENTAL_APPLICATION, staffToken } from './helpers/actors';
import { makeScratchDir } from './helpers/environment';
import { startChildCms, type ChildCms } from './helpers/child-cms';
import { childDatabase } from './helpers/child-database';
import { request } from './helpers/http';
import { inviteStaff } from './helpers/staff';

/**
 * The staff roles of cms/src/bootstrap/staff-roles.ts: present with exactly their permissions,
 * put back after a hand edit, and each role held to its own work over the admin API the panel
 * calls.
 */

const CONTENT_STAFF = STAFF_ROLES.find((role) => role.code === 'hall-content-staff')!;
const RENTAL_STAFF = STAFF_ROLES.find((role) => role.code === 'hall-rental-staff')!;

const collection = (uid: string) => `/content-manager/collection-types/${uid}`;
const SITE_CONFIG = '/content-manager/single-types/api::site-config.site-config';

interface Permission {
  action: string;
  subject: string | null;
  properties: { fields?: string[] };
  conditions: string[];
}

const key = (permission: { action: string; subject?: string | null }) =>
  `${permission.action} ${permission.subject ?? ''}`.trim();

async function adminRoles(token: string, baseUrl?: string) {
  const roles = await request('/admin/roles', { token, baseUrl });
  expect(roles.status).toBe(200);
  return roles.body.data as Array<{ id: number; code: string; name: string; description: string }>;
}

async function rolePermissions(token: string, roleId: number, baseUrl?: string): Promise<Permission[]> {
  const permissions = await request(`/admin/roles/${roleId}/permissions`, { token, baseUrl });
  expect(permissions.status).toBe(200);
  return permissions.body.data;
}

/** The stored permissions hold exactly the role's actions and subjects, with the field limits of the code. */
function expectPermissionsOf(role: StaffRole, stored: Permission[]) {
  expect(stored.map(key).sort()).toEqual(role.permissions.map(key).sort());
  for (const permission of role.permissions) {
    const match = stored.find((candidate) => key(candidate) === key(permission))!;
    expect(match.conditions, key(permission)).toEqual([]);
    if (permission.fields) expect(match.properties.fields, key(permission)).toEqual(permission.fields);
  }
}

describe('staff roles as code', () => {
  it('creates 공연장 직원 and 대관 담당 with exactly the permissions of the code', async () => {
    const owner = await staffToken();
    const roles = await adminRoles(owner);
    for (const definition of STAFF_ROLES) {
      const role = roles.find((candidate) => candidate.code === definition.code);
      expect(role, definition.name).toBeDefined();
      expect(role!.name).toBe(definition.name);
      expect(role!.description).toBe(definition.description);
      expectPermissionsOf(definition, await rolePermissions(owner, role!.id));
    }
    // Of the roles Strapi and the code make, only the owner's Super Admin and the hall's two:
    // Strapi's sample roles (strapi-editor, strapi-author) are gone. Roles other test files create
    // in the panel (admin-dashboard, preview, rental-staff-routes) get codes of their own.
    const made = roles.map((role) => role.code).filter((code) => /^(strapi|hall)-/.test(code));
    expect(made.sort()).toEqual(['hall-content-staff', 'hall-rental-staff', 'strapi-super-admin']);
  });

  it('gives a content permission every field of its type, nested component fields included', async () => {
    const owner = await staffToken();
    const roles = await adminRoles(owner);
    const rental = roles.find((role) => role.code === RENTAL_STAFF.code)!;
    const read = (await rolePermissions(owner, rental.id)).find(
      (permission) =>
        permission.action === 'plugin::content-manager.explorer.read' && permission.subject === RENTAL_APPLICATION,
    )!;
    expect(read.properties.fields).toEqual(
      expect.arrayContaining(['company', 'applicationStatus', 'owner', 'address.basic', 'statusHistory.reason']),
    );
  });
});

describe('each staff role at its work', () => {
  let content: { email: string; token: string };
  let rental: { email: string; token: string };
  let applicationId: string;
  let noticeId: string;
  let showId: string;
  let popupId: string;
  let memberId: string;

  beforeAll(async () => {
    content = await inviteStaff(CONTENT_STAFF);
    rental = await inviteStaff(RENTAL_STAFF);
    const member = await registerMember('staff-roles');
    applicationId = (await createApplicationFor(member, '역할 시험 공연')).documentId;
    memberId = member.documentId;
    const owner = await staffToken();
    const firstOf = async (uid: string) => {
      const list = await request(`${collection(uid)}?pageSize=1`, { token: owner });
      expect(list.status).toBe(200);
      return list.body.results[0].documentId as string;
    };
    noticeId = await firstOf('api::notice.notice');
    showId = await firstOf('api::show.show');
    popupId = await firstOf('api::popup.popup');
  });

  it('opens the admin panel in Korean for a newly invited account', async () => {
    for (const account of [content, rental]) {
      const me = await request('/admin/users/me', { token: account.token });
      expect(me.status).toBe(200);
      expect(me.body.data.preferedLanguage).toBe('ko');
    }
  });

  it('names a Korean staff member family name first (김지은), through a change of name, unless they typed a username', async () => {
    const owner = await staffToken();
    const roleId = (await adminRoles(owner)).find((role) => role.code === CONTENT_STAFF.code)!.id;
    const invite = async (firstname: string, lastname: string) => {
      const invited = await request('/admin/users', {
        method: 'POST',
        token: owner,
        body: {
          email: `name-${crypto.randomUUID().slice(0, 8)}@arthall.example`,
          firstname,
          lastname,
          roles: [roleId],
        },
      });
      expect(invited.status, invited.text).toBe(201);
      return invited.body.data as { id: number; username: string | null };
    };
    const update = async (id: number, body: Record<string, unknown>) => {
      const updated = await request(`/admin/users/${id}`, { method: 'PUT', token: owner, body });
      expect(updated.status, updated.text).toBe(200);
      return (updated.body.data as { username: string | null }).username;
    };

    // Strapi shows the username when there is one, else "firstname lastname" (지은 김).
    const korean = await invite('지은', '김');
    expect(korean.username).toBe('김지은');
    expect(await update(korean.id, { firstname: '지현' })).toBe('김지현');
    expect(await update(korean.id, { username: '김 팀장' })).toBe('김 팀장');
    expect(await update(korean.id, { firstname: '지수', username: '김 팀장' })).toBe('김 팀장');

    const latin = await invite('Jane', 'Doe');
    expect(latin.username).toBeNull();
  });

  it('keeps the language a staff member picks in their profile', async () => {
    const changed = await request('/admin/users/me', {
      method: 'PUT',
      token: rental.token,
      body: { preferedLanguage: 'en' },
    });
    expect(changed.status, changed.text).toBe(200);
    expect((await request('/admin/users/me', { token: rental.token })).body.data.preferedLanguage).toBe('en');
    await request('/admin/users/me', { method: 'PUT', token: rental.token, body: { preferedLanguage: 'ko' } });
  });

  it('lets 공연장 직원 create and publish a notice and upload an image', async () => {
    const created = await request(collection('api::notice.notice'), {
      method: 'POST',
      token: content.token,
      body: { title: '역할 시험 공지', category: 'general', postedAt: new Date().toISOString(), body: '본문입니다.' },
    });
    expect(created.status, created.text).toBe(201);
    const published = await request(
      `${collection('api::notice.notice')}/${created.body.data.documentId}/actions/publish`,
      {
        method: 'POST',
        token: content.token,
        body: {},
      },
    );
    expect(published.status, published.text).toBe(200);
    const site = await request(`/api/notices/${created.body.data.documentId}`);
    expect(site.status).toBe(200);

    const form = new FormData();
    form.append('files', onePixelPng(), 'role-test.png');
    const uploaded = await fetch(`${inject('cms').url}/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${content.token}` },
      body: form,
    });
    expect(uploaded.status, await uploaded.clone().text()).toBe(201);
    const files = await request('/upload/files?pageSize=1', { token: content.token });
    expect(files.status).toBe(200);

    const config = await request(SITE_CONFIG, { token: content.token });
    expect(config.status).toBe(200);
    const { hallName, phone } = config.body.data;
    const saved = await request(SITE_CONFIG, { method: 'PUT', token: content.token, body: { hallName, phone } });
    expect(saved.status, saved.text).toBe(200);
    const configPublished = await request(`${SITE_CONFIG}/actions/publish`, {
      method: 'POST',
      token: content.token,
      body: { hallName, phone },
    });
    expect(configPublished.status, configPublished.text).toBe(200);
  });

  it('lets 대관 담당 read an application, its documents and the site content', async () => {
    const list = await request(`${collection(RENTAL_APPLICATION)}?pageSize=10`, { token: rental.token });
    expect(list.status).toBe(200);
    expect(list.body.pagination.total).toBeGreaterThan(0);
    const one = await request(`${collection(RENTAL_APPLICATION)}/${applicationId}`, { token: rental.token });
    expect(one.status).toBe(200);
    expect(one.body.data.showTitle).toBe('역할 시험 공연');
    const links = await request(`/admin/rental-documents/${applicationId}/links`, { token: rental.token });
    expect(links.status).toBe(200);
    const updated = await request(`${collection(RENTAL_APPLICATION)}/${applicationId}`, {
      method: 'PUT',
      token: rental.token,
      body: { desiredTime: '19:30 공연, 13시부터 리허설 (전화로 변경)' },
    });
    expect(updated.status, updated.text).toBe(200);
    const steps = await request(`/admin/rental-applications/${applicationId}/steps`, { token: rental.token });
    expect(steps.status, steps.text).toBe(200);
    const reviewed = await request(`/admin/rental-applications/${applicationId}/steps`, {
      method: 'POST',
      token: rental.token,
      body: { step: 'review' },
    });
    expect(reviewed.status, reviewed.text).toBe(200);
    const dashboard = await request('/admin/hall-dashboard/rental-applications', { token: rental.token });
    expect(dashboard.status, dashboard.text).toBe(200);
    // The applicant is shown by e-mail, the one member field this role reads.
    const owner = await request(`/content-manager/relations/${RENTAL_APPLICATION}/${applicationId}/owner`, {
      token: rental.token,
    });
    expect(owner.status, owner.text).toBe(200);
    const applicant = owner.body.results[0];
    expect(
      Object.values(applicant).some((value) => /@member\.example$/.test(String(value))),
      owner.text,
    ).toBe(true);
    expect(applicant).not.toHaveProperty('phoneNumber');
    expect(applicant).not.toHaveProperty('name');
    // In the 회원 list too, this role reads a member's login and e-mail, nothing else.
    const members = await request(`${collection('plugin::users-permissions.user')}?pageSize=5`, {
      token: rental.token,
    });
    expect(members.status).toBe(200);
    for (const member of members.body.results) {
      expect(member.email, JSON.stringify(member)).toMatch(/@/);
      for (const field of ['name', 'phoneNumber', 'blocked', 'confirmed', 'provider', 'role'])
        expect(member, field).not.toHaveProperty(field);
    }

    for (const uid of [
      'api::show.show',
      'api::notice.notice',
      'api::popup.popup',
      'api::calendar-event.calendar-event',
    ]) {
      expect((await request(`${collection(uid)}?pageSize=1`, { token: rental.token })).status, uid).toBe(200);
    }
    expect((await request(SITE_CONFIG, { token: rental.token })).status).toBe(200);
  });

  /** Admin routes no staff role may reach: Settings, the Content-type Builder, the Marketplace. */
  const ownerOnly = (): Array<[string, string, unknown?]> => [
    ['GET', '/content-type-builder/content-types'],
    ['GET', '/content-type-builder/schema'],
    ['POST', '/content-type-builder/update-schema', { data: {} }],
    ['GET', '/admin/plugins'],
    ['GET', '/admin/api-tokens'],
    ['POST', '/admin/api-tokens', { name: 'x', type: 'full-access', lifespan: null }],
    ['GET', '/admin/admin-tokens'],
    ['GET', '/admin/transfer/tokens'],
    ['GET', '/admin/roles'],
    ['POST', '/admin/roles', { name: '새 역할' }],
    ['GET', '/admin/users'],
    ['POST', '/admin/users', { email: 'x@arthall.example', firstname: 'x', roles: [1] }],
    ['GET', '/admin/webhooks'],
    ['POST', '/admin/webhooks', { name: 'x', url: 'http://127.0.0.1/', events: [] }],
    ['GET', '/admin/project-settings'],
    ['POST', '/admin/project-settings', {}],
    ['GET', '/users-permissions/roles'],
    ['GET', '/users-permissions/advanced'],
    ['GET', '/users-permissions/email-templates'],
    ['GET', '/users-permissions/providers'],
    ['GET', '/email/settings'],
    ['POST', '/email/test', { to: 'x@arthall.example' }],
    ['GET', '/upload/settings'],
    ['POST', '/i18n/locales', { code: 'en', name: 'English' }],
    ['GET', '/i18n/iso-locales'],
    [
      'PUT',
      '/content-manager/content-types/api::notice.notice/configuration',
      { settings: {}, metadatas: {}, layouts: {} },
    ],
  ];

  const expectRefused = async (token: string, [method, pathname, body]: [string, string, unknown?]) => {
    const response = await request(pathname, { method, token, body });
    const outcome = `${method} ${pathname} → ${response.status} ${response.text.slice(0, 200)}`;
    if (pathname.startsWith('/content-manager/relations/')) {
      // A relation of a type the caller cannot read (cms/src/extensions/content-manager).
      expect(response.status, outcome).toBe(403);
      expect(response.body.error.name, outcome).toBe('ForbiddenError');
      expect(response.body?.results, outcome).toBeUndefined();
      return;
    }
    expect([401, 403], outcome).toContain(response.status);
  };

  it('refuses 공연장 직원 rental applications, members and every setting', async () => {
    const { token } = content;
    const refused: Array<[string, string, unknown?]> = [
      ['GET', collection(RENTAL_APPLICATION)],
      ['GET', `${collection(RENTAL_APPLICATION)}/${applicationId}`],
      ['PUT', `${collection(RENTAL_APPLICATION)}/${applicationId}`, { showTitle: '바꿈' }],
      ['POST', collection(RENTAL_APPLICATION), { showTitle: '새 신청' }],
      ['DELETE', `${collection(RENTAL_APPLICATION)}/${applicationId}`],
      ['GET', `/content-manager/relations/${RENTAL_APPLICATION}/${applicationId}/owner`],
      ['GET', `/admin/rental-documents/${applicationId}/links`],
      ['POST', `/admin/rental-documents/${applicationId}/businessRegistration`, {}],
      ['GET', `/admin/rental-applications/${applicationId}/steps`],
      ['POST', `/admin/rental-applications/${applicationId}/steps`, { step: 'review' }],
      ['GET', '/admin/hall-dashboard/rental-applications'],
      ['GET', collection('plugin::users-permissions.user')],
      [
        'POST',
        collection('plugin::users-permissions.user'),
        { username: 'x', email: 'x@member.example', password: 'Member-Pass1!' },
      ],
      // The whole site reads the site config: it is edited, never deleted.
      ['DELETE', SITE_CONFIG],
      ...ownerOnly(),
    ];
    for (const call of refused) await expectRefused(token, call);
    const stillThere = await request(`${collection(RENTAL_APPLICATION)}/${applicationId}`, {
      token: await staffToken(),
    });
    expect(stillThere.body.data.showTitle).toBe('역할 시험 공연');
  });

  it('refuses 대관 담당 any change to site content, the media library, deleting an application and every setting', async () => {
    const { token } = rental;
    const imageId = await anyImageId();
    const refused: Array<[string, string, unknown?]> = [
      [
        'POST',
        collection('api::notice.notice'),
        { title: '대관 담당 공지', category: 'general', postedAt: new Date().toISOString() },
      ],
      ['PUT', `${collection('api::notice.notice')}/${noticeId}`, { title: '바꿈' }],
      ['POST', `${collection('api::notice.notice')}/${noticeId}/actions/publish`, {}],
      ['POST', `${collection('api::notice.notice')}/${noticeId}/actions/unpublish`, {}],
      ['DELETE', `${collection('api::notice.notice')}/${noticeId}`],
      ['PUT', `${collection('api::show.show')}/${showId}`, { title: '바꿈' }],
      ['DELETE', `${collection('api::show.show')}/${showId}`],
      ['PUT', `${collection('api::popup.popup')}/${popupId}`, { title: '바꿈' }],
      ['POST', collection('api::calendar-event.calendar-event'), { title: '바꿈' }],
      ['PUT', SITE_CONFIG, { hallName: '바꿈' }],
      ['POST', `${SITE_CONFIG}/actions/publish`, {}],
      ['DELETE', `${collection(RENTAL_APPLICATION)}/${applicationId}`],
      ['PUT', `${collection('plugin::users-permissions.user')}/${memberId}`, { blocked: true }],
      [
        'POST',
        collection('plugin::users-permissions.user'),
        { username: 'x', email: 'x@member.example', password: 'Member-Pass1!' },
      ],
      ['GET', '/upload/files'],
      ['GET', '/upload/folders'],
      ['PUT', `/upload/files/${imageId}`, { fileInfo: { name: '바꿈' } }],
      ['DELETE', `/upload/files/${imageId}`],
      ['POST', '/upload/folders', { name: '새 폴더', parent: null }],
      ...ownerOnly(),
    ];
    for (const call of refused) await expectRefused(token, call);

    const form = new FormData();
    form.append('files', onePixelPng(), 'rental-staff.png');
    const uploaded = await fetch(`${inject('cms').url}/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(uploaded.status).toBe(403);

    const owner = await staffToken();
    expect((await request(`${collection(RENTAL_APPLICATION)}/${applicationId}`, { token: owner })).status).toBe(200);
    expect(
      (await request(`${collection('api::notice.notice')}/${noticeId}`, { token: owner })).body.data.title,
    ).not.toBe('바꿈');
  });
});

describe('a staff role edited by hand', () => {
  let scratchDir: string;
  let running: ChildCms | undefined;

  beforeAll(async () => {
    scratchDir = await makeScratchDir('hall-cms-roles-');
  });

  afterAll(async () => {
    await running?.stop();
    await fs.rm(scratchDir, { recursive: true, force: true });
  });

  it('comes back to the definition of the code on the next start', async () => {
    const cms = inject('cms');
    const database = await childDatabase(scratchDir, 'hall_staff_roles', { fresh: true });
    const env = { SEED_DEMO_CONTENT: 'false' };
    running = await startChildCms({ scratchDir, database, env });
    const login = async () => {
      const response = await request('/admin/login', {
        method: 'POST',
        body: { email: cms.adminEmail, password: cms.adminPassword },
        baseUrl: running!.url,
      });
      expect(response.status).toBe(200);
      return response.body.data.token as string;
    };
    let token = await login();
    const role = (await adminRoles(token, running.url)).find((candidate) => candidate.code === CONTENT_STAFF.code)!;

    // In Settings → 역할: rename the role and tick "read" on rental applications, untick uploads.
    const renamed = await request(`/admin/roles/${role.id}`, {
      method: 'PUT',
      token,
      baseUrl: running.url,
      body: { name: '손본 역할', description: '손으로 바꿈' },
    });
    expect(renamed.status, renamed.text).toBe(200);
    const current = await rolePermissions(token, role.id, running.url);
    const untouched = current.find(
      (permission) => key(permission) === 'plugin::content-manager.explorer.create api::show.show',
    )!;
    const edited = [
      ...current.filter((permission) => !permission.action.startsWith('plugin::upload.')),
      {
        action: 'plugin::content-manager.explorer.read',
        subject: RENTAL_APPLICATION,
        properties: { fields: ['company'] },
        conditions: [],
      },
    ].map(({ action, subject, properties, conditions }) => ({ action, subject, properties, conditions }));
    const changed = await request(`/admin/roles/${role.id}/permissions`, {
      method: 'PUT',
      token,
      baseUrl: running.url,
      body: { permissions: edited },
    });
    expect(changed.status, changed.text).toBe(200);
    const afterEdit = await rolePermissions(token, role.id, running.url);
    expect(afterEdit.map(key)).toContain(`plugin::content-manager.explorer.read ${RENTAL_APPLICATION}`);
    expect(afterEdit.map(key)).not.toContain('plugin::upload.read');

    await running.stop();
    running = await startChildCms({ scratchDir, database, env });
    token = await login();
    const restored = (await adminRoles(token, running.url)).find((candidate) => candidate.code === CONTENT_STAFF.code)!;
    expect(restored.id).toBe(role.id);
    expect(restored.name).toBe(CONTENT_STAFF.name);
    expect(restored.description).toBe(CONTENT_STAFF.description);
    const restoredPermissions = await rolePermissions(token, role.id, running.url);
    expectPermissionsOf(CONTENT_STAFF, restoredPermissions);
    // Re-applying rewrites only what differs: a permission nobody touched keeps its row.
    expect(restoredPermissions.find((permission) => key(permission) === key(untouched))!).toMatchObject({
      id: (untouched as Permission & { id: number }).id,
    });
  });
});

async function anyImageId(): Promise<number> {
  const files = await request('/upload/files?pageSize=1&filters[mime][$startsWith]=image', {
    token: await staffToken(),
  });
  expect(files.status).toBe(200);
  return files.body.results[0].id;
}

/** A valid 1×1 PNG. */
function onePixelPng(): Blob {
  const bytes = Uint8Array.from(
    Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    ),
  );
  return new Blob([bytes], { type: 'image/png' });
}
