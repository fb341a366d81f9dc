import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { StrapiRequestError } from '@/shared/api/strapi';
import { useAuth } from '@/shared/auth/auth-store';
import { LoginRedirect } from '@/shared/auth/guards';
import { sharedCopy } from '@/shared/copy';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { todayInSeoul } from '@/shared/lib/seoul-time';
import { RENTAL_TABS } from '@/shared/navigation';
import { TextField } from '@/shared/ui/form-field';
import { useLoadingWhile } from '@/shared/ui/loading';
import { PageHeader } from '@/shared/ui/page-header';
import { TabBar } from '@/shared/ui/tab-bar';
import { useToast } from '@/shared/ui/toast';
import { newIdempotencyKey, submitRentalApplication, useBusyDates } from '../api/rental-applications';
import { AddressField } from '../components/address-field';
import { FileField } from '../components/file-field';
import { PrivacyConsentDialog } from '../components/privacy-consent-dialog';
import { applicationCopy as copy, CATEGORY_OPTIONS, rentalCopy, type RentalCategory } from '../copy';
import {
  digitsOnly,
  EMPTY_FORM,
  firstInvalidField,
  MAX_LENGTH,
  messagesForServerErrors,
  serverFieldErrors,
  toApplicationInput,
  UPLOAD_ERROR_NAMES,
  validateField,
  validateForm,
  type ApplicationForm,
  type FieldErrors,
  type FieldName,
} from '../lib/application-form';
import '@/shared/ui/form.css';
import './rental-write.css';

/** What /finish/apply receives from a successful submission. */
export interface FinishState {
  submitted?: string;
}

/**
 * /apply/write: members only. A visitor who is not logged in is sent to /login, which tells them
 * so and brings them back here afterwards (the server sends visitors it knows are logged out
 * there before drawing this page).
 */
export function RentalWritePage() {
  useDocumentTitle(copy.title, copy.description);
  const { status, endedBy, endedAtKey } = useAuth();
  const location = useLocation();
  useLoadingWhile(status === 'unknown');

  return (
    <>
      <PageHeader eyebrow={copy.eyebrow} title={copy.title} description={copy.description} />
      <TabBar items={RENTAL_TABS} label={sharedCopy.tabs.rental.label} />
      <div className="container page-section rental-write">
        {status === 'authenticated' ? <ApplicationFormView /> : null}
        {status === 'anonymous' ? (
          <LoginRedirect loggedOutHere={endedBy === 'logout' && endedAtKey === location.key} />
        ) : null}
      </div>
    </>
  );
}

