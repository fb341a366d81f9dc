import dashboard from './dashboard';
import staffInvitations from './staff-invitations';

export default {
  dashboard,
  'staff-invitations': staffInvitations,
};
