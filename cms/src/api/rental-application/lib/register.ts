import type { Core } from '@strapi/strapi';
import { sendRentalStatusMail } from '../../../email/rental';
import { RENTAL_APPLICATION } from './settings';
import { STATUS_LABELS, rentalWorkflowMiddleware } from './workflow';

/**
 * Wires rental applications into Strapi (called from src/index.ts register):
 * - the workflow of staff edits as a document service middleware;
 * - the staff's document links as an admin-API route. It lives under /admin, a prefix that
 *   nginx and the web-app middleware already hand to Strapi (docs/decisions/001).
 */
export function registerRentalApplications(strapi: Core.Strapi): void {
  strapi.documents.use(
    rentalWorkflowMiddleware(strapi, (application, change) => {
      void sendRentalStatusMail(
        strapi,
        {
          documentId: application.documentId,
          company: application.company,
          showTitle: application.showTitle,
          desiredDate: application.desiredDate,
          email: application.email,
          contactName: (application as any).contactName,
          category: (application as any).category,
          desiredTime: (application as any).desiredTime,
          ownerEmail: application.owner?.email ?? null,
        },
        { statusLabel: STATUS_LABELS[change.applicationStatus], reason: change.reason, isRejection: change.applicationStatus === 'rejected' },
      ).catch((error: Error) => strapi.log.error(`[mail] rental status mail: ${error.message}`));
    }) as any,
  );

  strapi.server.routes({
    type: 'admin',
    prefix: '',
    routes: [
      {
        method: 'GET',
        path: '/admin/rental-documents/:documentId/links',
        handler: `${RENTAL_APPLICATION}.adminLinks`,
        config: { policies: ['admin::isAuthenticatedAdmin'] },
      },
    ],
  } as any);
}