function ApplicationFormView() {
  const navigate = useNavigate();
  const { showToast } = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const [form, setForm] = useState<ApplicationForm>(EMPTY_FORM);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [privacyOpen, setPrivacyOpen] = useState(false);
  useLoadingWhile(submitting);
  const today = todayInSeoul();
  const ids = useId();
  // The address widget calls back with the handlers of the render that opened it.
  const latest = useRef({ form, errors });
  latest.current = { form, errors };
  // One key per filled-in form: made at its first submission, sent again with every retry of
  // the same content, dropped as soon as anything is changed.
  const submissionKey = useRef<string | null>(null);

  function setError(name: FieldName, message: string | null) {
    setErrors((previous) => {
      if ((previous[name] ?? null) === message) return previous;
      const next = { ...previous };
      if (message) next[name] = message;
      else delete next[name];
      return next;
    });
  }

  /** Changes a value; a field that shows a message is checked again at once, so the message goes when fixed. */
  function update<K extends FieldName>(name: K, value: ApplicationForm[K], { check = false } = {}) {
    const next = { ...latest.current.form, [name]: value };
    latest.current = { ...latest.current, form: next };
    submissionKey.current = null;
    setForm(next);
    if (check || latest.current.errors[name]) setError(name, validateField(name, next, today));
  }

  /** Leaving a filled field checks its format; an empty one is reported on submit. */
  function blur(name: FieldName) {
    const value = form[name];
    if (typeof value === 'string' && value.trim() === '' && !errors[name]) return;
    setError(name, validateField(name, form, today));
  }

  function focusField(name: FieldName | undefined) {
    if (!name) return;
    formRef.current?.querySelector<HTMLElement>(`[data-field="${name}"]`)?.focus();
  }

  function showFieldErrors(found: FieldErrors) {
    setErrors((previous) => ({ ...previous, ...found }));
    focusField(firstInvalidField(found));
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    const found = validateForm(form, today);
    if (firstInvalidField(found)) {
      setErrors(found);
      focusField(firstInvalidField(found));
      showToast(copy.messages.incomplete);
      return;
    }

    setSubmitting(true);
    submissionKey.current ??= newIdempotencyKey();
    try {
      const response = await submitRentalApplication(
        toApplicationInput(form),
        { businessRegistration: form.businessRegistration!, performancePlan: form.performancePlan! },
        submissionKey.current,
      );
      const state: FinishState = { submitted: response.data.documentId };
      navigate('/finish/apply', { replace: true, state });
    } catch (caught) {
      setSubmitting(false);
      // The key already named other content (the cms says so in its message): a new one next time.
      if (caught instanceof StrapiRequestError && caught.status === 409) submissionKey.current = null;
      showToast(failureMessage(caught));
      if (caught instanceof StrapiRequestError && (caught.status === 400 || caught.status === 413)) {
        const found = messagesForServerErrors(caught.details, form, today);
        if (firstInvalidField(found)) showFieldErrors(found);
      }
    }
  }

  function failureMessage(caught: unknown): string {
    if (!(caught instanceof StrapiRequestError)) return copy.messages.submitFailed;
    // The login ended: the page sends the visitor to /login.
    if (caught.status === 401) return sharedCopy.account.loginRequired;
    if (caught.status === 409 && caught.message) return caught.message;
    const fieldErrors = serverFieldErrors(caught.details);
    const uploadFailed =
      caught.status === 0 ||
      caught.status === 413 ||
      UPLOAD_ERROR_NAMES.includes(caught.errorName) ||
      fieldErrors.some((error) => UPLOAD_ERROR_NAMES.includes(error.name ?? ''));
    if (uploadFailed) return copy.messages.uploadFailed;
    if (caught.status === 400 && firstInvalidField(messagesForServerErrors(caught.details, form, today))) {
      return copy.messages.incomplete;
    }
    return copy.messages.submitFailed;
  }

  const textProps = (name: Extract<FieldName, keyof typeof MAX_LENGTH>) => ({
    name,
    'data-field': name,
    required: true,
    maxLength: MAX_LENGTH[name],
    value: form[name] as string,
    error: errors[name],
    onBlur: () => blur(name),
    onValueChange: (value: string) => update(name, value),
  });

  const digitProps = (name: 'businessNumber' | 'tel' | 'fax' | 'contactPhone') => ({
    ...textProps(name),
    inputMode: 'numeric' as const,
    hint: copy.digitsHint,
    onValueChange: (value: string) => update(name, digitsOnly(value)),
  });

  return (
    <form ref={formRef} className="rental-form" onSubmit={onSubmit} noValidate aria-describedby={`${ids}-required`}>
      <p id={`${ids}-required`} className="rental-form__required-note">
        {copy.requiredNote}
      </p>

      <section className="rental-form__terms" aria-labelledby={`${ids}-terms`}>
        <h2 id={`${ids}-terms`} className="rental-form__terms-title">
          {copy.termsTitle}
        </h2>
        <ul className="check-list">
          {copy.terms.map((term) => (
            <li key={term}>{term}</li>
          ))}
        </ul>
        <Agreement
          name="termsAgreed"
          checked={form.termsAgreed}
          error={errors.termsAgreed}
          onChange={(checked) => update('termsAgreed', checked, { check: true })}
        >
          {copy.termsAgree}
        </Agreement>
      </section>

      <fieldset className="rental-form__group">
        <legend className="rental-form__legend">{copy.sections.applicant}</legend>
        <CategoryField
          value={form.category}
          error={errors.category}
          onChange={(category) => update('category', category, { check: true })}
        />
        <TextField
          label={copy.fields.company}
          autoComplete="organization"
          placeholder={copy.placeholders.company}
          {...textProps('company')}
        />
        <TextField
          label={copy.fields.businessNumber}
          placeholder={copy.placeholders.businessNumber}
          {...digitProps('businessNumber')}
        />
        <FileField
          name="businessRegistration"
          label={copy.fields.businessRegistration}
          file={form.businessRegistration}
          error={errors.businessRegistration}
          onFileChange={(file) => update('businessRegistration', file)}
          onReject={(message) => setError('businessRegistration', message)}
        />
        <AddressField
          basic={form.addressBasic}
          detail={form.addressDetail}
          basicError={errors.addressBasic}
          detailError={errors.addressDetail}
          onBasicChange={(value) => update('addressBasic', value, { check: value.trim() !== '' })}
          onDetailChange={(value) => update('addressDetail', value)}
          onBasicBlur={() => blur('addressBasic')}
        />
        <div className="rental-form__pair">
          <TextField
            label={copy.fields.tel}
            type="tel"
            autoComplete="tel"
            placeholder={copy.placeholders.tel}
            {...digitProps('tel')}
          />
          <TextField label={copy.fields.fax} type="tel" placeholder={copy.placeholders.fax} {...digitProps('fax')} />
        </div>
        <TextField
          label={copy.fields.email}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder={copy.placeholders.email}
          {...textProps('email')}
        />
      </fieldset>

      <fieldset className="rental-form__group">
        <legend className="rental-form__legend">{copy.sections.show}</legend>
        <TextField
          label={copy.fields.showTitle}
          placeholder={copy.placeholders.showTitle}
          {...textProps('showTitle')}
        />
        <TextAreaField
          label={copy.fields.performerFormat}
          placeholder={copy.placeholders.performerFormat}
          {...textProps('performerFormat')}
        />
        <FileField
          name="performancePlan"
          label={copy.fields.performancePlan}
          file={form.performancePlan}
          error={errors.performancePlan}
          onFileChange={(file) => update('performancePlan', file)}
          onReject={(message) => setError('performancePlan', message)}
        />
        <DesiredDateField
          value={form.desiredDate}
          min={today}
          error={errors.desiredDate}
          onChange={(value) => update('desiredDate', value, { check: value !== '' })}
          onBlur={() => blur('desiredDate')}
        />
        <TextField
          label={copy.fields.desiredTime}
          placeholder={copy.placeholders.desiredTime}
          {...textProps('desiredTime')}
        />
      </fieldset>

      <fieldset className="rental-form__group">
        <legend className="rental-form__legend">{copy.sections.contact}</legend>
        <div className="rental-form__pair">
          <TextField
            label={copy.fields.contactName}
            autoComplete="name"
            placeholder={copy.placeholders.contactName}
            {...textProps('contactName')}
          />
          <TextField
            label={copy.fields.contactPhone}
            type="tel"
            autoComplete="tel"
            placeholder={copy.placeholders.contactPhone}
            {...digitProps('contactPhone')}
          />
        </div>
      </fieldset>

      <div className="rental-form__consent">
        <Agreement
          name="privacyAgreed"
          checked={form.privacyAgreed}
          error={errors.privacyAgreed}
          onChange={(checked) => update('privacyAgreed', checked, { check: true })}
          details={
            <button
              type="button"
              className="form-agreement__view"
              aria-label={copy.privacyDetailsLabel}
              aria-haspopup="dialog"
              onClick={() => setPrivacyOpen(true)}
            >
              {copy.privacyDetails}
            </button>
          }
        >
          {copy.privacyAgree}
        </Agreement>
      </div>

      <div className="rental-form__actions">
        <button
          type="submit"
          className="button button--gold rental-form__submit"
          disabled={submitting}
          aria-busy={submitting || undefined}
        >
          {copy.submit}
        </button>
      </div>

      <PrivacyConsentDialog open={privacyOpen} onClose={() => setPrivacyOpen(false)} />
    </form>
  );
}

function Agreement({
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

function CategoryField({
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

function DesiredDateField({
  value,
  min,
  error,
  onChange,
  onBlur,
}: {
  value: string;
  min: string;
  error?: string;
  onChange: (value: string) => void;
  onBlur: () => void;
}) {
  const month = /^\d{4}-\d{2}-\d{2}$/.test(value) ? value.slice(0, 7) : null;
  const { data: busy } = useBusyDates(month);
  const isBusy = Boolean(value && busy?.month === month && busy.busyDates.includes(value));

  return (
    <div className="desired-date">
      <TextField
        label={copy.fields.desiredDate}
        type="date"
        name="desiredDate"
        data-field="desiredDate"
        required
        min={min}
        value={value}
        error={error}
        hint={copy.desiredDateHint}
        onBlur={onBlur}
        onValueChange={onChange}
      />
      <div role="status" aria-live="polite">
        {isBusy ? <p className="desired-date__busy">{copy.busyDate}</p> : null}
      </div>
    </div>
  );
}

function TextAreaField({
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

export { RentalWritePage as Component };
