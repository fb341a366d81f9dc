import type { Core, UID } from '@strapi/strapi';
import {
  WithdrawalConflictError,
  afterWithdrawal,
  readWithdrawalBody,
  withdrawApplication,
} from '../../../rental/server/member-withdrawal';

const RENTAL_APPLICATION_CONTROLLER = 'api::rental-application.rental-application';

/**
 * POST /api/rental-applications/:id/withdraw — the applicant withdraws their own application
 * (src/rental/server/member-withdrawal.ts). 401 without a login, 404 for another member's or an unknown one,
 * 409 with the stored status when it is no longer 접수 or 검토중, 200 with the application as
 * GET /api/rental-applications/:id returns it.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async withdraw(ctx) {
    const user = ctx.state.user as { id: number; email?: string } | undefined;
    if (!user) return ctx.unauthorized();
    const reason = readWithdrawalBody(ctx.request.body);
    ctx.set('Cache-Control', 'private, no-store');

    let withdrawal: Awaited<ReturnType<typeof withdrawApplication>>;
    try {
      withdrawal = await withdrawApplication(strapi, {
        documentId: String(ctx.params.id),
        ownerId: user.id,
        reason,
        ownerEmail: user.email ?? null,
        onAccountDeletion: false,
      });
    } catch (error) {
      if (!(error instanceof WithdrawalConflictError)) throw error;
      ctx.status = 409;
      ctx.body = {
        data: null,
        error: {
          status: 409,
          name: 'ConflictError',
          message: error.message,
          details: {
            applicationStatus: error.applicationStatus,
            errors: [{ path: ['applicationStatus'], message: error.message, name: 'ConflictError' }],
          },
        },
      };
      return;
    }
    await afterWithdrawal(strapi, withdrawal);

    // The response is the member's view of the application, exactly as the detail endpoint shapes it.
    ctx.query = {};
    const view = await strapi
      .controller(RENTAL_APPLICATION_CONTROLLER as UID.Controller)
      .findOne(ctx, async () => undefined);
    if (view !== undefined) ctx.body = view;
  },
});
