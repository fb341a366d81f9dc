/**
 * What 설정 → 대기 중인 초대 (src/admin/staff-panel/invitations-page.tsx) receives; imported
 * there with `import type` and the paths object only, so this file has no runtime imports.
 */

export const INVITATION_PATHS = {
  list: '/admin/staff-invitations',
  reissue: (id: number) => `/admin/staff-invitations/${id}/reissue`,
} as const;

export interface PendingInvitation {
  id: number;
  /** Korean order for a Korean name (src/shared/staff-name.ts), else the e-mail. */
  name: string;
  email: string;
  roles: string[];
  invitedAt: string;
  /** The token of the registration link: /admin/auth/register?registrationToken=… */
  registrationToken: string;
}
