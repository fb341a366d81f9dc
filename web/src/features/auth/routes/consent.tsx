import { useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { TERMS_VERSION } from '@hall/contract/terms';
import { setMember, useAuth } from '@/shared/auth/auth-store';
import { LoginRedirect } from '@/shared/auth/guards';
import { returnPathFrom } from '@/shared/auth/return-path';
import { useLogout } from '@/shared/auth/use-logout';
import { sharedCopy } from '@/shared/copy';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { useLoadingWhile } from '@/shared/ui/loading';
import { useToast } from '@/shared/ui/toast';
import { renewConsent } from '../api/auth-api';
import { AgreementField } from '../components/agreement-field';
import { AuthCard } from '../components/auth-card';
import { authCopy } from '../copy';

const copy = authCopy.consent;

/**
 * /consent (members): the terms changed since the member agreed (the profile says
 * `consentRequired`), so the member agrees again before going on to `?next=`, or logs out.
 * The guards send a member here after the login and from every members' page.
 */
export function ConsentPage() {
  useDocumentTitle(copy.title, copy.lead);
  const { status, member, endedBy, endedAtKey } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const logout = useLogout();
  const { showToast } = useToast();
  const [agreed, setAgreed] = useState(false);
  const [saving, setSaving] = useState(false);
  useLoadingWhile(status === 'unknown' || saving);

  const next = returnPathFrom(location.search);
  if (status === 'unknown') return null;
  if (status === 'anonymous')
    return <LoginRedirect loggedOutHere={endedBy === 'logout' && endedAtKey === location.key} />;
  if (member && !member.consentRequired && !saving) return <Navigate to={next} replace />;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!agreed || saving || !member) return;
    setSaving(true);
    try {
      await renewConsent();
      setMember({ ...member, consentRequired: false });
      showToast(copy.done);
      navigate(next, { replace: true });
    } catch {
      showToast(copy.failed);
    } finally {
      setSaving(false);
    }
  }

  return (
    <AuthCard title={copy.title} lead={copy.lead}>
      <form className="form-stack" onSubmit={onSubmit} noValidate>
        <p className="form-card__lead">{copy.version(TERMS_VERSION)}</p>
        <AgreementField
          checked={agreed}
          onChange={setAgreed}
          label={copy.agreement}
          viewText={copy.view}
          viewLabel={copy.viewLabel}
          modalTitle={sharedCopy.ko.footer.privacyPolicy}
        />
        <button type="submit" className="button button--primary form-submit" disabled={!agreed || saving}>
          {copy.submit}
        </button>
        <button type="button" className="button button--ghost form-submit" onClick={() => void logout()}>
          {copy.decline}
        </button>
        <p className="form-field__hint">{copy.declineNote}</p>
      </form>
    </AuthCard>
  );
}

export { ConsentPage as Component };
