import type { Core } from '@strapi/strapi';

const RENTAL_APPLICATION = 'api::rental-application.rental-application';

/** The request header with which a test makes a rental submission fail after its documents are stored. */
export const RENTAL_FAULT_HEADER = 'x-rental-test-fault';

/**
 * Test setup only (global-setup.ts), never in the cms: a document service middleware that fails
 * the creation of a rental application, inside its transaction and after the documents were
 * written to the pending folder, when the request carries `x-rental-test-fault: after-store`.
 * The submission must then leave no row and no file behind (rental-submission, rental-durability).
 */
export function injectRentalFaults(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const result = await next();
    if (
      context.uid === RENTAL_APPLICATION &&
      context.action === 'create' &&
      strapi.requestContext.get()?.get(RENTAL_FAULT_HEADER) === 'after-store'
    ) {
      throw new Error('fault injected after the documents were stored (test)');
    }
    return result;
  });
}
