import { DASHBOARD_PATHS } from '../../../../admin-api/dashboard-contract';

type Policy = string | { name: string; config: Record<string, unknown> };
type RouteConfig = () => { policies: Policy[] };

/** Any signed-in staff member; each handler then checks the caller's permissions on what it touches. */
const STAFF: RouteConfig = () => ({ policies: ['admin::isAuthenticatedAdmin'] });

/** Only who may invite staff (Settings → 사용자 → 초대, `admin::users.create`) sees the invitation links. */
const INVITER: RouteConfig = () => ({
  policies: [
    'admin::isAuthenticatedAdmin',
    { name: 'admin::hasPermissions', config: { actions: ['admin::users.create'] } },
  ],
});

/** A route with a config of its own: Strapi adds each route's auth scope to its config object. */
const route = (method: 'GET' | 'POST', path: string, handler: string, config: RouteConfig = STAFF) => ({
  method,
  path,
  handler,
  config: config(),
});

/**
 * The staff's routes on the admin API, at the paths the admin panel and docs/api/rental.md use.
 * They live under /admin, a prefix that nginx and the web-app middleware already hand to Strapi
 * (docs/decisions/001); the router's `prefix: ''` keeps them there instead of Strapi's default
 * /hall.
 */
export default {
  type: 'admin',
  prefix: '',
  routes: [
    // Rental applications (docs/api/rental.md): each controller checks the caller's
    // content-manager permission on rental applications.
    route('GET', '/admin/rental-documents/:documentId/links', 'rental-applications.links'),
    route('POST', '/admin/rental-documents/:documentId/:field', 'rental-applications.uploadDocument'),
    route('GET', '/admin/rental-applications/export', 'rental-applications.export'),
    route('GET', '/admin/rental-applications/held-days', 'rental-applications.heldDays'),
    route('GET', '/admin/rental-applications/:documentId/steps', 'rental-applications.steps'),
    route('POST', '/admin/rental-applications/:documentId/payments', 'rental-applications.recordPayment'),
    route('POST', '/admin/rental-applications/:documentId/steps', 'rental-applications.takeStep'),
    // 다시 보내기 of a failed mail (docs/decisions/023).
    route('POST', '/admin/outbound-mails/:documentId/retry', 'outbound-mails.retry'),
    // The admin home page's widgets (src/admin/widgets).
    route('GET', DASHBOARD_PATHS.rentalApplications, 'dashboard.rentalApplications'),
    route('GET', DASHBOARD_PATHS.rentalReport, 'dashboard.rentalReport'),
    route('GET', DASHBOARD_PATHS.upcomingShows, 'dashboard.upcomingShows'),
    // 설정 → 대기 중인 초대 (docs/decisions/034).
    route('GET', '/admin/staff-invitations', 'staff-invitations.list', INVITER),
    route('POST', '/admin/staff-invitations/:id/reissue', 'staff-invitations.reissue', INVITER),
  ],
};
