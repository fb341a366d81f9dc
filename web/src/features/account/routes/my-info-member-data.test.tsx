import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getAccessToken } from '@/shared/api/session';
import { getAuthState } from '@/shared/auth/auth-store';
import { addLoggedInMember, authDb, authRequests, errorBody } from '@/testing/mock-auth';
import { renderRoute } from '@/testing/render';
import { server } from '@/testing/server';
import { expectToast } from '@/testing/toast';

async function openMyInfo() {
  const member = addLoggedInMember({ email: 'member@example.com', name: '홍길동', password: 'Member-Pass1!' });
  const view = await renderRoute('/my/info');
  await screen.findByRole('heading', { level: 1, name: '내 정보' });
  return { ...view, member };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/my/info: 내 정보 내려받기', () => {
  it('downloads GET /api/auth/me/export as a JSON file with the Seoul day in its name', async () => {
    const created: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob);
      return 'blob:member-data';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });

    const { user } = await openMyInfo();
    await user.click(screen.getByRole('button', { name: '내 정보 내려받기' }));
    await expectToast('내 정보 파일을 내려받았습니다.');

    const request = authRequests.find((entry) => entry.path === '/api/auth/me/export');
    expect(request?.authorization).toBe(`Bearer ${getAccessToken()}`);
    expect(clicked).toHaveLength(1);
    expect(clicked[0]!.download).toMatch(/^hall-member-data-\d{4}-\d{2}-\d{2}\.json$/);
    expect(clicked[0]!.href).toBe('blob:member-data');
    expect(created[0]!.type).toBe('application/json');
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(created[0]!);
    });
    expect(JSON.parse(text)).toMatchObject({ profile: { email: 'member@example.com' } });
  });

  it('says so when the download fails', async () => {
    server.use(
      http.get('*/api/auth/me/export', () => HttpResponse.json(errorBody(500, 'Error', 'x'), { status: 500 })),
    );
    const { user } = await openMyInfo();
    await user.click(screen.getByRole('button', { name: '내 정보 내려받기' }));
    await expectToast('내 정보를 내려받지 못했습니다. 잠시 후 다시 시도해주세요.');
  });
});

describe('/my/info: 회원 탈퇴', () => {
  it('explains what is deleted, withdrawn and kept, and needs the password and the agreement', async () => {
    const { user } = await openMyInfo();
    const section = screen.getByRole('region', { name: '회원 탈퇴' });
    expect(section.textContent).toContain(
      '회원 정보(이메일, 이름, 휴대폰 번호, 비밀번호)와 약관 동의 기록을 즉시 삭제',
    );
    expect(section.textContent).toContain('접수 또는 검토중인 대관 신청은 취소되고');
    expect(section.textContent).toContain('반려·취소된 신청은 1년, 완료된 대관은 5년 동안 보관');
    const button = screen.getByRole('button', { name: '회원 탈퇴' });
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText(/^비밀번호 확인/), 'Member-Pass1!');
    expect(button).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: '위 내용을 확인했으며 회원 탈퇴에 동의합니다.' }));
    expect(button).toBeEnabled();
  });

  it('deletes the account with POST /api/auth/me/delete, logs out here and goes home', async () => {
    const { user } = await openMyInfo();
    await user.type(screen.getByLabelText(/^비밀번호 확인/), 'Member-Pass1!');
    await user.click(screen.getByRole('checkbox', { name: '위 내용을 확인했으며 회원 탈퇴에 동의합니다.' }));
    await user.click(screen.getByRole('button', { name: '회원 탈퇴' }));

    await expectToast('회원 탈퇴가 완료되었습니다. 그동안 이용해주셔서 감사합니다.');
    expect(authRequests.find((entry) => entry.path === '/api/auth/me/delete')?.body).toEqual({
      password: 'Member-Pass1!',
    });
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(getAuthState().status).toBe('anonymous');
    expect(getAccessToken()).toBeNull();
    expect(authDb.accounts).toHaveLength(0);
    expect(screen.getByRole('link', { name: '로그인' })).toBeInTheDocument();
  });

  it('keeps the member logged in on a wrong password and says to check it', async () => {
    const { user } = await openMyInfo();
    await user.type(screen.getByLabelText(/^비밀번호 확인/), 'Wrong-Pass1!');
    await user.click(screen.getByRole('checkbox', { name: '위 내용을 확인했으며 회원 탈퇴에 동의합니다.' }));
    await user.click(screen.getByRole('button', { name: '회원 탈퇴' }));
    await expectToast('비밀번호를 확인해주세요.');
    expect(screen.getByLabelText(/^비밀번호 확인/)).toHaveAttribute('aria-invalid', 'true');
    expect(getAuthState().status).toBe('authenticated');
    expect(authDb.accounts).toHaveLength(1);
  });

  it.each([
    [429, '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.'],
    [500, '회원 탈퇴에 실패했습니다. 잠시 후 다시 시도해주세요.'],
  ])('handles a %s with the matching message and stays logged in', async (status, message) => {
    server.use(http.post('*/api/auth/me/delete', () => HttpResponse.json(errorBody(status, 'Error', 'x'), { status })));
    const { user } = await openMyInfo();
    await user.type(screen.getByLabelText(/^비밀번호 확인/), 'Member-Pass1!');
    await user.click(screen.getByRole('checkbox', { name: '위 내용을 확인했으며 회원 탈퇴에 동의합니다.' }));
    await user.click(screen.getByRole('button', { name: '회원 탈퇴' }));
    await expectToast(message);
    expect(getAuthState().status).toBe('authenticated');
  });
});
