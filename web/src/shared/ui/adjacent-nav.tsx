import { Link } from 'react-router-dom';
import './adjacent-nav.css';

export interface AdjacentEntry {
  label: string;
  /** undefined while loading, null when there is none. */
  target: { to: string; title: string; dateText: string; dateTime: string; lang?: string } | null | undefined;
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
