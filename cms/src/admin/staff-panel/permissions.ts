import type { StrapiApp } from '@strapi/strapi/admin';

interface Permission {
  action: string;
  subject?: string | null;
  properties?: { fields?: string[] | null };
}

type RBACMiddleware = Parameters<StrapiApp['addRBACMiddleware']>[0] extends infer M
  ? M extends Array<infer One>
    ? One
    : M
  : never;

let signedInPermissions: Permission[] = [];

/**
 * Strapi runs its RBAC middlewares (a public admin API) on every permission check with all
 * the signed-in staff member's permissions; this one keeps them for the code that is not a
 * React component (the list view's column hook). The panel checks permissions to build its menu
 * right after login, before any list is drawn.
 */
export const rememberSignedInPermissions: RBACMiddleware = (context) => (next) => (permissions) => {
  signedInPermissions = (context as { permissions?: Permission[] }).permissions ?? [];
  return next(permissions);
};

const READ = 'plugin::content-manager.explorer.read';

/**
 * The fields of a content type the signed-in staff member may read; null when the permission
 * does not limit them (the Super Admin, a role reading the whole type) or is not known yet.
 */
export function readableFields(model: string): Set<string> | null {
  const read = signedInPermissions.find((permission) => permission.action === READ && permission.subject === model);
  const fields = read?.properties?.fields;
  return Array.isArray(fields) ? new Set(fields) : null;
}

export function holds(permissions: Permission[], action: string, subject?: string): boolean {
  return permissions.some((permission) => permission.action === action && (!subject || permission.subject === subject));
}
