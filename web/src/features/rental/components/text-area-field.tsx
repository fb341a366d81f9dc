import { useId } from 'react';

/** A labelled textarea in the form-field style, for the multi-line fields. */
export function TextAreaField({
  label,
  name,
  value,
  error,
  required,
  maxLength,
  placeholder,
  onBlur,
  onValueChange,
  'data-field': dataField,
}: {
  label: string;
  name: string;
  value: string;
  error?: string;
  required?: boolean;
  maxLength?: number;
  placeholder?: string;
  onBlur?: () => void;
  onValueChange: (value: string) => void;
  'data-field'?: string;
}) {
  const id = useId();
  return (
    <div className={['form-field', error ? 'has-error' : ''].filter(Boolean).join(' ')}>
      <label className="form-field__label" htmlFor={id}>
        {label}
        {required ? (
          <span className="form-field__required" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      <textarea
        id={id}
        name={name}
        data-field={dataField}
        className="form-field__input rental-form__textarea"
        rows={3}
        value={value}
        required={required}
        maxLength={maxLength}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onBlur={onBlur}
        onChange={(event) => onValueChange(event.target.value)}
      />
      {error ? (
        <p id={`${id}-error`} className="form-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
