import { useId, type FormEvent } from 'react';

export interface SearchFormProps {
  /** The search in the address (`?q=`): the field starts with it and is reset when it changes. */
  value: string;
  /** The trimmed text submitted, '' for an empty search. */
  onSearch: (text: string) => void;
  label: string;
  placeholder: string;
  submitLabel: string;
  className?: string;
}

/** The title search of the notice and show lists (the `q` of their address). */
export function SearchForm({ value, onSearch, label, placeholder, submitLabel, className }: SearchFormProps) {
  const id = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = new FormData(event.currentTarget).get('q');
    onSearch(typeof text === 'string' ? text.trim() : '');
  };
  return (
    <form
      className={['search-form', className].filter(Boolean).join(' ')}
      role="search"
      onSubmit={onSubmit}
      key={value}
    >
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        id={id}
        className="search-form__input"
        type="search"
        name="q"
        defaultValue={value}
        placeholder={placeholder}
        maxLength={100}
      />
      <button type="submit" className="button button--primary">
        {submitLabel}
      </button>
    </form>
  );
}
