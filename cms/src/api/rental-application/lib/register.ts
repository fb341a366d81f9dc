import type { Core } from '@strapi/strapi';
import { recordRentalReceivedMail, toRentalMail } from '../../../email/rental';
import { RENTAL_APPLICATION } from './settings';
import { rentalWorkflowMiddleware } from './workflow';
import { rentalRoundMiddleware } from '../../rental-round/lib/validate';

const adminRoute = (method: 'GET' | 'POST', path: string, action: string) => ({
  method,
  path,
  handler: `${RENTAL_APPLICATION}.${action}`,
  info: {},
  config: { policies: ['admin::isAuthenticatedAdmin'] },
});

/**
 * Wires rental applications into Strapi (called from src/index.ts register):
 * - the date checks of the calls for applications (api/rental-round/lib/validate.ts);
 * - the workflow as a document service middleware: content-manager saves may not touch the
 *   status, the reason, the history, the owner or the submission time (lib/workflow.ts);
 * - the staff's routes on the admin API (docs/api/rental.md): document links, staff uploads, the
 *   workflow's steps. They live under /admin, a prefix that nginx and the web-app middleware
 *   already hand to Strapi (docs/decisions/001). Each controller checks the caller's
 *   content-manager permission on rental applications.
 */
export function registerRentalApplications(strapi: Core.Strapi): void {
  strapi.documents.use(rentalRoundMiddleware(strapi));
  strapi.documents.use(
    rentalWorkflowMiddleware(strapi, (application) => recordRentalReceivedMail(strapi, toRentalMail(application))),
  );

  strapi.server.routes({
    type: 'admin',
    prefix: '',
    routes: [
      adminRoute('GET', '/admin/rental-documents/:documentId/links', 'adminLinks'),
      adminRoute('POST', '/admin/rental-documents/:documentId/:field', 'adminUploadDocument'),
      adminRoute('GET', '/admin/rental-applications/export', 'adminExport'),
      adminRoute('GET', '/admin/rental-applications/held-days', 'adminHeldDays'),
      adminRoute('GET', '/admin/rental-applications/:documentId/steps', 'adminSteps'),
      adminRoute('POST', '/admin/rental-applications/:documentId/payments', 'adminRecordPayment'),
      adminRoute('POST', '/admin/rental-applications/:documentId/steps', 'adminTakeStep'),
    ],
  });
}
