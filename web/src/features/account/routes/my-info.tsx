import { useState, type FormEvent } from 'react';
import { MEMBER_LIMITS } from '@hall/contract/auth';
import { requestPasswordResetMail, resetMailErrorMessage } from '@/shared/auth/api';
import { setMember, useAuth } from '@/shared/auth/auth-store';
import type { Member } from '@/shared/auth/types';
import { phoneInput } from '@/shared/auth/validation';
import { sharedCopy } from '@/shared/copy';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { MY_TABS } from '@/shared/navigation';
import { TextField } from '@/shared/ui/form-field';
import { useLoadingWhile } from '@/shared/ui/loading';
import { PageHeader } from '@/shared/ui/page-header';
import { TabBar } from '@/shared/ui/tab-bar';
import { useToast } from '@/shared/ui/toast';
import { updateProfile } from '../api/update-profile';
import { AccountDeletion, MemberDataExport } from '../components/member-data';
import { accountCopy as copy } from '../copy';
import '@/shared/ui/form.css';
import './my-info.css';

/** /my/info (members only; the route's guard waits for the auth state). */
export function MyInfoPage() {
  useDocumentTitle(copy.title, copy.description);
  const { member } = useAuth();

  return (
    <>
      <PageHeader eyebrow={copy.eyebrow} title={copy.title} description={copy.description} />
      <TabBar items={MY_TABS} label={sharedCopy.ko.tabs.my.label} />
      <div className="container page-section my-info-page">
        {/* Keyed by the member, so a different login starts from its own profile. */}
        {member ? <MyInfo key={member.id} member={member} /> : null}
      </div>
    </>
  );
}

function MyInfo({ member }: { member: Member }) {
  const { showToast } = useToast();
  const [name, setName] = useState(member.name ?? '');
  const [phone, setPhone] = useState(member.phoneNumber ?? '');
  const [touchedName, setTouchedName] = useState(false);
  const [saving, setSaving] = useState(false);
  const [mailing, setMailing] = useState(false);
  useLoadingWhile(saving || mailing);

  const nameError = touchedName && !name.trim() ? copy.required : undefined;
  // A number saved at signup may be longer (up to 13 with hyphens): say so instead of cutting it.
  const phoneError = phone.length > MEMBER_LIMITS.profilePhoneNumber ? copy.phoneTooLong : undefined;
  const dirty = name.trim() !== (member.name ?? '') || phone !== (member.phoneNumber ?? '');
  const canSave = name.trim() !== '' && !phoneError && dirty && !saving;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!canSave) return;
    setSaving(true);
    try {
      const updated = await updateProfile({ name: name.trim(), phoneNumber: phone });
      setMember(updated);
      setName(updated.name ?? '');
      setPhone(updated.phoneNumber ?? '');
      showToast(copy.saved);
    } catch {
      showToast(copy.saveFailed);
    } finally {
      setSaving(false);
    }
  }

  async function sendPasswordMail() {
    setMailing(true);
    try {
      await requestPasswordResetMail(member.email);
      showToast(copy.mailSent);
    } catch (caught) {
      showToast(resetMailErrorMessage(caught));
    } finally {
      setMailing(false);
    }
  }

  return (
    <div className="my-info">
      <section className="my-info__section" aria-labelledby="my-info-profile">
        <h2 id="my-info-profile" className="my-info__title">
          {copy.profileTitle}
        </h2>
        <form className="form-stack" onSubmit={onSubmit} noValidate>
          <TextField
            label={copy.fields.email}
            type="email"
            name="email"
            value={member.email}
            readOnly
            hint={copy.emailHint}
          />
          <TextField
            label={copy.fields.name}
            name="name"
            autoComplete="name"
            maxLength={MEMBER_LIMITS.name}
            required
            value={name}
            error={nameError}
            onBlur={() => setTouchedName(true)}
            onValueChange={setName}
          />
          <TextField
            label={copy.fields.phone}
            type="tel"
            name="phone"
            autoComplete="tel"
            inputMode="tel"
            maxLength={MEMBER_LIMITS.profilePhoneNumber}
            value={phone}
            hint={copy.phoneHint}
            error={phoneError}
            onValueChange={(value) => setPhone(phoneInput(value))}
          />
          <button type="submit" className="button button--primary form-submit" disabled={!canSave}>
            {copy.save}
          </button>
        </form>
      </section>

      <section className="my-info__section" aria-labelledby="my-info-password">
        <h2 id="my-info-password" className="my-info__title">
          {copy.passwordTitle}
        </h2>
        <p className="my-info__text">{copy.passwordText}</p>
        <button
          type="button"
          className="button button--ghost"
          disabled={mailing}
          onClick={() => void sendPasswordMail()}
        >
          {copy.passwordButton}
        </button>
      </section>

      <MemberDataExport />
      <AccountDeletion />
    </div>
  );
}

export { MyInfoPage as Component };
