import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { endServerSession } from '@/shared/auth/api';
import { startSession } from '@/shared/auth/auth-store';
import { NEXT_PARAM } from '@/shared/auth/return-path';
import { sharedCopy } from '@/shared/copy';
import { normalizeEmail } from '@/shared/auth/validation';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { TextField } from '@/shared/ui/form-field';
import { useLoadingWhile } from '@/shared/ui/loading';
import { useToast } from '@/shared/ui/toast';
import { login } from '../api/auth-api';
import { AuthCard } from '../components/auth-card';
import { authCopy as copy } from '../copy';
import { loginErrorMessage } from '../lib/errors';

/**
 * /login (visitors only). A visitor sent here by a page that needs a login (`?next=`) is told so;
 * after logging in, the guard of this route sends the member on to that page, or home.
 */
export function LoginPage() {
  useDocumentTitle(copy.login.title, copy.login.lead);
  const { showToast } = useToast();
  const sentByPage = useSearchParams()[0].has(NEXT_PARAM);
  useEffect(() => {
    if (sentByPage) showToast(sharedCopy.ko.account.loginRequired);
  }, [sentByPage, showToast]);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  useLoadingWhile(submitting);

  const canSubmit = email.trim() !== '' && password !== '' && !submitting;

  const fail = (message: string) => {
    setError(message);
    showToast(message);
    setSubmitting(false);
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!canSubmit) return;
    setSubmitting(true);
    setError(null);

    let jwt: string;
    try {
      jwt = (await login(normalizeEmail(email), password)).jwt;
    } catch (caught) {
      fail(loginErrorMessage(caught));
      return;
    }
    try {
      await startSession(jwt);
      // Authenticated: the route's guard takes the member on.
    } catch {
      void endServerSession(jwt);
      fail(copy.login.unavailable);
    }
  }

  return (
    <AuthCard title={copy.login.title} lead={copy.login.lead}>
      <form className="form-stack" onSubmit={onSubmit} noValidate>
        <TextField
          label={copy.fields.email}
          type="email"
          name="email"
          autoComplete="username"
          inputMode="email"
          placeholder={copy.placeholders.email}
          required
          value={email}
          onValueChange={(value) => {
            setEmail(value);
            setError(null);
          }}
        />
        <TextField
          label={copy.fields.password}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onValueChange={(value) => {
            setPassword(value);
            setError(null);
          }}
        />
        {error ? (
          <p className="form-alert" role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" className="button button--primary form-submit" disabled={!canSubmit}>
          {copy.login.submit}
        </button>
      </form>
      <ul className="form-links" aria-label={copy.login.linksLabel}>
        <li>
          <Link to="/password/find">{copy.login.findPassword}</Link>
        </li>
        <li>
          <Link to="/signup">{copy.login.signup}</Link>
        </li>
      </ul>
    </AuthCard>
  );
}

export { LoginPage as Component };
