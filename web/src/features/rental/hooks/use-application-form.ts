import { useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { todayInSeoul } from '@hall/contract/seoul-time';
import { StrapiRequestError } from '@/shared/api/strapi';
import { sharedCopy } from '@/shared/copy';
import { useLoadingWhile } from '@/shared/ui/loading';
import { useToast } from '@/shared/ui/toast';
import { newIdempotencyKey, submitRentalApplication } from '../api/rental-applications';
import { applicationCopy as copy } from '../copy';
import {
  EMPTY_FORM,
  firstInvalidField,
  messagesForServerErrors,
  prefilledDesiredDate,
  serverFieldErrors,
  toApplicationInput,
  UPLOAD_ERROR_NAMES,
  validateField,
  validateForm,
  type ApplicationForm,
  type FieldErrors,
  type FieldName,
} from '../lib/application-form';

/** What /finish/apply receives from a successful submission. */
export interface FinishState {
  submitted?: string;
}

/**
 * The state of the application form: its values (the desired date prefilled from `?date=`),
 * the messages shown, checking as the visitor goes, the submission with its Idempotency-Key
 * and the cms's refusals mapped back onto the fields.
 */
export function useApplicationForm() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { showToast } = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const today = todayInSeoul();
  const [form, setForm] = useState<ApplicationForm>(() => ({
    ...EMPTY_FORM,
    desiredDate: prefilledDesiredDate(searchParams.get('date'), today),
  }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  useLoadingWhile(submitting);
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

  function failureMessage(caught: unknown): string {
    if (!(caught instanceof StrapiRequestError)) return copy.messages.submitFailed;
    // The login ended: the page sends the visitor to /login.
    if (caught.status === 401) return sharedCopy.ko.account.loginRequired;
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

  async function submit(event: FormEvent) {
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

  return { formRef, form, errors, submitting, today, update, blur, setError, submit };
}
