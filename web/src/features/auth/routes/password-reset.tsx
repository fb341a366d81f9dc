import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { endSession } from '@/shared/auth/auth-store';
import { meetsPasswordRule } from '@/shared/auth/validation';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { TextField } from '@/shared/ui/form-field';
import { useLoadingWhile } from '@/shared/ui/loading';
import { useToast } from '@/shared/ui/toast';
import { resetPassword } from '../api/auth-api';
import { AuthCard } from '../components/auth-card';
import { authCopy as copy } from '../copy';
import { resetPasswordError } from '../lib/errors';

type LinkState = 'form' | 'expired' | 'invalid';

/**
 * /mail?code=… (the link of the reset mail; `oobCode` is accepted too): a new password and its
 * confirmation. Success ends every session of the member, so the site forgets its own too,
 * alerts, and goes to /login. An expired, used or missing code offers a new mail.
 */
export function PasswordResetPage() {
  useDocumentTitle(copy.reset.title, copy.reset.description);
  const { showToast } = useToast();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const code = searchParams.get('code') || searchParams.get('oobCode') || '';

  const [linkState, setLinkState] = useState<LinkState>(code ? 'form' : 'invalid');
  const [password, setPassword] = useState('');
  const [passwordConfirm, setPasswordConfirm] = useState('');
  const [touched, setTouched] = useState({ password: false, passwordConfirm: false });
  const [serverErrors, setServerErrors] = useState<{ password?: string; passwordConfirmation?: string }>({});
  const [submitting, setSubmitting] = useState(false);
  useLoadingWhile(submitting);

  const passwordError =
    serverErrors.password ??
    (touched.password && password && !meetsPasswordRule(password) ? copy.validation.passwordRule : undefined);
  const confirmError =
    serverErrors.passwordConfirmation ??
    (touched.passwordConfirm && passwordConfirm && passwordConfirm !== password
      ? copy.validation.passwordMismatch
      : undefined);
  // Spec section 5: submit only when longer than 5 characters and without an error.
  const canSubmit = password.length > 5 && meetsPasswordRule(password) && passwordConfirm === password && !submitting;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!canSubmit) return;
    setSubmitting(true);
    try {
      await resetPassword(code, password, passwordConfirm);
    } catch (caught) {
      setSubmitting(false);
      const outcome = resetPasswordError(caught);
      if (outcome.kind === 'expired' || outcome.kind === 'invalid') setLinkState(outcome.kind);
      else if (outcome.kind === 'field') setServerErrors({ [outcome.name]: outcome.message });
      else showToast(outcome.message);
      return;
    }
    setSubmitting(false);
    // Every session of the member ended on the server, this page's included.
    endSession();
    window.alert(copy.reset.success);
    navigate('/login', { replace: true });
  }

  if (linkState !== 'form') {
    const expired = linkState === 'expired';
    return (
      <AuthCard title={copy.reset.title}>
        <div className="auth-link-state" role="alert">
          <h2 className="auth-link-state__title">{expired ? copy.reset.expiredTitle : copy.reset.invalidTitle}</h2>
          <p className="form-notice">{expired ? copy.reset.expired : copy.reset.invalid}</p>
          <Link to="/password/find" className="button button--primary form-submit">
            {copy.reset.requestAgain}
          </Link>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={copy.reset.title} lead={copy.reset.lead}>
      <form className="form-stack" onSubmit={onSubmit} noValidate>
        <TextField
          label={copy.fields.newPassword}
          type="password"
          name="password"
          autoComplete="new-password"
          required
          value={password}
          hint={copy.signup.passwordHint}
          error={passwordError}
          onBlur={() => setTouched((current) => ({ ...current, password: true }))}
          onValueChange={(value) => {
            setPassword(value);
            setServerErrors({});
          }}
        />
        <TextField
          label={copy.fields.newPasswordConfirm}
          type="password"
          name="passwordConfirm"
          autoComplete="new-password"
          required
          value={passwordConfirm}
          error={confirmError}
          onBlur={() => setTouched((current) => ({ ...current, passwordConfirm: true }))}
          onValueChange={(value) => {
            setPasswordConfirm(value);
            setServerErrors({});
          }}
        />
        <button type="submit" className="button button--primary form-submit" disabled={!canSubmit}>
          {copy.reset.submit}
        </button>
      </form>
    </AuthCard>
  );
}

export { PasswordResetPage as Component };
