import { Link } from 'react-router-dom';
import type { Locale } from '@hall/contract/locales';
import { seoulIsoWithOffset } from '@hall/contract/seoul-time';
import { contentLang } from '@/shared/i18n';
import './adjacent-nav.css';

export interface AdjacentEntry {
  label: string;
  /** undefined while loading, null when there is none. */
  target: { to: string; title: string; dateText: string; dateTime: string; lang?: string } | null | undefined;
}

/**
 * The entry of the record before or after the one shown: its link, its title (in the record's
 * language, said when it is not the page's) and its date; `describe` gives where it lives and
 * which date it shows.
 */
export function adjacentEntry<T extends { title: string; locale?: Locale }>(
  label: string,
  record: T | null | undefined,
  pageLocale: Locale,
  describe: (record: T) => { to: string; date: string; dateText: string },
): AdjacentEntry {
  if (!record) return { label, target: record };
  const { to, date, dateText } = describe(record);
  return {
    label,
    target: {
      to,
      title: record.title,
      lang: contentLang(record, pageLocale),
      dateText,
      dateTime: seoulIsoWithOffset(date),
    },
  };
}

/** Previous/next record links under a detail page. */
export function AdjacentNav({
  label,
  entries,
  noneText,
}: {
  label: string;
  entries: AdjacentEntry[];
  noneText: string;
}) {
  return (
    <nav className="adjacent-nav" aria-label={label}>
      {entries.map((entry) => (
        <div key={entry.label} className="adjacent-nav__row">
          <span className="adjacent-nav__label">{entry.label}</span>
          {entry.target ? (
            <Link className="adjacent-nav__link" to={entry.target.to}>
              <span className="adjacent-nav__title" lang={entry.target.lang}>
                {entry.target.title}
              </span>
              <time className="adjacent-nav__date" dateTime={entry.target.dateTime}>
                {entry.target.dateText}
              </time>
            </Link>
          ) : (
            <span className="adjacent-nav__none">{entry.target === null ? noneText : ''}</span>
          )}
        </div>
      ))}
    </nav>
  );
}
