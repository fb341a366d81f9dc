import dashboard from './dashboard';
import outboundMails from './outbound-mails';
import siteFiles from './site-files';
import staffInvitations from './staff-invitations';
import { rentalStaffController } from '../../../../rental';

export default {
  dashboard,
  'outbound-mails': outboundMails,
  'rental-applications': rentalStaffController,
  'site-files': siteFiles,
  'staff-invitations': staffInvitations,
};
