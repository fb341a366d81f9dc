import { screen, waitFor, within } from '@testing-library/react';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { TRANSLATED_PAGES, localizedPath } from '@hall/contract/locales';
import { buildNotice, buildShow } from '@/testing/fixtures';
import { db, requests } from '@/testing/mock-cms';
import { renderRoute, setNow } from '@/testing/render';
import { routes } from './routes';

/** The English pages (docs/decisions/038): routes, header, language switch, fallbacks, requests. */

const samplePath = (page: string) => page.replace(/:[A-Za-z]+/g, 'sample');

describe('the English routes', () => {
  it('give every translated page the Korean site has an English page, with the same page module', () => {
    for (const page of TRANSLATED_PAGES) {
      const korean = matchRoutes(routes, samplePath(page))?.at(-1)?.route;
      expect(korean?.path, page).not.toBe('*');
      const english = matchRoutes(routes, localizedPath(samplePath(page), 'en'))?.at(-1)?.route;
      expect(english?.path, page).not.toBe('*');
      expect(english?.handle, page).toEqual(korean?.handle);
    }
  });
});

describe('an English page', () => {
  it('has the header and footer in English, its links in English, and a switch to the same Korean page', async () => {
    await renderRoute('/en/notice');
    const banner = screen.getByRole('banner');
    expect(await within(banner).findByRole('link', { name: '테스트 아트홀 home' })).toHaveAttribute('href', '/en');
    const nav = within(banner).getByRole('navigation', { name: 'Main menu' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['About', '/en/about/intro'],
      ['Shows', '/en/show/calendar'],
      ['Rental', '/en/apply/notice'],
      ['Notices', '/en/notice'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Notices' })).toHaveAttribute('aria-current', 'page');
    const korean = within(banner).getByRole('link', { name: '한국어' });
    expect(korean).toHaveAttribute('href', '/notice');
    expect(korean).toHaveAttribute('lang', 'ko');
    expect(korean).toHaveAttribute('hreflang', 'ko');
    expect(screen.getByRole('heading', { level: 1, name: 'Notices' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Privacy policy');
    expect(document.documentElement.lang).toBe('en');
  });

  it('is reached from the Korean page by its switch, keeping the query, and back', async () => {
    const { user, router } = await renderRoute('/notice?page=2');
    const english = await screen.findByRole('link', { name: 'English' });
    expect(english).toHaveAttribute('href', '/en/notice?page=2');
    expect(english).toHaveAttribute('lang', 'en');
    expect(english).toHaveAttribute('hreflang', 'en');
    expect(document.documentElement.lang).toBe('ko');
    english.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/notice'));
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    await user.click(screen.getByRole('link', { name: '한국어' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/notice'));
  });

  it('switches a page without English to the English home', async () => {
    await renderRoute('/password/find');
    expect(await screen.findByRole('link', { name: 'English' })).toHaveAttribute('href', '/en');
  });

  it('asks the API in English and keeps Korean and English apart: SWR never serves one for the other', async () => {
    db.notices = [buildNotice({ documentId: 'n1', title: '주차 안내' })];
    db.english = { n1: { title: 'Parking' } };
    const { user, router } = await renderRoute('/en/notice');
    expect(await screen.findByRole('link', { name: 'Parking' })).not.toHaveAttribute('lang');
    expect(
      requests.filter((request) => request.path === '/api/notices').map((request) => request.query.locale),
    ).toEqual(['en']);
    await user.click(screen.getByRole('link', { name: '한국어' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/notice'));
    await waitFor(() => expect(document.title).toContain('공지사항'));
    expect(await screen.findByRole('link', { name: '주차 안내' })).toBeInTheDocument();
    expect(
      requests.filter((request) => request.path === '/api/notices').map((request) => request.query.locale),
    ).toEqual(['en', undefined]);
    // The site config too: the header's hall name in each language.
    expect(
      requests.filter((request) => request.path === '/api/site-config').map((request) => request.query.locale),
    ).toEqual(['en', undefined]);
  });

  it('shows a notice not translated yet in Korean, marked lang="ko", and a translated one without', async () => {
    db.notices = [
      buildNotice({ documentId: 'n1', title: '주차 안내', postedAt: '2026-11-20T01:00:00.000Z' }),
      buildNotice({ documentId: 'n2', title: '12월 공연 안내', postedAt: '2026-11-21T01:00:00.000Z' }),
    ];
    db.english = { n1: { title: 'Parking' } };
    await renderRoute('/en/notice');
    expect(await screen.findByRole('link', { name: '12월 공연 안내' })).toHaveAttribute('lang', 'ko');
    expect(screen.getByRole('link', { name: 'Parking' })).not.toHaveAttribute('lang');
    // Dates in English, on the Seoul clock.
    expect(screen.getByText('Nov 21, 2026')).toBeInTheDocument();
  });

  it('treats a document without a locale (an API that is not localized yet) as Korean', async () => {
    db.notices = [buildNotice({ documentId: 'n1', title: '주차 안내' })];
    const { router } = await renderRoute('/en/notice/detail/n1');
    // The mock sends `locale` only when asked in English; an old API would not: drop it.
    expect(router.state.location.pathname).toBe('/en/notice/detail/n1');
    const heading = await screen.findByRole('heading', { level: 1, name: '주차 안내' });
    expect(heading).toHaveAttribute('lang', 'ko');
    expect(screen.getByRole('navigation', { name: 'Previous and next notices' })).toBeInTheDocument();
  });

  it("marks a show's Korean texts lang='ko' on its English page: title, facts, introduction", async () => {
    setNow('2026-11-24T03:00:00.000Z');
    const show = buildShow({
      documentId: 's1',
      title: '겨울 실내악',
      host: '공연장',
      startsAt: '2026-12-05T10:30:00.000Z',
    });
    db.shows = [show];
    await renderRoute('/en/detail/show/s1');
    const heading = await screen.findByRole('heading', { level: 1, name: '겨울 실내악' });
    expect(heading).toHaveAttribute('lang', 'ko');
    expect(screen.getByText('공연장').closest('dd')).toHaveAttribute('lang', 'ko');
    expect(screen.getByText('Sat, Dec 5, 2026, 7:30 PM').closest('dd')).not.toHaveAttribute('lang');
    expect(screen.getByRole('link', { name: 'Back to the list' })).toHaveAttribute('href', '/en/show/schedule');
  });

  it("leaves a translated show's texts unmarked", async () => {
    setNow('2026-11-24T03:00:00.000Z');
    db.shows = [buildShow({ documentId: 's1', title: '겨울 실내악', startsAt: '2026-12-05T10:30:00.000Z' })];
    db.english = { s1: { title: 'Winter Chamber Music', host: 'The hall' } };
    await renderRoute('/en/detail/show/s1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Winter Chamber Music' })).not.toHaveAttribute('lang');
    expect(screen.getByText('The hall').closest('dd')).not.toHaveAttribute('lang');
  });

  it('redirects under /en too', async () => {
    const { router } = await renderRoute('/en/about');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/about/intro'));
    expect(await screen.findByRole('heading', { level: 1, name: 'The hall' })).toBeInTheDocument();
  });
});

describe('a page without English under /en', () => {
  it('says in English that it is in Korean only and links to the Korean page', async () => {
    await renderRoute('/en/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Available in Korean only' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Go to the Korean page' });
    expect(link).toHaveAttribute('href', '/login');
    expect(link).toHaveAttribute('hreflang', 'ko');
  });

  it('is "not found" for an address neither site has', async () => {
    await renderRoute('/en/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go to the Korean page' })).not.toBeInTheDocument();
  });
});
