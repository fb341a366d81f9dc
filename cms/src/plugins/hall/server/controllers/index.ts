import dashboard from './dashboard';
import outboundMails from './outbound-mails';
import rentalApplications from './rental-applications';
import siteFiles from './site-files';
import staffInvitations from './staff-invitations';

export default {
  dashboard,
  'outbound-mails': outboundMails,
  'rental-applications': rentalApplications,
  'site-files': siteFiles,
  'staff-invitations': staffInvitations,
};
