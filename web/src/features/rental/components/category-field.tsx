import { useId } from 'react';
import { applicationCopy as copy, CATEGORY_OPTIONS, rentalCopy, type RentalCategory } from '../copy';

/** The four categories as radio buttons, with the fee of the chosen one. */
export function CategoryField({
  value,
  error,
  onChange,
}: {
  value: RentalCategory | '';
  error?: string;
  onChange: (value: RentalCategory) => void;
}) {
  const id = useId();
  const chosen = CATEGORY_OPTIONS.find((option) => option.value === value);
  const fee = chosen ? rentalCopy.fees.find((row) => row.key === chosen.fee) : undefined;
  const describedBy = [`${id}-fee`, error ? `${id}-error` : ''].filter(Boolean).join(' ');

  return (
    <fieldset className={['form-field', 'category-field', error ? 'has-error' : ''].filter(Boolean).join(' ')}>
      <legend className="form-field__label">
        {copy.fields.category}
        <span className="form-field__required" aria-hidden="true">
          *
        </span>
      </legend>
      <div className="category-field__options">
        {CATEGORY_OPTIONS.map((option, index) => (
          <label key={option.value} className={`category-field__option${option.value === value ? ' is-checked' : ''}`}>
            <input
              type="radio"
              name="category"
              value={option.value}
              data-field={index === 0 ? 'category' : undefined}
              checked={option.value === value}
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <p id={`${id}-fee`} className="category-field__fee" aria-live="polite">
        {fee ? (
          <>
            <span className="category-field__fee-label">{copy.feeLabel}</span> {copy.fee(fee.kind, fee.hours, fee.fee)}
          </>
        ) : (
          copy.feeChooseFirst
        )}
      </p>
      {error ? (
        <p id={`${id}-error`} className="form-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
