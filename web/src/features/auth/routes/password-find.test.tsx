import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { addMember, authDb, authRequests, errorBody } from '@/testing/mock-auth';
import { renderRoute } from '@/testing/render';
import { server } from '@/testing/server';
import { expectToast } from '@/testing/toast';

const forgotCalls = () => authRequests.filter((request) => request.path === '/api/auth/forgot-password');

describe('/password/find', () => {
  it('checks the e-mail format and enables the button only for a valid address', async () => {
    const { user } = await renderRoute('/password/find');
    expect(await screen.findByRole('heading', { level: 1, name: '비밀번호 찾기' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('비밀번호 찾기 | 테스트 아트홀'));
    const button = screen.getByRole('button', { name: '재설정 메일 받기' });
    expect(button).toBeDisabled();

    await user.type(screen.getByLabelText(/이메일/), 'member@');
    await user.tab();
    expect(screen.getByText('이메일 형식이 올바르지 않습니다.')).toBeInTheDocument();
    expect(button).toBeDisabled();

    await user.type(screen.getByLabelText(/이메일/), 'example.com');
    expect(screen.queryByText('이메일 형식이 올바르지 않습니다.')).not.toBeInTheDocument();
    expect(button).toBeEnabled();
  });

  it('sends the request, then shows the sent state with a resend button', async () => {
    addMember({ email: 'member@example.com' });
    const { user } = await renderRoute('/password/find');
    await user.type(await screen.findByLabelText(/이메일/), 'Member@example.com');
    await user.click(screen.getByRole('button', { name: '재설정 메일 받기' }));

    await expectToast('비밀번호 재설정 메일을 발송했습니다. 메일함을 확인해주세요.');
    expect(await screen.findByRole('heading', { name: '메일을 확인해주세요' })).toBeInTheDocument();
    expect(screen.getByText('member@example.com 주소로 요청을 보냈어요.')).toBeInTheDocument();
    expect(forgotCalls()).toEqual([
      expect.objectContaining({ authorization: null, body: { email: 'member@example.com' } }),
    ]);
    expect(authDb.mails).toEqual(['member@example.com']);

    await user.click(screen.getByRole('button', { name: '메일 다시 받기' }));
    await waitFor(() => expect(forgotCalls()).toHaveLength(2));
    expect(authDb.mails).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: '다른 이메일 입력' }));
    expect(screen.getByRole('button', { name: '재설정 메일 받기' })).toBeInTheDocument();
  });

  it('shows the same sent state for an e-mail without an account', async () => {
    const { user } = await renderRoute('/password/find');
    await user.type(await screen.findByLabelText(/이메일/), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: '재설정 메일 받기' }));
    expect(await screen.findByRole('heading', { name: '메일을 확인해주세요' })).toBeInTheDocument();
    expect(authDb.mails).toEqual([]);
  });

  it('says when there were too many requests, and stays on the form', async () => {
    server.use(
      http.post('*/api/auth/forgot-password', () =>
        HttpResponse.json(
          errorBody(429, 'RateLimitError', 'Too many requests, please try again later.', { retryAfterSeconds: 40 }),
          { status: 429 },
        ),
      ),
    );
    const { user } = await renderRoute('/password/find');
    await user.type(await screen.findByLabelText(/이메일/), 'member@example.com');
    await user.click(screen.getByRole('button', { name: '재설정 메일 받기' }));
    await expectToast('요청이 너무 많습니다. 잠시 후 다시 시도해주세요.');
    expect(screen.getByRole('button', { name: '재설정 메일 받기' })).toBeInTheDocument();
  });

  it.each([
    [
      'a server error',
      () => HttpResponse.json(errorBody(500, 'InternalServerError', 'Internal Server Error'), { status: 500 }),
    ],
    ['a network failure', () => HttpResponse.error()],
  ])('says sending failed on %s', async (_case, respond) => {
    server.use(http.post('*/api/auth/forgot-password', respond));
    const { user } = await renderRoute('/password/find');
    await user.type(await screen.findByLabelText(/이메일/), 'member@example.com');
    await user.click(screen.getByRole('button', { name: '재설정 메일 받기' }));
    await expectToast('메일 발송에 실패했습니다. 잠시 후 다시 시도해주세요.');
  });

  it('says the format is wrong when the server refuses the address', async () => {
    const { user } = await renderRoute('/password/find');
    // Passes the site's check, fails the server's.
    await user.type(await screen.findByLabelText(/이메일/), 'a@b.c');
    server.use(
      http.post('*/api/auth/forgot-password', () =>
        HttpResponse.json(
          errorBody(400, 'ValidationError', 'email must be a valid email', {
            errors: [{ path: ['email'], message: 'email must be a valid email' }],
          }),
          { status: 400 },
        ),
      ),
    );
    await user.click(screen.getByRole('button', { name: '재설정 메일 받기' }));
    await expectToast('이메일 형식이 올바르지 않습니다.');
  });
});
