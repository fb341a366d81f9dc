import { Link } from 'react-router-dom';
import { sharedCopy } from '@/shared/copy';
import { useCopy } from '@/shared/i18n';
import './pagination.css';

interface PaginationProps {
  page: number;
  pageCount: number;
  /** Link target of a page (pages are addressable, so back/forward and sharing work). */
  hrefFor: (page: number) => string;
  /** Page numbers shown at once. */
  windowSize?: number;
}

/** Numbered paging in blocks of `windowSize`, with first/previous/next/last. */
export function Pagination({ page, pageCount, hrefFor, windowSize = 10 }: PaginationProps) {
  const { pagination: copy } = useCopy(sharedCopy);
  if (pageCount <= 1) return null;
  const current = Math.min(Math.max(1, page), pageCount);
  const blockStart = Math.floor((current - 1) / windowSize) * windowSize + 1;
  const blockEnd = Math.min(pageCount, blockStart + windowSize - 1);
  const pages = Array.from({ length: blockEnd - blockStart + 1 }, (_, index) => blockStart + index);

  const edge = (target: number, label: string, symbol: string, disabled: boolean) =>
    disabled ? (
      <span className="pagination__edge is-disabled" aria-hidden="true">
        {symbol}
      </span>
    ) : (
      <Link className="pagination__edge" to={hrefFor(target)} aria-label={label}>
        <span aria-hidden="true">{symbol}</span>
      </Link>
    );

  return (
    <nav className="pagination" aria-label={copy.label}>
      {edge(1, copy.first, '«', current === 1)}
      {edge(current - 1, copy.previous, '‹', current === 1)}
      <ol className="pagination__pages">
        {pages.map((number) => (
          <li key={number}>
            {/* Named by the visible number and a hidden '페이지' ("3 페이지"): the visible text is a word of the name. */}
            {number === current ? (
              <span className="pagination__page is-current" aria-current="page">
                {number}
                <span className="visually-hidden">{copy.pageSuffix}</span>
              </span>
            ) : (
              <Link className="pagination__page" to={hrefFor(number)}>
                {number}
                <span className="visually-hidden">{copy.pageSuffix}</span>
              </Link>
            )}
          </li>
        ))}
      </ol>
      {edge(current + 1, copy.next, '›', current === pageCount)}
      {edge(pageCount, copy.last, '»', current === pageCount)}
    </nav>
  );
}
