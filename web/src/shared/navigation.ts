import { sharedCopy } from './copy';

export interface NavItem {
  to: string;
  label: string;
  /** Paths under these prefixes mark the item as current. */
  sections?: string[];
}

export const MAIN_NAV: NavItem[] = [
  { to: '/about/intro', label: sharedCopy.nav.about, sections: ['/about'] },
  { to: '/show/calendar', label: sharedCopy.nav.shows, sections: ['/show', '/detail/show'] },
  { to: '/apply/notice', label: sharedCopy.nav.rental, sections: ['/apply'] },
  { to: '/notice', label: sharedCopy.nav.notices, sections: ['/notice'] },
];

export const ACCOUNT_NAV: NavItem[] = [
  { to: '/login', label: sharedCopy.account.login },
  { to: '/signup', label: sharedCopy.account.signup },
];

/** Shown instead of ACCOUNT_NAV to a logged-in member (with a logout button). */
export const MEMBER_NAV: NavItem[] = [{ to: '/my/info', label: sharedCopy.account.myPage, sections: ['/my'] }];

/** Footer is hidden on these paths (spec section 2). */
export const PATHS_WITHOUT_FOOTER = ['/login', '/signup'];

export const SHOW_TABS: NavItem[] = [
  { to: '/show/calendar', label: sharedCopy.tabs.show.calendar },
  { to: '/show/schedule', label: sharedCopy.tabs.show.schedule },
  { to: '/show/finish', label: sharedCopy.tabs.show.finish },
];

export const ABOUT_TABS: NavItem[] = [
  { to: '/about/intro', label: sharedCopy.tabs.about.intro },
  { to: '/about/info', label: sharedCopy.tabs.about.info },
  { to: '/about/layout', label: sharedCopy.tabs.about.layout },
  { to: '/about/address', label: sharedCopy.tabs.about.address },
];

export const RENTAL_TABS: NavItem[] = [
  { to: '/apply/notice', label: sharedCopy.tabs.rental.notice },
  { to: '/apply/write', label: sharedCopy.tabs.rental.write },
];

/** My page: /my/list is the rental-application list (registered with the rental work). */
export const MY_TABS: NavItem[] = [
  { to: '/my/info', label: sharedCopy.tabs.my.info },
  { to: '/my/list', label: sharedCopy.tabs.my.list },
];
