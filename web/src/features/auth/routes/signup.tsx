import { useState, type FormEvent } from 'react';
import { MEMBER_LIMITS } from '@hall/contract/auth';
import { Link, useNavigate } from 'react-router-dom';
import { startSession } from '@/shared/auth/auth-store';
import { isEmail, meetsPasswordRule, normalizeEmail, phoneInput } from '@/shared/auth/validation';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { TextField } from '@/shared/ui/form-field';
import { useLoadingWhile } from '@/shared/ui/loading';
import { useToast } from '@/shared/ui/toast';
import { register } from '../api/auth-api';
import { AgreementField } from '../components/agreement-field';
import { AuthCard } from '../components/auth-card';
import { authCopy as copy } from '../copy';
import { signupError } from '../lib/errors';

type Field = 'email' | 'name' | 'phone' | 'password' | 'passwordConfirm' | 'agreed';

/**
 * /signup (visitors only). The button is enabled only when every field is filled, the e-mail
 * and password are valid, the confirmation matches and the required agreement is ticked.
 * A successful signup logs the member in (the server sets the refresh cookie) and goes home.
 */
export function SignupPage() {
  useDocumentTitle(copy.signup.title, copy.signup.lead);
  const { showToast } = useToast();
  const navigate = useNavigate();

  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [passwordConfirm, setPasswordConfirm] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<'email' | 'password', string>>>({});
  const [submitting, setSubmitting] = useState(false);
  useLoadingWhile(submitting);

  const touch = (field: Field) => () =>
    setTouched((current) => (current[field] ? current : { ...current, [field]: true }));

  const errors: Partial<Record<Field, string>> = {
    email:
      serverErrors.email ??
      (touched.email && email.trim() && !isEmail(email) ? copy.validation.emailFormat : undefined),
    name: touched.name && !name.trim() ? copy.validation.required : undefined,
    phone: touched.phone && !phone ? copy.validation.required : undefined,
    password:
      serverErrors.password ??
      (touched.password && password && !meetsPasswordRule(password) ? copy.validation.passwordRule : undefined),
    passwordConfirm:
      touched.passwordConfirm && passwordConfirm && passwordConfirm !== password
        ? copy.validation.passwordMismatch
        : undefined,
    agreed: touched.agreed && !agreed ? copy.validation.agreementRequired : undefined,
  };

  const isValid =
    isEmail(email) &&
    !serverErrors.email &&
    name.trim() !== '' &&
    phone !== '' &&
    meetsPasswordRule(password) &&
    passwordConfirm === password &&
    agreed;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!isValid || submitting) return;
    setSubmitting(true);

    let jwt: string;
    try {
      jwt = (await register({ email: normalizeEmail(email), password, name: name.trim(), phoneNumber: phone })).jwt;
    } catch (caught) {
      const { toast, field } = signupError(caught);
      if (field) setServerErrors({ [field.name]: field.message });
      showToast(toast);
      setSubmitting(false);
      return;
    }

    showToast(copy.signup.done);
    try {
      await startSession(jwt);
      // Authenticated: the route's guard goes home.
    } catch {
      // The account exists but its profile could not be read: continue logged out.
      navigate('/', { replace: true });
    }
  }

  return (
    <AuthCard title={copy.signup.title} lead={copy.signup.lead}>
      <form className="form-stack" onSubmit={onSubmit} noValidate>
        <TextField
          label={copy.fields.email}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder={copy.placeholders.email}
          required
          value={email}
          error={errors.email}
          onBlur={touch('email')}
          onValueChange={(value) => {
            setEmail(value);
            if (serverErrors.email) setServerErrors(({ email: _email, ...rest }) => rest);
          }}
        />
        <TextField
          label={copy.fields.name}
          name="name"
          autoComplete="name"
          maxLength={MEMBER_LIMITS.name}
          required
          value={name}
          error={errors.name}
          onBlur={touch('name')}
          onValueChange={setName}
        />
        <TextField
          label={copy.fields.phone}
          type="tel"
          name="phone"
          autoComplete="tel"
          inputMode="tel"
          placeholder={copy.placeholders.phone}
          maxLength={MEMBER_LIMITS.phoneNumber}
          required
          value={phone}
          hint={copy.signup.phoneHint}
          error={errors.phone}
          onBlur={touch('phone')}
          onValueChange={(value) => setPhone(phoneInput(value, MEMBER_LIMITS.phoneNumber))}
        />
        <TextField
          label={copy.fields.password}
          type="password"
          name="password"
          autoComplete="new-password"
          required
          value={password}
          hint={copy.signup.passwordHint}
          error={errors.password}
          onBlur={touch('password')}
          onValueChange={(value) => {
            setPassword(value);
            if (serverErrors.password) setServerErrors(({ password: _password, ...rest }) => rest);
          }}
        />
        <TextField
          label={copy.fields.passwordConfirm}
          type="password"
          name="passwordConfirm"
          autoComplete="new-password"
          required
          value={passwordConfirm}
          error={errors.passwordConfirm}
          onBlur={touch('passwordConfirm')}
          onValueChange={setPasswordConfirm}
        />

        <AgreementField
          checked={agreed}
          onChange={(checked) => {
            setAgreed(checked);
            touch('agreed')();
          }}
          label={copy.signup.agreement}
          viewText={copy.signup.agreementView}
          viewLabel={copy.signup.agreementViewLabel}
          modalTitle={copy.signup.agreementTitle}
          error={errors.agreed ? { id: 'signup-agreement-error', message: errors.agreed } : undefined}
        />

        <button type="submit" className="button button--primary form-submit" disabled={!isValid || submitting}>
          {copy.signup.submit}
        </button>
      </form>
      <ul className="form-links">
        <li>
          {copy.signup.hasAccount} <Link to="/login">{copy.signup.login}</Link>
        </li>
      </ul>
    </AuthCard>
  );
}

export { SignupPage as Component };
