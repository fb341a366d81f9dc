/**
 * An applicant withdraws their own application while it is 접수 or 검토중 (docs/api/rental.md,
 * src/rental/server/member-withdrawal.ts). Members only; the controller refuses a visitor with 401 like the other
 * rental routes.
 */
export default {
  routes: [
    {
      method: 'POST',
      path: '/rental-applications/:id/withdraw',
      handler: 'member-withdrawal.withdraw',
    },
  ],
};
