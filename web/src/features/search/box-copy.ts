/** Korean strings of the header's search box, on every page (copy.ts re-exports them). */
export const searchBoxCopy = {
  label: '사이트 검색',
  placeholder: '검색어 입력',
  submit: '검색',
} as const;
