import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { StrapiRequestError } from '@/shared/api/strapi';
import { endSession } from '@/shared/auth/auth-store';
import { TextField } from '@/shared/ui/form-field';
import { useLoadingWhile } from '@/shared/ui/loading';
import { useToast } from '@/shared/ui/toast';
import { deleteAccount, downloadMemberData } from '../api/member-data';
import { accountCopy } from '../copy';

/** 내 정보 내려받기: everything the site holds about the member, as a JSON file. */
export function MemberDataExport() {
  const copy = accountCopy.export;
  const { showToast } = useToast();
  const [busy, setBusy] = useState(false);
  useLoadingWhile(busy);

  async function download() {
    setBusy(true);
    try {
      await downloadMemberData();
      showToast(copy.done);
    } catch {
      showToast(copy.failed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="my-info__section" aria-labelledby="my-info-export">
      <h2 id="my-info-export" className="my-info__title">
        {copy.title}
      </h2>
      <p className="my-info__text">{copy.text}</p>
      <button type="button" className="button button--ghost" disabled={busy} onClick={() => void download()}>
        {copy.button}
      </button>
    </section>
  );
}

/**
 * 회원 탈퇴: what is deleted, withdrawn and kept, then the password and an explicit agreement.
 * Afterwards the member is logged out here too and goes home.
 */
export function AccountDeletion() {
  const copy = accountCopy.deletion;
  const { showToast } = useToast();
  const navigate = useNavigate();
  const { key } = useLocation();
  const [password, setPassword] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  useLoadingWhile(deleting);

  const canDelete = password !== '' && confirmed && !deleting;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!canDelete) return;
    setDeleting(true);
    setError(null);
    try {
      await deleteAccount(password);
    } catch (caught) {
      setDeleting(false);
      if (caught instanceof StrapiRequestError && caught.status === 400) {
        setError(copy.wrongPassword);
        showToast(copy.wrongPassword);
      } else if (caught instanceof StrapiRequestError && caught.status === 429) {
        showToast(copy.tooManyRequests);
      } else {
        showToast(copy.failed);
      }
      return;
    }
    endSession('logout', key);
    showToast(copy.done);
    navigate('/', { replace: true });
  }

  return (
    <section className="my-info__section my-info__section--danger" aria-labelledby="my-info-delete">
      <h2 id="my-info-delete" className="my-info__title">
        {copy.title}
      </h2>
      <p className="my-info__text">{copy.intro}</p>
      <ul className="my-info__list">
        <li>{copy.deleted}</li>
        <li>{copy.withdrawn}</li>
        <li>{copy.kept}</li>
        <li>{copy.rejoin}</li>
      </ul>
      <form className="form-stack" onSubmit={onSubmit} noValidate>
        <TextField
          label={copy.password}
          type="password"
          name="current-password"
          autoComplete="current-password"
          required
          value={password}
          hint={copy.passwordHint}
          error={error}
          onValueChange={(value) => {
            setPassword(value);
            setError(null);
          }}
        />
        <label className="checkbox">
          <input
            type="checkbox"
            name="confirm-deletion"
            checked={confirmed}
            onChange={(event) => setConfirmed(event.target.checked)}
          />
          {copy.confirm}
        </label>
        <button type="submit" className="button button--primary form-submit" disabled={!canDelete}>
          {copy.button}
        </button>
      </form>
    </section>
  );
}
