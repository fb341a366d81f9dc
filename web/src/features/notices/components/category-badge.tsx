import type { NoticeCategory } from '@/shared/api/types';
import { noticesCopy } from '../copy';

export function CategoryBadge({ category }: { category: NoticeCategory }) {
  return (
    <span className={`badge ${category === 'ticketOpen' ? 'badge--ticket' : 'badge--general'}`}>
      {noticesCopy.categories[category]}
    </span>
  );
}
