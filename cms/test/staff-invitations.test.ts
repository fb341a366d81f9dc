import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ROLES } from '../src/bootstrap/staff-roles';
import { INVITATION_PATHS } from '../src/admin-api/staff-invitations-contract';
import { registerMember, staffToken } from './helpers/actors';
import { request } from './helpers/http';
import { inviteStaff } from './helpers/staff';

/**
 * 설정 → 대기 중인 초대 (src/plugins/hall/server/controllers/staff-invitations.ts): the owner sees the registration link
 * of an account that has not registered yet and can issue a new one; nobody else can.
 */

const CONTENT_STAFF = STAFF_ROLES.find((role) => role.code === 'hall-content-staff')!;

async function invite(owner: string, firstname: string, lastname: string) {
  const roles = await request('/admin/roles', { token: owner });
  const roleId = (roles.body.data as Array<{ id: number; code: string }>).find(
    (role) => role.code === CONTENT_STAFF.code,
  )!.id;
  const email = `invited-${crypto.randomUUID().slice(0, 8)}@arthall.example`;
  const invited = await request('/admin/users', {
    method: 'POST',
    token: owner,
    body: { email, firstname, lastname, roles: [roleId] },
  });
  expect(invited.status, invited.text).toBe(201);
  return {
    id: invited.body.data.id as number,
    email,
    registrationToken: invited.body.data.registrationToken as string,
  };
}

describe('pending staff invitations', () => {
  let owner: string;

  beforeAll(async () => {
    owner = await staffToken();
  });

  it('lists an account invited but not registered, with its link, and no registered one', async () => {
    const pending = await invite(owner, '지은', '김');
    const registered = await inviteStaff(CONTENT_STAFF);
    const list = await request(INVITATION_PATHS.list, { token: owner });
    expect(list.status, list.text).toBe(200);
    expect(list.headers.get('cache-control')).toContain('no-store');
    const listed = list.body.data as Array<{
      id: number;
      email: string;
      name: string;
      roles: string[];
      registrationToken: string;
    }>;
    const entry = listed.find((invitation) => invitation.email === pending.email);
    expect(entry).toMatchObject({
      id: pending.id,
      name: '김지은',
      roles: ['공연장 직원'],
      registrationToken: pending.registrationToken,
    });
    expect(listed.some((invitation) => invitation.email === registered.email)).toBe(false);
  });

  it('issues a new link: the new one opens the registration, the old one no longer does', async () => {
    const pending = await invite(owner, '초대', '박');
    const reissued = await request(INVITATION_PATHS.reissue(pending.id), { method: 'POST', token: owner });
    expect(reissued.status, reissued.text).toBe(200);
    const token: string = reissued.body.data.registrationToken;
    expect(token).toMatch(/^[0-9a-f]{40}$/);
    expect(token).not.toBe(pending.registrationToken);

    expect((await request(`/admin/registration-info?registrationToken=${pending.registrationToken}`)).status).toBe(400);
    const info = await request(`/admin/registration-info?registrationToken=${token}`);
    expect(info.status, info.text).toBe(200);
    expect(info.body.data.email).toBe(pending.email);
  });

  it('answers 404 in Korean for a registered account, an unknown one and a malformed id', async () => {
    const registered = await inviteStaff(CONTENT_STAFF);
    const me = await request('/admin/users/me', { token: registered.token });
    for (const id of [me.body.data.id, 999_999_999, '1e3', '-1', '0x10']) {
      const response = await request(`/admin/staff-invitations/${id}/reissue`, { method: 'POST', token: owner });
      expect(response.status, String(id)).toBe(404);
      expect(response.body.error.message).toBe('대기 중인 초대가 없습니다. 이미 가입한 계정일 수 있습니다.');
    }
  });

  it('refuses anonymous visitors, a member and a staff member who may not invite', async () => {
    const pending = await invite(owner, '거절', '최');
    const member = await registerMember('invitations');
    const staff = await inviteStaff(CONTENT_STAFF);
    for (const [who, token, status] of [
      ['anonymous', undefined, 401],
      ["a member's site login", member.jwt, 401],
      ['공연장 직원', staff.token, 403],
    ] as const) {
      const list = await request(INVITATION_PATHS.list, { token });
      expect(list.status, `${who} list`).toBe(status);
      expect(JSON.stringify(list.body ?? '')).not.toContain(pending.registrationToken);
      const reissue = await request(INVITATION_PATHS.reissue(pending.id), { method: 'POST', token });
      expect(reissue.status, `${who} reissue`).toBe(status);
    }
    // Nothing changed: the link the owner sent still works.
    expect((await request(`/admin/registration-info?registrationToken=${pending.registrationToken}`)).status).toBe(200);
  });
});
