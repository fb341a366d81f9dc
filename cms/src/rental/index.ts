/**
 * The rental domain's server entry point (src/rental/README.md): what the rest of the cms may use
 * of it. Everything else in src/rental/server is internal; ESLint refuses an import of it from
 * outside src/rental, except from the content types' own folders (src/api/rental-application,
 * src/api/rental-round), which Strapi loads from there and which delegate here.
 */

// Start-up (src/index.ts) and operations (src/operations): the workflow's document-service
// middleware, the periodic jobs, the document store and the idempotency keys' table.
export { registerRentalApplications } from './server/register';
export { startRetentionPurge } from './server/application-retention';
export { startDeadlineJob } from './server/deadlines';
export { prepareDocumentStore } from './server/storage';
export { ensureSubmissionKeysTable, SUBMISSION_KEYS_TABLE } from './server/idempotency';
export { startDocumentSweeper, stopDocumentSweeper } from './server/document-sweeper';

// The staff's admin-API routes, declared by the hall plugin (src/plugins/hall/server/routes/admin.ts).
export { default as rentalStaffController } from './server/staff-controller';

// The admin home page's figures (the hall plugin's dashboard).
export { RENTAL_APPLICATION } from './server/settings';
export { applicationFee } from './server/fees';

// A member's data: the export of their data and the deletion of their account (src/auth).
export { memberView, storedDocuments, type ApplicationRecord } from './server/views';
export type { ApplicationStatus } from './server/workflow';
export {
  ACCOUNT_DELETION_REASON,
  afterWithdrawal,
  isWithdrawable,
  withdrawApplication,
  type Withdrawal,
} from './server/member-withdrawal';
export { recordMemberDeletedStaffMail } from './server/mail';
