import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getAccessToken } from '@/shared/api/session';
import { getAuthState } from '@/shared/auth/auth-store';
import { addMember, authDb, authRequests, errorBody } from '@/testing/mock-auth';
import { renderRoute } from '@/testing/render';
import { server } from '@/testing/server';
import { expectToast } from '@/testing/toast';

async function fillLogin(user: Awaited<ReturnType<typeof renderRoute>>['user'], email: string, password: string) {
  await user.type(await screen.findByLabelText(/이메일/), email);
  await user.type(screen.getByLabelText(/비밀번호/), password);
  await user.click(screen.getByRole('button', { name: '로그인' }));
}

describe('/login', () => {
  it('has a title, both fields required for the button, and links to password find and signup', async () => {
    const { user } = await renderRoute('/login');
    expect(await screen.findByRole('heading', { level: 1, name: '로그인' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('로그인 | 테스트 아트홀'));
    const submit = screen.getByRole('button', { name: '로그인' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText(/이메일/), 'a@b.example');
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText(/비밀번호/), 'x');
    expect(submit).toBeEnabled();

    const links = screen.getByRole('list', { name: '회원 서비스' });
    expect(within(links).getByRole('link', { name: '비밀번호 찾기' })).toHaveAttribute('href', '/password/find');
    expect(within(links).getByRole('link', { name: '회원가입' })).toHaveAttribute('href', '/signup');
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('logs in, reads the profile and goes home', async () => {
    addMember({ email: 'member@example.com', password: 'Member-Pass1!', name: '홍길동' });
    const { router, user } = await renderRoute('/login');
    await fillLogin(user, ' Member@Example.com ', 'Member-Pass1!');

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(getAuthState()).toMatchObject({ status: 'authenticated', member: { name: '홍길동' } });
    const loginCall = authRequests.find((request) => request.path === '/api/auth/local');
    expect(loginCall).toMatchObject({
      authorization: null,
      body: { identifier: 'member@example.com', password: 'Member-Pass1!' },
    });
    expect(authRequests.find((request) => request.path === '/api/users/me')?.authorization).toBe(
      `Bearer ${getAccessToken()}`,
    );
    expect(await screen.findByRole('link', { name: '마이페이지' })).toBeInTheDocument();
  });

  it.each([
    ['an unknown e-mail', 'nobody@example.com', 'Member-Pass1!'],
    ['a wrong password', 'member@example.com', 'Wrong-Pass1!'],
  ])('responds to %s with one message', async (_case, email, password) => {
    addMember({ email: 'member@example.com', password: 'Member-Pass1!' });
    const { router, user } = await renderRoute('/login');
    await fillLogin(user, email, password);
    await expectToast('이메일 또는 비밀번호를 확인해주세요.');
    expect(screen.getByRole('alert')).toHaveTextContent('이메일 또는 비밀번호를 확인해주세요.');
    expect(router.state.location.pathname).toBe('/login');
    expect(getAuthState().status).toBe('anonymous');
  });

  it('says a blocked account is dormant', async () => {
    addMember({ email: 'sleepy@example.com', password: 'Member-Pass1!', blocked: true });
    const { user } = await renderRoute('/login');
    await fillLogin(user, 'sleepy@example.com', 'Member-Pass1!');
    await expectToast('휴면 계정입니다. 고객센터로 문의해주세요.');
  });

  it('treats a login whose profile cannot be read as unusable, and ends that login', async () => {
    addMember({ email: 'member@example.com', password: 'Member-Pass1!' });
    authDb.profileStatus = 500;
    const { router, user } = await renderRoute('/login');
    await fillLogin(user, 'member@example.com', 'Member-Pass1!');
    await expectToast('사용할 수 없는 계정입니다.');
    expect(router.state.location.pathname).toBe('/login');
    expect(getAuthState().status).toBe('anonymous');
    expect(getAccessToken()).toBeNull();
    await waitFor(() => expect(authRequests.some((request) => request.path === '/api/auth/logout')).toBe(true));
  });

  it('says when there were too many requests', async () => {
    server.use(
      http.post('*/api/auth/local', () =>
        HttpResponse.json(
          errorBody(429, 'RateLimitError', 'Too many requests, please try again later.', { retryAfterSeconds: 30 }),
          {
            status: 429,
            headers: { 'Retry-After': '30' },
          },
        ),
      ),
    );
    const { user } = await renderRoute('/login');
    await fillLogin(user, 'member@example.com', 'Member-Pass1!');
    await expectToast('요청이 너무 많습니다. 잠시 후 다시 시도해주세요.');
  });

  it('says the network is unstable when the server cannot be reached', async () => {
    server.use(http.post('*/api/auth/local', () => HttpResponse.error()));
    const { user } = await renderRoute('/login');
    await fillLogin(user, 'member@example.com', 'Member-Pass1!');
    await expectToast('네트워크 상태가 불안정합니다. 잠시 후 다시 시도해주세요.');
  });
});
