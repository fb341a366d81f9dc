import { useId } from 'react';
import { Form, useLocation, useSearchParams } from 'react-router-dom';
import { SEARCH_INPUT_MAX_LENGTH } from '@hall/contract/search';
import { searchCopy as copy } from '../copy';
import { searchQueryOf } from '../lib/search-params';
import './search-box.css';

/**
 * The header's search box on every page: a GET form to /search (it works before the scripts load;
 * with them the router navigates). On /search it starts with the page's query.
 */
export function SearchBox({ action = '/search' }: { action?: string }) {
  const id = useId();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const current = location.pathname === action ? searchQueryOf(searchParams) : '';
  return (
    <Form className="search-box" role="search" method="get" action={action} key={current}>
      <label htmlFor={id} className="visually-hidden">
        {copy.box.label}
      </label>
      <input
        id={id}
        className="search-box__input"
        type="search"
        name="q"
        defaultValue={current}
        placeholder={copy.box.placeholder}
        maxLength={SEARCH_INPUT_MAX_LENGTH}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit" className="search-box__submit">
        <svg className="search-box__icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">{copy.box.submit}</span>
      </button>
    </Form>
  );
}
