import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { errorPaths, requestPasswordResetMail, resetMailErrorMessage } from '@/shared/auth/api';
import { isEmail, normalizeEmail } from '@/shared/auth/validation';
import { StrapiRequestError } from '@/shared/api/strapi';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { TextField } from '@/shared/ui/form-field';
import { useLoadingWhile } from '@/shared/ui/loading';
import { useToast } from '@/shared/ui/toast';
import { AuthCard } from '../components/auth-card';
import { authCopy as copy } from '../copy';

/**
 * /password/find: the e-mail, then a 'sent' state with a resend button. The server responds the
 * same whether or not the e-mail is registered, and so does this page.
 */
export function PasswordFindPage() {
  useDocumentTitle(copy.find.title, copy.find.lead);
  const { showToast } = useToast();
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  useLoadingWhile(sending);

  const valid = isEmail(email);
  const error = touched && email.trim() && !valid ? copy.validation.emailFormat : undefined;

  async function send(address: string) {
    setSending(true);
    try {
      await requestPasswordResetMail(address);
      setSentTo(address);
      showToast(copy.find.sent);
    } catch (caught) {
      const invalidEmail =
        caught instanceof StrapiRequestError && caught.status === 400 && errorPaths(caught).includes('email');
      showToast(invalidEmail ? copy.validation.emailFormat : resetMailErrorMessage(caught));
    } finally {
      setSending(false);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!valid || sending) return;
    void send(normalizeEmail(email));
  }

  if (sentTo) {
    return (
      <AuthCard title={copy.find.title}>
        <div className="auth-sent">
          <span className="auth-sent__icon" aria-hidden="true">
            ✉
          </span>
          <h2 className="auth-link-state__title">{copy.find.sentTitle}</h2>
          <p className="form-notice" role="status">
            {copy.find.sent}
          </p>
          <p className="auth-sent__email">{copy.find.sentTo(sentTo)}</p>
          <p className="form-notice">{copy.find.sentNote}</p>
          <div className="button-row button-row--center">
            <button
              type="button"
              className="button button--primary"
              disabled={sending}
              onClick={() => void send(sentTo)}
            >
              {copy.find.resend}
            </button>
            <button type="button" className="button button--ghost" onClick={() => setSentTo(null)}>
              {copy.find.otherEmail}
            </button>
          </div>
        </div>
        <ul className="form-links">
          <li>
            <Link to="/login">{copy.find.login}</Link>
          </li>
        </ul>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={copy.find.title} lead={copy.find.lead}>
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
          error={error}
          onBlur={() => setTouched(true)}
          onValueChange={setEmail}
        />
        <button type="submit" className="button button--primary form-submit" disabled={!valid || sending}>
          {copy.find.submit}
        </button>
      </form>
      <ul className="form-links">
        <li>
          <Link to="/login">{copy.find.login}</Link>
        </li>
      </ul>
    </AuthCard>
  );
}

export { PasswordFindPage as Component };
