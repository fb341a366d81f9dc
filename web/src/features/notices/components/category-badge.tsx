import type { NoticeCategory } from '@/shared/api/types';
import { useCopy } from '@/shared/i18n';
import { noticesCopy } from '../copy';

export function CategoryBadge({ category }: { category: NoticeCategory }) {
  const copy = useCopy(noticesCopy);
  return (
    <span className={`badge ${category === 'ticketOpen' ? 'badge--ticket' : 'badge--general'}`}>
      {copy.categories[category]}
    </span>
  );
}
