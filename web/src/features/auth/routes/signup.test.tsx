import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getAuthState } from '@/shared/auth/auth-store';
import { db } from '@/testing/mock-cms';
import { addMember, authDb, authRequests, errorBody } from '@/testing/mock-auth';
import { renderRoute } from '@/testing/render';
import { server } from '@/testing/server';
import { expectToast } from '@/testing/toast';

type User = Awaited<ReturnType<typeof renderRoute>>['user'];

const field = (label: RegExp) => screen.getByLabelText(label);
const fields = {
  email: () => field(/^이메일/),
  name: () => field(/^이름/),
  phone: () => field(/^휴대폰 번호/),
  password: () => field(/^비밀번호(?! 확인)/),
  confirm: () => field(/^비밀번호 확인/),
  agreement: () => screen.getByRole('checkbox', { name: /\[필수\] 이용약관 및 개인정보 수집·이용에 동의합니다/ }),
};
const submit = () => screen.getByRole('button', { name: '가입하기' });

async function fillValid(
  user: User,
  overrides: Partial<Record<'email' | 'name' | 'phone' | 'password' | 'confirm', string>> = {},
) {
  const values = {
    email: 'new@example.com',
    name: '김새봄',
    phone: '010-1234-5678',
    password: 'Spring-1!',
    confirm: 'Spring-1!',
    ...overrides,
  };
  await user.type(fields.email(), values.email);
  await user.type(fields.name(), values.name);
  await user.type(fields.phone(), values.phone);
  await user.type(fields.password(), values.password);
  await user.type(fields.confirm(), values.confirm);
  await user.click(fields.agreement());
}

