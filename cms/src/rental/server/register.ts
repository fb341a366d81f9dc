import type { Core } from '@strapi/strapi';
import { recordRentalReceivedMail, toRentalMail } from './mail';
import { rentalWorkflowMiddleware } from './workflow';
import { rentalRoundMiddleware } from './round-validation';

/**
 * Wires rental applications into Strapi (called from src/index.ts register):
 * - the date checks of the calls for applications (round-validation.ts);
 * - the workflow as a document service middleware: content-manager saves may not touch the
 *   status, the reason, the history, the owner or the submission time (workflow.ts).
 * The staff's routes on the admin API (docs/api/rental.md: document links, staff uploads, the
 * workflow's steps) are declared by the hall plugin (src/plugins/hall/server/routes/admin.ts).
 */
export function registerRentalApplications(strapi: Core.Strapi): void {
  strapi.documents.use(rentalRoundMiddleware(strapi));
  strapi.documents.use(
    rentalWorkflowMiddleware(strapi, (application) => recordRentalReceivedMail(strapi, toRentalMail(application))),
  );
}
