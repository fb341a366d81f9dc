import { defineCopy } from '@/shared/i18n/catalogue';

/** Strings of the header's search box, on every page (copy.ts re-exports them): Korean, then English. */
export const searchBoxCopy = defineCopy(
  {
    label: '사이트 검색',
    placeholder: '검색어 입력',
    submit: '검색',
  },
  {
    label: 'Search the site',
    placeholder: 'Search',
    submit: 'Search',
  },
);
