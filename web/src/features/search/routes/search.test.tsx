import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { SEARCH_MESSAGES, type SearchResponse } from '@hall/contract/search';
import { server } from '@/testing/server';
import { renderRoute } from '@/testing/render';

const searched: URL[] = [];

function respondWith(response: (url: URL) => SearchResponse | { status: number; body: Record<string, unknown> }) {
  searched.length = 0;
  server.use(
    http.get('*/api/search', ({ request }) => {
      const url = new URL(request.url);
      searched.push(url);
      const result = response(url);
      return 'status' in result ? HttpResponse.json(result.body, { status: result.status }) : HttpResponse.json(result);
    }),
  );
}

const results = (query: string): SearchResponse => ({
  data: {
    shows: {
      count: 12,
      items: [
        {
          documentId: 'show-1',
          title: '공연장 음악회',
          startsAt: '2026-12-24T10:00:00.000Z',
          showStatus: 'cancelled',
          performers: '피아노 김하늘',
          excerpt: null,
          locale: 'ko',
        },
      ],
    },
    notices: {
      count: 1,
      items: [
        {
          documentId: 'notice-1',
          title: '휴관 안내',
          category: 'general',
          postedAt: '2026-11-20T01:00:00.000Z',
          externalUrl: null,
          excerpt: '연말 공연 준비로 휴관합니다.',
          locale: 'ko',
        },
      ],
    },
    pages: {
      count: 1,
      items: [{ path: '/about/intro', title: '공연장 소개', excerpt: '280석 규모의 공연장', locale: 'ko' }],
    },
  },
  meta: { query, locale: 'ko' },
});

