import { useId } from 'react';
import { isCalendarDay } from '@hall/contract/seoul-time';
import {
  FEE_KIND_BY_CATEGORY,
  RENTAL_FEE_KIND_LABELS,
  completeFeeRates,
  depositOf,
  quoteFee,
  won,
} from '@hall/contract/rental-fees';
import { useSiteConfig } from '@/shared/api/get-site-config';
import { applicationCopy as copy, CATEGORY_OPTIONS, type RentalCategory } from '../copy';

/** The quote the cms will store, from the site config's fee table: for the chosen day once there is one. */
function feeText(category: RentalCategory, desiredDate: string, rows: Parameters<typeof completeFeeRates>[0]) {
  const rates = completeFeeRates(rows);
  if (!isCalendarDay(desiredDate)) {
    const rate = rates.find((row) => row.kind === FEE_KIND_BY_CATEGORY[category])!;
    return copy.fee(RENTAL_FEE_KIND_LABELS[rate.kind], rate.hours, won(rate.weekdayFee));
  }
  const quote = quoteFee(category, desiredDate, rates);
  return copy.quote(
    RENTAL_FEE_KIND_LABELS[quote.kind],
    copy.dayTypes[quote.dayType],
    quote.hours,
    won(quote.total),
    won(depositOf(quote)),
  );
}

/** The four categories as radio buttons, with the fee of the chosen one (for the chosen day, once there is one). */
export function CategoryField({
  value,
  desiredDate = '',
  error,
  onChange,
}: {
  value: RentalCategory | '';
  desiredDate?: string;
  error?: string;
  onChange: (value: RentalCategory) => void;
}) {
  const id = useId();
  const { data: config } = useSiteConfig();
  const fee = value ? feeText(value, desiredDate, config?.rentalFees) : undefined;
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
            <span className="category-field__fee-label">{copy.feeLabel}</span> {fee}
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
