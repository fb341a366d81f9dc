import { NOTICE_CATEGORY_LABELS } from '@hall/contract/labels';
import { defineCopy } from '@/shared/i18n/catalogue';

// The header box's strings are on every page: in a module of their own, so that a page's first
// load carries only them (a shared module goes whole into the first load's chunk).
export { searchBoxCopy } from './box-copy';

/** Strings of the /search page: Korean, then English. */
export const searchCopy = defineCopy(
  {
    eyebrow: '검색',
    title: '통합 검색',
    description: '공연, 공지사항, 공연장 안내를 한 번에 검색합니다.',
    titleFor: (query: string) => `‘${query}’ 검색 결과`,
    resultsLabel: '검색 결과',
    form: {
      label: '검색어',
      placeholder: '검색어를 입력해주세요',
      submit: '검색',
    },
    prompt: '찾으시는 공연, 공지사항, 안내 페이지의 검색어를 입력해주세요.',
    summary: (query: string, total: number) => `‘${query}’ 검색 결과 ${total.toLocaleString('ko-KR')}건`,
    empty: '검색 결과가 없습니다.',
    emptyHint: '검색어의 철자를 확인하거나 다른 검색어로 다시 검색해주세요.',
    kinds: {
      shows: '공연',
      notices: '공지사항',
      pages: '안내 페이지',
    },
    count: (count: number) => `${count.toLocaleString('ko-KR')}건`,
    /** Said when a kind has more results than it lists. */
    more: (shown: number, count: number) =>
      `${count.toLocaleString('ko-KR')}건 중 ${shown.toLocaleString('ko-KR')}건을 관련도 순으로 보여드립니다.`,
    performers: '출연',
    noticeCategories: NOTICE_CATEGORY_LABELS,
    newWindow: '새 창',
  },
  {
    eyebrow: 'Search',
    title: 'Site search',
    description: 'Search shows, notices and the hall’s information pages at once.',
    titleFor: (query: string) => `Results for ‘${query}’`,
    resultsLabel: 'Search results',
    form: {
      label: 'Search terms',
      placeholder: 'Enter search terms',
      submit: 'Search',
    },
    prompt: 'Enter a word to find shows, notices and information pages.',
    summary: (query: string, total: number) =>
      `${total.toLocaleString('en-US')} ${total === 1 ? 'result' : 'results'} for ‘${query}’`,
    empty: 'No results found.',
    emptyHint: 'Check the spelling or try different words.',
    kinds: {
      shows: 'Shows',
      notices: 'Notices',
      pages: 'Information pages',
    },
    count: (count: number) => `${count.toLocaleString('en-US')}`,
    more: (shown: number, count: number) =>
      `Showing the ${shown.toLocaleString('en-US')} most relevant of ${count.toLocaleString('en-US')}.`,
    performers: 'Performers',
    noticeCategories: { general: 'Notice', ticketOpen: 'Ticket opening' },
    newWindow: 'opens in a new window',
  },
);
