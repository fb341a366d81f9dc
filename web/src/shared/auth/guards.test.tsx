import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getAccessToken } from '@/shared/api/session';
import { addLoggedInMember, addMember, authRequests } from '@/testing/mock-auth';
import { renderRoute } from '@/testing/render';
import { server } from '@/testing/server';
import { deferred, expectToast } from '@/testing/toast';
import { getAuthState } from './auth-store';

describe('guards', () => {
  it('sends a logged-out visitor from /my/info to /login with the return path and the reason, and back after logging in', async () => {
    addMember({ email: 'member@example.com', password: 'Member-Pass1!' });
    const { router, user } = await renderRoute('/my/info?tab=1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/my/info?tab=1');
    await expectToast('로그인이 필요합니다.');

    await user.type(await screen.findByLabelText(/이메일/), 'member@example.com');
    await user.type(screen.getByLabelText(/비밀번호/), 'Member-Pass1!');
    await user.click(screen.getByRole('button', { name: '로그인' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my/info'));
    expect(router.state.location.search).toBe('?tab=1');
    expect(await screen.findByRole('heading', { level: 1, name: '내 정보' })).toBeInTheDocument();
  });

  it.each(['/login', '/signup'])('sends a logged-in member from %s home', async (path) => {
    addLoggedInMember();
    const { router } = await renderRoute(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it.each(['/password/find', '/mail?code=abc'])('keeps %s open to a logged-in member', async (path) => {
    addLoggedInMember();
    const { router } = await renderRoute(path);
    await waitFor(() => expect(getAuthState().status).toBe('authenticated'));
    expect(router.state.location.pathname).toBe(path.split('?')[0]);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('shows the global loading state while the auth state is unknown, and redirects only afterwards', async () => {
    const gate = deferred();
    server.use(
      http.post('*/api/auth/refresh', async () => {
        await gate.promise;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { router } = await renderRoute('/my/info');
    expect(await screen.findByText('불러오는 중입니다.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/my/info');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();

    gate.resolve();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('does not show /my/list (the rental work registers it): the tab links there and the path shows home', async () => {
    addLoggedInMember();
    const { router, user } = await renderRoute('/my/info');
    const tabs = await screen.findByRole('navigation', { name: '마이페이지 메뉴' });
    await user.click(within(tabs).getByRole('link', { name: '대관 신청 내역' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my/list'));
    await waitFor(() => expect(screen.queryByRole('heading', { level: 1, name: '내 정보' })).not.toBeInTheDocument());
  });
});

describe('logout', () => {
  it('ends the session on the server with the token, clears the state and goes home', async () => {
    addLoggedInMember();
    const { router, user } = await renderRoute('/notice');
    const account = screen.getByRole('navigation', { name: '회원 메뉴' });
    const token = await waitFor(() => {
      const value = getAccessToken();
      if (!value) throw new Error('not logged in yet');
      return value;
    });
    await user.click(await within(account).findByRole('button', { name: '로그아웃' }));

    await expectToast('로그아웃 되었습니다.');
    expect(router.state.location.pathname).toBe('/');
    expect(authRequests.find((request) => request.path === '/api/auth/logout')).toMatchObject({
      method: 'POST',
      authorization: `Bearer ${token}`,
    });
    expect(getAccessToken()).toBeNull();
    expect(getAuthState()).toMatchObject({ status: 'anonymous', member: null });
    expect(await within(account).findByRole('link', { name: '로그인' })).toBeInTheDocument();
  });

  it('goes home, not to /login, when logging out on My page', async () => {
    addLoggedInMember();
    const { router, user } = await renderRoute('/my/info');
    await screen.findByRole('heading', { level: 1, name: '내 정보' });
    await user.click(screen.getByRole('button', { name: '로그아웃' }));
    await expectToast('로그아웃 되었습니다.');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));

    // Opening My page again later asks for a login, as everywhere.
    await act(() => router.navigate('/my/info'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('says so when the server cannot be reached, and forgets the session anyway', async () => {
    addLoggedInMember();
    server.use(http.post('*/api/auth/logout', () => HttpResponse.error()));
    const { router, user } = await renderRoute('/notice');
    await user.click(await screen.findByRole('button', { name: '로그아웃' }));
    await expectToast('로그아웃에 실패했습니다.');
    expect(router.state.location.pathname).toBe('/');
    expect(getAuthState().status).toBe('anonymous');
    expect(getAccessToken()).toBeNull();
  });
});
