import type { SharedMessages } from './copy';

export interface NavItem {
  /** The Korean site's path; a link in an English page goes to its English address (localizedPath). */
  to: string;
  /** The item's name in the catalogue of the page's language. */
  label: (copy: SharedMessages) => string;
  /** Paths under these prefixes mark the item as current. */
  sections?: string[];
}

export const MAIN_NAV: NavItem[] = [
  { to: '/about/intro', label: (copy) => copy.nav.about, sections: ['/about'] },
  { to: '/show/calendar', label: (copy) => copy.nav.shows, sections: ['/show', '/detail/show'] },
  { to: '/apply/notice', label: (copy) => copy.nav.rental, sections: ['/apply'] },
  { to: '/notice', label: (copy) => copy.nav.notices, sections: ['/notice'] },
];

export const ACCOUNT_NAV: NavItem[] = [
  { to: '/login', label: (copy) => copy.account.login },
  { to: '/signup', label: (copy) => copy.account.signup },
];

/** Shown instead of ACCOUNT_NAV to a logged-in member (with a logout button). */
export const MEMBER_NAV: NavItem[] = [{ to: '/my/info', label: (copy) => copy.account.myPage, sections: ['/my'] }];

/** Footer is hidden on these paths (spec section 2). */
export const PATHS_WITHOUT_FOOTER = ['/login', '/signup'];

export const SHOW_TABS: NavItem[] = [
  { to: '/show/calendar', label: (copy) => copy.tabs.show.calendar },
  { to: '/show/schedule', label: (copy) => copy.tabs.show.schedule },
  { to: '/show/finish', label: (copy) => copy.tabs.show.finish },
];

export const ABOUT_TABS: NavItem[] = [
  { to: '/about/intro', label: (copy) => copy.tabs.about.intro },
  { to: '/about/info', label: (copy) => copy.tabs.about.info },
  { to: '/about/layout', label: (copy) => copy.tabs.about.layout },
  { to: '/about/address', label: (copy) => copy.tabs.about.address },
];

export const RENTAL_TABS: NavItem[] = [
  { to: '/apply/notice', label: (copy) => copy.tabs.rental.notice },
  { to: '/apply/write', label: (copy) => copy.tabs.rental.write },
];

/** My page: /my/list is the rental-application list (registered with the rental work). */
export const MY_TABS: NavItem[] = [
  { to: '/my/info', label: (copy) => copy.tabs.my.info },
  { to: '/my/list', label: (copy) => copy.tabs.my.list },
];
