import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { TERMS_VERSION } from '@hall/contract/terms';
import { getAuthState } from '@/shared/auth/auth-store';
import { addLoggedInMember, addMember, authRequests, errorBody } from '@/testing/mock-auth';
import { renderRoute } from '@/testing/render';
import { server } from '@/testing/server';
import { expectToast } from '@/testing/toast';

/** A member whose recorded agreement is of an earlier version of the terms. */
const staleConsent = { consentRequired: true } as const;

describe('agreeing again to changed terms', () => {
  it('sends a member who must agree again from the login to /consent, then on to the page asked for', async () => {
    addMember({ email: 'member@example.com', password: 'Member-Pass1!', ...staleConsent });
    const { router, user } = await renderRoute('/login?next=/my/list');
    await user.type(await screen.findByLabelText(/이메일/), 'member@example.com');
    await user.type(screen.getByLabelText(/비밀번호/), 'Member-Pass1!');
    await user.click(screen.getByRole('button', { name: '로그인' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/consent'));
    expect(router.state.location.search).toBe('?next=%2Fmy%2Flist');
    expect(await screen.findByRole('heading', { level: 1, name: '약관 동의' })).toBeInTheDocument();
    expect(screen.getByText(`시행일 ${TERMS_VERSION}`)).toBeInTheDocument();

    const submit = screen.getByRole('button', { name: '동의하고 계속하기' });
    expect(submit).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: '[필수] 이용약관 및 개인정보 수집·이용에 동의합니다.' }));
    await user.click(submit);

    await expectToast('약관에 동의하셨습니다.');
    await waitFor(() => expect(router.state.location.pathname).toBe('/my/list'));
    expect(authRequests.find((request) => request.path === '/api/auth/me/consent')?.body).toEqual({
      termsAgreed: true,
      privacyAgreed: true,
    });
    expect(getAuthState().member?.consentRequired).toBe(false);
  });

  it.each(['/my/info', '/apply/write'])(
    'stops a member with a stale agreement at the members’ page %s too',
    async (path) => {
      addLoggedInMember(staleConsent);
      const { router } = await renderRoute(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/consent'));
      expect(router.state.location.search).toBe(`?next=${encodeURIComponent(path)}`);
    },
  );

  it('leaves public pages alone', async () => {
    addLoggedInMember(staleConsent);
    const { router } = await renderRoute('/notice');
    await screen.findByRole('heading', { level: 1 });
    expect(router.state.location.pathname).toBe('/notice');
  });

  it('lets a member who does not agree log out instead', async () => {
    addLoggedInMember(staleConsent);
    const { router, user } = await renderRoute('/consent?next=/my/info');
    await user.click(await screen.findByRole('button', { name: '동의하지 않고 로그아웃' }));
    await waitFor(() => expect(getAuthState().status).toBe('anonymous'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('says so when the agreement cannot be saved, and stays', async () => {
    server.use(
      http.post('*/api/auth/me/consent', () => HttpResponse.json(errorBody(500, 'Error', 'x'), { status: 500 })),
    );
    addLoggedInMember(staleConsent);
    const { router, user } = await renderRoute('/consent?next=/my/info');
    await user.click(
      await screen.findByRole('checkbox', { name: '[필수] 이용약관 및 개인정보 수집·이용에 동의합니다.' }),
    );
    await user.click(screen.getByRole('button', { name: '동의하고 계속하기' }));
    await expectToast('동의를 저장하지 못했습니다. 잠시 후 다시 시도해주세요.');
    expect(router.state.location.pathname).toBe('/consent');
  });

  it('sends a member whose agreement is current straight on', async () => {
    addLoggedInMember();
    const { router } = await renderRoute('/consent?next=/my/info');
    await waitFor(() => expect(router.state.location.pathname).toBe('/my/info'));
  });
});
