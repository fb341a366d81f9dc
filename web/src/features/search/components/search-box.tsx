import { useId, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useCopy, useLocalizedPath } from '@/shared/i18n';
import { searchBoxCopy } from '../box-copy';
import { searchQueryOf } from '../lib/search-params';
import './search-box.css';

/**
 * The header's search box on every page: a plain GET form to /search (/en/search on English
 * pages), which works before the scripts load; with them the router navigates (react-router's
 * <Form> would add its submit machinery to every page's first load). On the search page it starts
 * with the page's query.
 */
export function SearchBox() {
  const copy = useCopy(searchBoxCopy);
  const action = useLocalizedPath()('/search');
  const id = useId();
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const current = location.pathname === action ? searchQueryOf(searchParams) : '';
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = new FormData(event.currentTarget).get('q');
    navigate(`${action}?${new URLSearchParams({ q: typeof text === 'string' ? text : '' })}`);
  };
  return (
    <form className="search-box" role="search" method="get" action={action} onSubmit={onSubmit} key={current}>
      <label htmlFor={id} className="visually-hidden">
        {copy.label}
      </label>
      <input
        id={id}
        className="search-box__input"
        type="search"
        name="q"
        defaultValue={current}
        placeholder={copy.placeholder}
        maxLength={200}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit" className="search-box__submit">
        <svg className="search-box__icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">{copy.submit}</span>
      </button>
    </form>
  );
}
