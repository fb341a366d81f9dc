import { useId, useState } from 'react';
import { TextField } from '@/shared/ui/form-field';
import { applicationCopy as copy } from '../copy';
import { useApplicationForm } from '../hooks/use-application-form';
import { digitsOnly, MAX_LENGTH, type FieldName } from '../lib/application-form';
import { AddressField } from './address-field';
import { Agreement } from './agreement';
import { CategoryField } from './category-field';
import { DesiredDateField } from './desired-date-field';
import { FileField } from './file-field';
import { PrivacyConsentDialog } from './privacy-consent-dialog';
import { TextAreaField } from './text-area-field';

/** The application form of /apply/write: its sections in the order of the paper form. */
export function RentalApplicationForm() {
  const { formRef, form, errors, submitting, today, update, blur, setError, submit } = useApplicationForm();
  const [privacyOpen, setPrivacyOpen] = useState(false);
  const ids = useId();

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
    <form ref={formRef} className="rental-form" onSubmit={submit} noValidate aria-describedby={`${ids}-required`}>
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
          desiredDate={form.desiredDate}
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
          <TextField
            label={copy.fields.fax}
            type="tel"
            placeholder={copy.placeholders.fax}
            {...digitProps('fax')}
            required={false}
          />
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
          category={form.category}
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
