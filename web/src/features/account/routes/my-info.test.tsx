import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getAccessToken } from '@/shared/api/session';
import { getAuthState } from '@/shared/auth/auth-store';
import { addLoggedInMember, authDb, authRequests, errorBody } from '@/testing/mock-auth';
import { renderRoute } from '@/testing/render';
import { server } from '@/testing/server';
import { expectToast } from '@/testing/toast';

async function openMyInfo(overrides: Parameters<typeof addLoggedInMember>[0] = {}) {
  const member = addLoggedInMember({
    email: 'member@example.com',
    name: '홍길동',
    phoneNumber: '01012345678',
    ...overrides,
  });
  const view = await renderRoute('/my/info');
  await screen.findByRole('heading', { level: 1, name: '내 정보' });
  return { ...view, member };
}

describe('/my/info', () => {
  it('shows the tabs, the read-only e-mail and the editable name and phone', async () => {
    await openMyInfo();
    await waitFor(() => expect(document.title).toBe('내 정보 | 테스트 아트홀'));
    const tabs = screen.getByRole('navigation', { name: '마이페이지 메뉴' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['내 정보', '/my/info'],
      ['대관 신청 내역', '/my/list'],
    ]);
    expect(within(tabs).getByRole('link', { name: '내 정보' })).toHaveAttribute('aria-current', 'page');

    expect(screen.getByLabelText(/^이메일/)).toHaveValue('member@example.com');
    expect(screen.getByLabelText(/^이메일/)).toHaveAttribute('readonly');
    expect(screen.getByLabelText(/^이름/)).toHaveValue('홍길동');
    expect(screen.getByLabelText(/^휴대폰 번호/)).toHaveValue('01012345678');
    expect(screen.getByLabelText(/^휴대폰 번호/)).toHaveAttribute('maxLength', '11');
    // Nothing changed yet.
    expect(screen.getByRole('button', { name: '정보 수정' })).toBeDisabled();
    // The header shows the member's links.
    expect(screen.getByRole('link', { name: '마이페이지' })).toHaveAttribute('aria-current', 'page');
  });

  it('saves the name and phone with PUT /api/users/me and keeps the response', async () => {
    const { user } = await openMyInfo();
    const name = screen.getByLabelText(/^이름/);
    const phone = screen.getByLabelText(/^휴대폰 번호/);
    await user.clear(name);
    await user.type(name, '  김하늘 ');
    await user.clear(phone);
    await user.type(phone, '02-123-4567 내선');
    expect(phone).toHaveValue('02-123-4567');
    await user.click(screen.getByRole('button', { name: '정보 수정' }));

    await expectToast('정보가 수정되었습니다.');
    const put = authRequests.find((request) => request.method === 'PUT' && request.path === '/api/users/me');
    expect(put).toMatchObject({
      authorization: `Bearer ${getAccessToken()}`,
      body: { name: '김하늘', phoneNumber: '02-123-4567' },
    });
    expect(getAuthState().member).toMatchObject({ name: '김하늘', phoneNumber: '02-123-4567' });
    expect(authDb.accounts[0]!.member).toMatchObject({ name: '김하늘', phoneNumber: '02-123-4567' });
    expect(name).toHaveValue('김하늘');
    expect(screen.getByRole('button', { name: '정보 수정' })).toBeDisabled();
  });

  it('requires a name', async () => {
    const { user } = await openMyInfo();
    const name = screen.getByLabelText(/^이름/);
    await user.clear(name);
    await user.tab();
    expect(screen.getByText('내용을 입력해주세요.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '정보 수정' })).toBeDisabled();
  });

  it('asks to shorten a 13-character signup number instead of cutting it', async () => {
    const { user } = await openMyInfo({ phoneNumber: '010-1234-5678' });
    expect(screen.getByLabelText(/^휴대폰 번호/)).toHaveValue('010-1234-5678');
    expect(screen.getByText('휴대폰 번호는 11자 이내로 입력해주세요.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^휴대폰 번호/));
    await user.type(screen.getByLabelText(/^휴대폰 번호/), '01012345678');
    expect(screen.queryByText('휴대폰 번호는 11자 이내로 입력해주세요.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '정보 수정' })).toBeEnabled();
  });

  it('says saving failed when the server refuses', async () => {
    server.use(
      http.put('*/api/users/me', () =>
        HttpResponse.json(
          errorBody(400, 'ValidationError', 'phoneNumber is invalid', {
            errors: [{ path: ['phoneNumber'], message: 'x' }],
          }),
          { status: 400 },
        ),
      ),
    );
    const { user } = await openMyInfo();
    await user.type(screen.getByLabelText(/^이름/), '님');
    await user.click(screen.getByRole('button', { name: '정보 수정' }));
    await expectToast('정보 수정에 실패했습니다.');
    expect(getAuthState().member?.name).toBe('홍길동');
  });

  it('sends the password-change mail to the member e-mail', async () => {
    const { user } = await openMyInfo();
    await user.click(screen.getByRole('button', { name: '비밀번호 변경 메일 받기' }));
    await expectToast('비밀번호 재설정 메일을 발송했습니다. 메일함을 확인해주세요.');
    expect(authRequests.find((request) => request.path === '/api/auth/forgot-password')?.body).toEqual({
      email: 'member@example.com',
    });
    expect(authDb.mails).toEqual(['member@example.com']);
    // Still logged in: the mail does not end the session.
    expect(getAuthState().status).toBe('authenticated');
  });

  it.each([
    [429, '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.'],
    [500, '메일 발송에 실패했습니다. 잠시 후 다시 시도해주세요.'],
  ])('handles a %s of the mail request with the copy-deck message', async (status, message) => {
    server.use(
      http.post('*/api/auth/forgot-password', () => HttpResponse.json(errorBody(status, 'Error', 'x'), { status })),
    );
    const { user } = await openMyInfo();
    await user.click(screen.getByRole('button', { name: '비밀번호 변경 메일 받기' }));
    await expectToast(message);
  });
});
