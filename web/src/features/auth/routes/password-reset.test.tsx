import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { getAccessToken } from '@/shared/api/session';
import { getAuthState } from '@/shared/auth/auth-store';
import { addLoggedInMember, addMember, authDb, authRequests, errorBody } from '@/testing/mock-auth';
import { renderRoute } from '@/testing/render';
import { server } from '@/testing/server';
import { expectToast } from '@/testing/toast';

type User = Awaited<ReturnType<typeof renderRoute>>['user'];

const CODE = 'a'.repeat(128);

async function setPassword(user: User, password: string, confirmation = password) {
  await user.type(await screen.findByLabelText(/^새 비밀번호(?! 확인)/), password);
  await user.type(screen.getByLabelText(/^새 비밀번호 확인/), confirmation);
}

describe('/mail (new password from the reset link)', () => {
  it('checks the rule and the confirmation before enabling the button', async () => {
    const { user } = await renderRoute(`/mail?code=${CODE}`);
    expect(await screen.findByRole('heading', { level: 1, name: '비밀번호 재설정' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('비밀번호 재설정 | 테스트 아트홀'));
    const button = screen.getByRole('button', { name: '비밀번호 변경' });
    expect(button).toBeDisabled();

    await user.type(screen.getByLabelText(/^새 비밀번호(?! 확인)/), 'abcdef');
    await user.tab();
    expect(screen.getByText('영문, 숫자, 특수문자(!@#$%^&*) 조합 6자리 이상 입력해주세요.')).toBeInTheDocument();
    expect(button).toBeDisabled();

    await user.clear(screen.getByLabelText(/^새 비밀번호(?! 확인)/));
    await user.type(screen.getByLabelText(/^새 비밀번호(?! 확인)/), 'New-Pass1!');
    await user.type(screen.getByLabelText(/^새 비밀번호 확인/), 'New-Pass1?');
    await user.tab();
    expect(screen.getByText('비밀번호가 일치하지 않습니다.')).toBeInTheDocument();
    expect(button).toBeDisabled();

    await user.clear(screen.getByLabelText(/^새 비밀번호 확인/));
    await user.type(screen.getByLabelText(/^새 비밀번호 확인/), 'New-Pass1!');
    expect(button).toBeEnabled();
  });

  it('changes the password, alerts, ends the session here and goes to /login', async () => {
    const member = addLoggedInMember({ password: 'Old-Pass1!' });
    authDb.resetCodes.set(CODE, { memberId: member.id, expired: false });
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { router, user } = await renderRoute(`/mail?code=${CODE}`);
    await waitFor(() => expect(getAuthState().status).toBe('authenticated'));

    await setPassword(user, 'New-Pass1!');
    await user.click(screen.getByRole('button', { name: '비밀번호 변경' }));

    await waitFor(() => expect(alert).toHaveBeenCalledWith('비밀번호가 변경되었습니다. 새 비밀번호로 로그인해주세요.'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(authRequests.find((request) => request.path === '/api/auth/reset-password')).toMatchObject({
      authorization: null,
      body: { code: CODE, password: 'New-Pass1!', passwordConfirmation: 'New-Pass1!' },
    });
    expect(getAuthState().status).toBe('anonymous');
    expect(getAccessToken()).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: '로그인' })).toBeInTheDocument();
  });

  it('accepts the old oobCode parameter', async () => {
    const member = addMember();
    authDb.resetCodes.set(CODE, { memberId: member.id, expired: false });
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { router, user } = await renderRoute(`/mail?mode=resetPassword&oobCode=${CODE}`);
    await setPassword(user, 'New-Pass1!');
    await user.click(screen.getByRole('button', { name: '비밀번호 변경' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(alert).toHaveBeenCalledTimes(1);
    expect(authRequests.find((request) => request.path === '/api/auth/reset-password')?.body).toMatchObject({
      code: CODE,
    });
  });

  it('says an expired link expired and offers a new mail', async () => {
    const member = addMember();
    authDb.resetCodes.set(CODE, { memberId: member.id, expired: true });
    const { user } = await renderRoute(`/mail?code=${CODE}`);
    await setPassword(user, 'New-Pass1!');
    await user.click(screen.getByRole('button', { name: '비밀번호 변경' }));

    expect(await screen.findByRole('heading', { name: '링크가 만료되었어요' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('일정 시간 동안만 사용할 수 있어요');
    expect(screen.getByRole('link', { name: '재설정 메일 다시 받기' })).toHaveAttribute('href', '/password/find');
    expect(screen.queryByRole('button', { name: '비밀번호 변경' })).not.toBeInTheDocument();
  });

  it('says a used or unknown link cannot be used and offers a new mail', async () => {
    const { user } = await renderRoute(`/mail?code=${CODE}`);
    await setPassword(user, 'New-Pass1!');
    await user.click(screen.getByRole('button', { name: '비밀번호 변경' }));
    expect(await screen.findByRole('heading', { name: '사용할 수 없는 링크예요' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '재설정 메일 다시 받기' })).toHaveAttribute('href', '/password/find');
  });

  it('shows the invalid-link state right away without a code', async () => {
    await renderRoute('/mail');
    expect(await screen.findByRole('heading', { name: '사용할 수 없는 링크예요' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/새 비밀번호/)).not.toBeInTheDocument();
  });

  it('shows the server password rule at the field and keeps the form (the code stays usable)', async () => {
    server.use(
      http.post('*/api/auth/reset-password', () =>
        HttpResponse.json(
          errorBody(
            400,
            'ValidationError',
            'Password must be at least 6 characters long and contain a letter, a digit and one of !@#$%^&*',
            {
              errors: [{ path: ['password'], message: 'Password must be …' }],
            },
          ),
          { status: 400 },
        ),
      ),
    );
    const { user } = await renderRoute(`/mail?code=${CODE}`);
    await setPassword(user, 'New-Pass1!');
    await user.click(screen.getByRole('button', { name: '비밀번호 변경' }));
    expect(await screen.findByText('영문, 숫자, 특수문자(!@#$%^&*) 조합 6자리 이상 입력해주세요.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '비밀번호 변경' })).toBeInTheDocument();
  });

  it('says when there were too many requests', async () => {
    server.use(
      http.post('*/api/auth/reset-password', () =>
        HttpResponse.json(
          errorBody(429, 'RateLimitError', 'Too many requests, please try again later.', { retryAfterSeconds: 9 }),
          { status: 429 },
        ),
      ),
    );
    const { user } = await renderRoute(`/mail?code=${CODE}`);
    await setPassword(user, 'New-Pass1!');
    await user.click(screen.getByRole('button', { name: '비밀번호 변경' }));
    await expectToast('요청이 너무 많습니다. 잠시 후 다시 시도해주세요.');
  });
});
