import crypto from 'node:crypto';
import { expect } from 'vitest';
import type { StaffRole } from '../../src/bootstrap/staff-roles';
import { staffToken } from './actors';
import { request } from './http';

async function adminRoles(token: string) {
  const roles = await request('/admin/roles', { token });
  expect(roles.status).toBe(200);
  return roles.body.data as Array<{ id: number; code: string }>;
}

/** Invites a staff member as the owner would in Settings → 사용자, then registers through the link. */
export async function inviteStaff(role: StaffRole) {
  const owner = await staffToken();
  const roleId = (await adminRoles(owner)).find((candidate) => candidate.code === role.code)!.id;
  const email = `${role.code}-${crypto.randomUUID().slice(0, 8)}@arthall.example`;
  const password = 'Staff-Role-2026!';
  const invited = await request('/admin/users', {
    method: 'POST',
    token: owner,
    body: { email, firstname: '직원', lastname: role.name, roles: [roleId] },
  });
  expect(invited.status, invited.text).toBe(201);
  const registrationToken: string = invited.body.data.registrationToken;
  expect(registrationToken).toBeTruthy();

  const info = await request(`/admin/registration-info?registrationToken=${registrationToken}`);
  expect(info.status).toBe(200);
  expect(info.body.data.email).toBe(email);

  const registered = await request('/admin/register', {
    method: 'POST',
    body: { registrationToken, userInfo: { firstname: '직원', lastname: role.name, password } },
  });
  expect(registered.status, registered.text).toBe(200);

  const login = await request('/admin/login', { method: 'POST', body: { email, password } });
  expect(login.status, login.text).toBe(200);
  return { email, token: login.body.data.token as string };
}
