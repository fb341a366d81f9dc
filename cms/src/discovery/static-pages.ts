/**
 * The site's public pages that do not show one record (web/src/app/routes.tsx, the menus of
 * web/src/shared/navigation.ts), as the sitemap lists them. Members' pages (/my/*, /detail/my/*,
 * /apply/write), the login, signup and password pages and the completion page are not for search
 * engines. `lists` names the content a page lists: its lastmod is the newest change to it.
 * e2e/discovery.test.ts opens every address of the sitemap and expects a page (200), not a redirect.
 */
export type ListedContent = 'show' | 'notice';

export interface StaticPage {
  path: string;
  lists: ListedContent[];
}

export const STATIC_PAGES: StaticPage[] = [
  { path: '/', lists: ['show', 'notice'] },
  { path: '/about/intro', lists: [] },
  { path: '/about/info', lists: [] },
  { path: '/about/layout', lists: [] },
  { path: '/about/address', lists: [] },
  { path: '/show/calendar', lists: ['show'] },
  { path: '/show/schedule', lists: ['show'] },
  { path: '/show/finish', lists: ['show'] },
  { path: '/notice', lists: ['notice'] },
  { path: '/apply/notice', lists: [] },
];
