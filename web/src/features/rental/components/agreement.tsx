import type { ReactNode } from 'react';
import { applicationCopy as copy } from '../copy';

/** A required agreement checkbox (대관 준수 사항, 개인정보 수집·이용) with its message. */
export function Agreement({
  name,
  checked,
  error,
  onChange,
  details,
  children,
}: {
  name: 'termsAgreed' | 'privacyAgreed';
  checked: boolean;
  error?: string;
  onChange: (checked: boolean) => void;
  details?: ReactNode;
  children: ReactNode;
}) {
  const errorId = `${name}-error`;
  return (
    <div className={['form-field', error ? 'has-error' : ''].filter(Boolean).join(' ')}>
      <div className="form-agreement">
        <label className="checkbox">
          <input
            type="checkbox"
            name={name}
            data-field={name}
            checked={checked}
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => onChange(event.target.checked)}
          />
          <span>
            {children} <span className="rental-form__required-tag">{copy.requiredTag}</span>
          </span>
        </label>
        {details}
      </div>
      {error ? (
        <p id={errorId} className="form-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
