import type { ListHeader } from '../kit/list-columns';
import { readableFields } from './permissions';

/** The list view's address: /admin/content-manager/collection-types/<uid>. */
const LIST_PATH = /\/content-manager\/collection-types\/([^/?#]+)/;

/** Columns every document has, which a field-limited read permission does not name. */
const ALWAYS_READABLE = new Set(['id', 'documentId', 'createdAt', 'updatedAt', 'publishedAt', 'status', 'locale']);

/**
 * Strapi draws the list's columns from the type's list layout, the same for every role; a
 * column of a field the staff member may not read is always empty (대관 담당 reads a member's
 * 아이디 and 이메일 only, and saw 이름, 휴대폰 번호 and 차단 as empty columns). The list view hook
 * leaves those columns out for them; the Super Admin sees every column.
 */
export function readableColumnsOnly<Layout>({
  displayedHeaders,
  layout,
}: {
  displayedHeaders: ListHeader[];
  layout: Layout;
}): { displayedHeaders: ListHeader[]; layout: Layout } {
  const model = decodeURIComponent(window.location.pathname.match(LIST_PATH)?.[1] ?? '');
  const readable = model ? readableFields(model) : null;
  if (!readable) return { displayedHeaders, layout };
  return {
    displayedHeaders: displayedHeaders.filter(
      (header) => ALWAYS_READABLE.has(header.name) || readable.has(header.name.split('.')[0]),
    ),
    layout,
  };
}
