import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { hallSettings } from '../utils/hall-settings';

const USER = 'plugin::users-permissions.user';

/**
 * Members' passwords are hashed with bcrypt by users-permissions (signup, reset, a change) and by
 * the document service (staff setting one in the admin panel), both at the cost the password
 * attribute's `encryption.rounds` names, 10 when it names none. This sets that cost from
 * PASSWORD_HASH_ROUNDS (config/hall.ts, docs/decisions/047). A login reads the cost from the
 * stored hash, so passwords hashed at another cost keep working after a change.
 */
export function applyMemberPasswordHashCost(strapi: Core.Strapi): void {
  const attribute = strapi.contentType(USER).attributes.password as { encryption?: { rounds?: number } };
  attribute.encryption = { ...attribute.encryption, rounds: hallSettings(strapi, 'memberPasswordHashRounds') };
}

const unknownAccountHashes = new WeakMap<Core.Strapi, Promise<string>>();

/**
 * A hash, at the members' cost, of a random password nobody knows. A login with an e-mail no
 * account has checks the password against it, so that it takes as long as a wrong password.
 */
export function unknownAccountPasswordHash(strapi: Core.Strapi): Promise<string> {
  let hash = unknownAccountHashes.get(strapi);
  if (!hash) {
    const password = crypto.randomBytes(24).toString('base64');
    hash = strapi
      .plugin('users-permissions')
      .service('user')
      .ensureHashedPasswords({ password })
      .then((hashed: { password: string }) => hashed.password);
    unknownAccountHashes.set(strapi, hash!);
  }
  return hash!;
}