describe('/signup', () => {
  it('has a title and no footer', async () => {
    await renderRoute('/signup');
    expect(await screen.findByRole('heading', { level: 1, name: '회원가입' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('회원가입 | 테스트 아트홀'));
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('shows the validation messages of spec section 5 when a field is left', async () => {
    const { user } = await renderRoute('/signup');
    await screen.findByRole('heading', { level: 1, name: '회원가입' });

    await user.type(fields.email(), 'not-an-email');
    await user.tab();
    expect(screen.getByText('이메일 형식이 올바르지 않습니다.')).toBeInTheDocument();
    expect(fields.email()).toHaveAttribute('aria-invalid', 'true');
    await user.clear(fields.email());
    await user.type(fields.email(), 'ok@example.com');
    expect(screen.queryByText('이메일 형식이 올바르지 않습니다.')).not.toBeInTheDocument();

    for (const weak of ['abc!@#', 'abc123', '123!@#', 'a1!']) {
      await user.clear(fields.password());
      await user.type(fields.password(), weak);
      await user.tab();
      expect(screen.getByText('영문, 숫자, 특수문자(!@#$%^&*) 조합 6자리 이상 입력해주세요.')).toBeInTheDocument();
    }
    await user.clear(fields.password());
    await user.type(fields.password(), 'abc12!');
    expect(screen.queryByText('영문, 숫자, 특수문자(!@#$%^&*) 조합 6자리 이상 입력해주세요.')).not.toBeInTheDocument();

    await user.type(fields.confirm(), 'abc12@');
    await user.tab();
    expect(screen.getByText('비밀번호가 일치하지 않습니다.')).toBeInTheDocument();
    await user.clear(fields.confirm());
    await user.type(fields.confirm(), 'abc12!');
    expect(screen.queryByText('비밀번호가 일치하지 않습니다.')).not.toBeInTheDocument();

    await user.click(fields.agreement());
    await user.click(fields.agreement());
    expect(screen.getByText('필수 동의 항목입니다.')).toBeInTheDocument();
  });

  it('keeps only digits and hyphens in the phone number, at most 13', async () => {
    const { user } = await renderRoute('/signup');
    await screen.findByRole('heading', { level: 1, name: '회원가입' });
    await user.type(fields.phone(), '(010) 1234-5678 ext 99');
    expect(fields.phone()).toHaveValue('0101234-567899'.slice(0, 13));
    expect(fields.phone()).toHaveAttribute('maxLength', '13');
  });

  it('enables the button only when every field is valid and the agreement is ticked', async () => {
    const { user } = await renderRoute('/signup');
    await screen.findByRole('heading', { level: 1, name: '회원가입' });
    expect(submit()).toBeDisabled();
    await fillValid(user);
    expect(submit()).toBeEnabled();

    // The required agreement is part of the rule (../shared/spec/decisions.md).
    await user.click(fields.agreement());
    expect(submit()).toBeDisabled();
    await user.click(fields.agreement());
    expect(submit()).toBeEnabled();

    for (const [control, value] of [
      [fields.name, ''],
      [fields.phone, ''],
      [fields.email, 'broken@'],
      [fields.password, 'onlyletters'],
      [fields.confirm, 'Spring-2!'],
    ] as const) {
      const input = control();
      const previous = (input as HTMLInputElement).value;
      await user.clear(input);
      if (value) await user.type(input, value);
      expect(submit(), `${input.getAttribute('name')}=${value}`).toBeDisabled();
      await user.clear(input);
      await user.type(input, previous);
      expect(submit()).toBeEnabled();
    }
  });

  it('opens the privacy text of the site config from the agreement', async () => {
    const { user } = await renderRoute('/signup');
    await screen.findByRole('heading', { level: 1, name: '회원가입' });
    await user.click(screen.getByRole('button', { name: '개인정보 수집·이용 내용 보기' }));
    const dialog = await screen.findByRole('dialog', { name: '개인정보처리방침' });
    await waitFor(() =>
      expect(within(dialog).getByText(/개인정보처리방침 제1조/).textContent).toBe(db.siteConfig.privacyPolicy),
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('signs up, logs the member in and goes home', async () => {
    const { router, user } = await renderRoute('/signup');
    await screen.findByRole('heading', { level: 1, name: '회원가입' });
    await fillValid(user, { email: 'New@Example.com ' });
    await user.click(submit());

    await expectToast('회원가입이 완료되었습니다.');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(authRequests.find((request) => request.path === '/api/auth/local/register')).toMatchObject({
      authorization: null,
      body: {
        username: 'new@example.com',
        email: 'new@example.com',
        password: 'Spring-1!',
        name: '김새봄',
        phoneNumber: '010-1234-5678',
      },
    });
    expect(getAuthState()).toMatchObject({
      status: 'authenticated',
      member: { email: 'new@example.com', name: '김새봄' },
    });
    expect(authDb.cookie).not.toBeNull();
    expect(await screen.findByRole('link', { name: '마이페이지' })).toBeInTheDocument();
  });

  it('says when the e-mail is already in use, in a toast and at the field', async () => {
    addMember({ email: 'taken@example.com' });
    const { router, user } = await renderRoute('/signup');
    await screen.findByRole('heading', { level: 1, name: '회원가입' });
    await fillValid(user, { email: 'taken@example.com' });
    await user.click(submit());

    await expectToast('이미 사용 중인 이메일입니다.');
    const email = fields.email();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(document.getElementById(email.getAttribute('aria-describedby')!.split(' ').at(-1)!)).toHaveTextContent(
      '이미 사용 중인 이메일입니다.',
    );
    expect(submit()).toBeDisabled();
    expect(router.state.location.pathname).toBe('/signup');

    // Changing the e-mail clears the message.
    await user.type(email, 'x');
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it.each([
    [429, '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.'],
    [500, '네트워크 상태가 불안정합니다. 잠시 후 다시 시도해주세요.'],
  ])('responds to %s with the copy-deck message', async (status, message) => {
    server.use(
      http.post('*/api/auth/local/register', () =>
        HttpResponse.json(errorBody(status, status === 429 ? 'RateLimitError' : 'InternalServerError', 'x'), {
          status,
        }),
      ),
    );
    const { user } = await renderRoute('/signup');
    await screen.findByRole('heading', { level: 1, name: '회원가입' });
    await fillValid(user);
    await user.click(submit());
    await expectToast(message);
    expect(getAuthState().status).toBe('anonymous');
  });

  it('says the network is unstable when the server cannot be reached', async () => {
    server.use(http.post('*/api/auth/local/register', () => HttpResponse.error()));
    const { user } = await renderRoute('/signup');
    await screen.findByRole('heading', { level: 1, name: '회원가입' });
    await fillValid(user);
    await user.click(submit());
    await expectToast('네트워크 상태가 불안정합니다. 잠시 후 다시 시도해주세요.');
  });
});
