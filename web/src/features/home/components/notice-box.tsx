import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import type { NoticeCategory } from '@/shared/api/types';
import { seoulIsoWithOffset } from '@hall/contract/seoul-time';
import { contentLang, useCopy, useFormats, useLocale, useLocalizedPath } from '@/shared/i18n';
import { safeHref } from '@/shared/lib/safe-url';
import { EmptyState, ErrorState, InlineLoading } from '@/shared/ui/status';
import type { HomeContent } from '../api/get-home';
import { homeCopy } from '../copy';
import './notice-box.css';

const TABS: Array<{ category: NoticeCategory; label: (copy: { general: string; ticketOpen: string }) => string }> = [
  { category: 'general', label: (copy) => copy.general },
  { category: 'ticketOpen', label: (copy) => copy.ticketOpen },
];

interface NoticeBoxProps {
  /** Undefined while the home content loads. */
  notices: HomeContent['notices'] | undefined;
  failed: boolean;
  onRetry: () => void;
}

function NoticePanel({ category, notices: all, failed, onRetry }: NoticeBoxProps & { category: NoticeCategory }) {
  const copy = useCopy(homeCopy).notices;
  const formats = useFormats();
  const locale = useLocale();
  const localized = useLocalizedPath();
  if (failed) return <ErrorState onRetry={onRetry} />;
  if (!all) return <InlineLoading />;
  const notices = all[category];
  if (notices.length === 0) return <EmptyState>{copy.empty}</EmptyState>;

  return (
    <ul className="notice-box__list">
      {notices.map((notice) => {
        const external = notice.category === 'ticketOpen' ? safeHref(notice.externalUrl) : undefined;
        const content = (
          <>
            <span className="notice-box__title" lang={contentLang(notice, locale)}>
              {notice.title}
            </span>
            <time className="notice-box__date" dateTime={seoulIsoWithOffset(notice.postedAt)}>
              {formats.date(notice.postedAt)}
            </time>
          </>
        );
        return (
          <li key={notice.documentId}>
            {external ? (
              <a className="notice-box__link" href={external} target="_blank" rel="noopener noreferrer">
                {content}
                <span className="visually-hidden"> ({copy.newWindow})</span>
              </a>
            ) : (
              <Link className="notice-box__link" to={localized(`/notice/detail/${notice.documentId}`)}>
                {content}
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** Two tabs (general notices, ticket openings), up to 9 items each. */
export function NoticeBox(props: NoticeBoxProps) {
  const copy = useCopy(homeCopy).notices;
  const localized = useLocalizedPath();
  const [active, setActive] = useState(0);
  const baseId = useId();
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const keys: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1 };
    let next: number | undefined;
    if (event.key in keys) next = (active + keys[event.key]! + TABS.length) % TABS.length;
    if (event.key === 'Home') next = 0;
    if (event.key === 'End') next = TABS.length - 1;
    if (next === undefined) return;
    event.preventDefault();
    setActive(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <section className="notice-box" aria-labelledby={`${baseId}-title`}>
      <div className="notice-box__head">
        <h2 id={`${baseId}-title`} className="section-title">
          {copy.title}
        </h2>
        <Link className="notice-box__more" to={localized('/notice')}>
          {copy.more} <span aria-hidden="true">→</span>
        </Link>
      </div>
      <div className="notice-box__tabs" role="tablist" aria-label={copy.tabsLabel}>
        {TABS.map((tab, index) => (
          <button
            key={tab.category}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${index}`}
            aria-selected={active === index}
            aria-controls={`${baseId}-panel-${index}`}
            tabIndex={active === index ? 0 : -1}
            className={`notice-box__tab${active === index ? ' is-active' : ''}`}
            onClick={() => setActive(index)}
            onKeyDown={onKeyDown}
          >
            {tab.label(copy)}
          </button>
        ))}
      </div>
      {TABS.map((tab, index) => (
        <div
          key={tab.category}
          role="tabpanel"
          id={`${baseId}-panel-${index}`}
          aria-labelledby={`${baseId}-tab-${index}`}
          hidden={active !== index}
          className="notice-box__panel"
        >
          <NoticePanel category={tab.category} {...props} />
        </div>
      ))}
    </section>
  );
}
