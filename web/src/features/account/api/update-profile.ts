import { strapiRequest } from '@/shared/api/strapi';
import type { Member } from '@/shared/auth/types';

/** PUT /api/users/me: exactly name and phoneNumber, flat (docs/api/auth.md). Responds with the profile. */
export function updateProfile(input: { name: string; phoneNumber: string }): Promise<Member> {
  return strapiRequest<Member>('/users/me', {
    method: 'PUT',
    body: { name: input.name, phoneNumber: input.phoneNumber },
  });
}