describe('/search', () => {
  it('shows the results grouped by kind with their counts, the match highlighted, linking to each result', async () => {
    respondWith((url) => results(url.searchParams.get('q') ?? ''));
    await renderRoute('/search?q=%EA%B3%B5%EC%97%B0');

    expect(screen.getByRole('heading', { level: 1, name: '통합 검색' })).toBeInTheDocument();
    expect(await screen.findByText('‘공연’ 검색 결과 14건')).toBeInTheDocument();
    expect(searched[0]!.searchParams.get('q')).toBe('공연');
    expect(searched[0]!.searchParams.has('locale')).toBe(false);
    // Public results: never sent with a member's token.
    const shows = screen.getByRole('region', { name: /공연 12건/ });
    // jsdom puts a space around <mark> in accessible names; a browser reads '공연장 음악회'.
    const showLink = within(shows).getByRole('link', { name: /^공연 ?장 음악회$/ });
    expect(showLink).toHaveTextContent('공연장 음악회');
    expect(showLink).toHaveAttribute('href', '/detail/show/show-1');
    expect(within(showLink).getByText('공연', { selector: 'mark' })).toBeInTheDocument();
    expect(within(shows).getByText('공연 취소')).toBeInTheDocument();
    expect(within(shows).getByText('12건 중 1건을 관련도 순으로 보여드립니다.')).toBeInTheDocument();

    const notices = screen.getByRole('region', { name: /공지사항 1건/ });
    expect(within(notices).getByRole('link', { name: '휴관 안내' })).toHaveAttribute('href', '/notice/detail/notice-1');
    expect(within(notices).getByText('공연', { selector: 'mark' })).toBeInTheDocument();

    const pages = screen.getByRole('region', { name: /안내 페이지 1건/ });
    expect(within(pages).getByRole('link', { name: /^공연 ?장 소개$/ })).toHaveAttribute('href', '/about/intro');
  });

  it('says when nothing matched', async () => {
    respondWith((url) => ({
      data: { shows: { count: 0, items: [] }, notices: { count: 0, items: [] }, pages: { count: 0, items: [] } },
      meta: { query: url.searchParams.get('q') ?? '', locale: 'ko' },
    }));
    await renderRoute('/search?q=zzz');
    expect(await screen.findByText(/검색 결과가 없습니다\./)).toBeInTheDocument();
  });

  it('asks for a query without one, and never asks the cms for nothing', async () => {
    respondWith((url) => results(url.searchParams.get('q') ?? ''));
    await renderRoute('/search?q=%20%20');
    expect(screen.getByText('찾으시는 공연, 공지사항, 안내 페이지의 검색어를 입력해주세요.')).toBeInTheDocument();
    expect(searched).toHaveLength(0);
  });

  it('shows the cms’s Korean refusal of a query that is too long', async () => {
    respondWith(() => ({
      status: 400,
      body: { data: null, error: { status: 400, name: 'ValidationError', message: SEARCH_MESSAGES.tooLong } },
    }));
    await renderRoute(`/search?q=${encodeURIComponent('가'.repeat(60))}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(SEARCH_MESSAGES.tooLong);
  });

  it('shows the cms’s refusal', async () => {
    respondWith(() => ({ status: 400, body: { error: { status: 400, name: 'ValidationError', message: '거절' } } }));
    await renderRoute('/search?q=abc');
    expect(await screen.findByRole('alert')).toHaveTextContent('거절');
  });

  it('shows an error with a retry when the cms fails', async () => {
    respondWith(() => ({ status: 500, body: {} }));
    await renderRoute('/search?q=def');
    expect(within(await screen.findByRole('alert')).getByRole('button', { name: '다시 시도' })).toBeInTheDocument();
  });

  it('searches from the header box on any page, and from the page’s own form', async () => {
    respondWith((url) => results(url.searchParams.get('q') ?? ''));
    const { user, router } = await renderRoute('/about/intro');
    const box = screen.getByRole('searchbox', { name: '사이트 검색' });
    await user.type(box, '대관 안내{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('대관 안내');
    await screen.findByText(/‘대관 안내’ 검색 결과/);
    // The header box keeps the query on the results page.
    expect(screen.getByRole('searchbox', { name: '사이트 검색' })).toHaveValue('대관 안내');

    const field = screen.getByRole('searchbox', { name: '검색어' });
    await user.clear(field);
    await user.type(field, '휴관{Enter}');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('q')).toBe('휴관'));
    expect(searched.at(-1)!.searchParams.get('q')).toBe('휴관');
  });
});

/** An English page's results: one translated show, the rest Korean fallbacks. */
const englishResults = (query: string): SearchResponse => {
  const korean = results(query);
  return {
    data: {
      ...korean.data,
      shows: {
        count: 2,
        items: [
          {
            ...korean.data.shows.items[0]!,
            documentId: 'show-en',
            title: 'Year-end Concert',
            performers: 'Kim Haneul, piano',
            locale: 'en',
          },
          { ...korean.data.shows.items[0]!, showStatus: 'scheduled', performers: '피아노 김하늘' },
        ],
      },
    },
    meta: { query, locale: 'en' },
  };
};

describe('/en/search', () => {
  it('asks for English results, speaks English, links to the English pages, and marks Korean fallbacks lang="ko"', async () => {
    respondWith((url) => englishResults(url.searchParams.get('q') ?? ''));
    await renderRoute('/en/search?q=concert');

    expect(screen.getByRole('heading', { level: 1, name: 'Site search' })).toBeInTheDocument();
    expect(await screen.findByText('4 results for ‘concert’')).toBeInTheDocument();
    expect(searched[0]!.searchParams.get('locale')).toBe('en');

    const shows = screen.getByRole('region', { name: 'Shows 2' });
    const english = within(shows).getByRole('link', { name: 'Year-end Concert' });
    expect(english).toHaveAttribute('href', '/en/detail/show/show-en');
    expect(english).not.toHaveAttribute('lang');
    const fallback = within(shows).getByRole('link', { name: /^공연 ?장 음악회$/ });
    expect(fallback).toHaveAttribute('href', '/en/detail/show/show-1');
    expect(fallback).toHaveAttribute('lang', 'ko');
    expect(within(shows).getAllByText('Cancelled')).toHaveLength(1);
    expect(within(shows).getByText('피아노 김하늘')).toHaveAttribute('lang', 'ko');

    const notices = screen.getByRole('region', { name: 'Notices 1' });
    const notice = within(notices).getByRole('link', { name: '휴관 안내' });
    expect(notice).toHaveAttribute('href', '/en/notice/detail/notice-1');
    expect(notice).toHaveAttribute('lang', 'ko');
    expect(
      within(notices)
        .getByText(/연말 공연 준비로/)
        .closest('p'),
    ).toHaveAttribute('lang', 'ko');

    const pages = screen.getByRole('region', { name: 'Information pages 1' });
    expect(within(pages).getByRole('link', { name: /^공연 ?장 소개$/ })).toHaveAttribute('href', '/en/about/intro');
  });

  it('says when nothing matched, in English', async () => {
    respondWith((url) => ({
      data: { shows: { count: 0, items: [] }, notices: { count: 0, items: [] }, pages: { count: 0, items: [] } },
      meta: { query: url.searchParams.get('q') ?? '', locale: 'en' },
    }));
    await renderRoute('/en/search?q=zzz');
    expect(await screen.findByText(/No results found\./)).toBeInTheDocument();
  });

  it('the header box on an English page searches in English', async () => {
    respondWith((url) => englishResults(url.searchParams.get('q') ?? ''));
    const { user, router } = await renderRoute('/en/about/intro');
    const box = screen.getByRole('searchbox', { name: 'Search the site' });
    expect(box.closest('form')).toHaveAttribute('action', '/en/search');
    await user.type(box, 'rental{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/search'));
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('rental');
    await screen.findByText('4 results for ‘rental’');
    expect(screen.getByRole('searchbox', { name: 'Search the site' })).toHaveValue('rental');
    expect(searched.at(-1)!.searchParams.get('locale')).toBe('en');
  });
});
