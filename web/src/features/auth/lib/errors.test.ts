import { describe, expect, it } from 'vitest';
import { StrapiRequestError } from '@/shared/api/strapi';
import { loginErrorMessage, resetPasswordError, signupError } from './errors';

const validation = (message: string, details: unknown = {}) =>
  new StrapiRequestError(400, message, 'ValidationError', details);
const fields = (...paths: string[]) => ({ errors: paths.map((path) => ({ path: [path], message: 'x' })) });

describe('responses of docs/api/auth.md → copy deck', () => {
  it('login', () => {
    expect(loginErrorMessage(validation('Invalid identifier or password'))).toBe(
      '이메일 또는 비밀번호를 확인해주세요.',
    );
    expect(
      loginErrorMessage(
        new StrapiRequestError(400, 'Your account has been blocked by an administrator', 'ApplicationError'),
      ),
    ).toBe('휴면 계정입니다. 고객센터로 문의해주세요.');
    expect(
      loginErrorMessage(new StrapiRequestError(429, 'Too many requests, please try again later.', 'RateLimitError')),
    ).toBe('요청이 너무 많습니다. 잠시 후 다시 시도해주세요.');
    expect(loginErrorMessage(new StrapiRequestError(0, 'Failed to fetch', 'NetworkError'))).toBe(
      '네트워크 상태가 불안정합니다. 잠시 후 다시 시도해주세요.',
    );
    expect(loginErrorMessage(new TypeError('x'))).toBe('네트워크 상태가 불안정합니다. 잠시 후 다시 시도해주세요.');
  });

  it('signup', () => {
    expect(signupError(new StrapiRequestError(400, 'Email or Username are already taken', 'ApplicationError'))).toEqual(
      {
        toast: '이미 사용 중인 이메일입니다.',
        field: { name: 'email', message: '이미 사용 중인 이메일입니다.' },
      },
    );
    expect(signupError(validation('email must be a valid email', fields('email'))).field).toEqual({
      name: 'email',
      message: '이메일 형식이 올바르지 않습니다.',
    });
    expect(signupError(validation('Password must be …', fields('password'))).field?.message).toBe(
      '영문, 숫자, 특수문자(!@#$%^&*) 조합 6자리 이상 입력해주세요.',
    );
    expect(signupError(new StrapiRequestError(429, 'x')).toast).toBe(
      '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.',
    );
    expect(signupError(validation('Invalid parameters: role')).toast).toBe(
      '네트워크 상태가 불안정합니다. 잠시 후 다시 시도해주세요.',
    );
    expect(signupError(new StrapiRequestError(502, 'Bad gateway')).toast).toBe(
      '네트워크 상태가 불안정합니다. 잠시 후 다시 시도해주세요.',
    );
  });

  it('reset password', () => {
    expect(resetPasswordError(validation('Reset code has expired', { reason: 'expired' }))).toEqual({
      kind: 'expired',
    });
    expect(resetPasswordError(validation('Incorrect code provided', { reason: 'invalid' }))).toEqual({
      kind: 'invalid',
    });
    expect(resetPasswordError(validation('code is a required field', fields('code')))).toEqual({ kind: 'invalid' });
    expect(resetPasswordError(validation('Passwords do not match', fields('passwordConfirmation')))).toMatchObject({
      kind: 'field',
      name: 'passwordConfirmation',
      message: '비밀번호가 일치하지 않습니다.',
    });
    expect(resetPasswordError(new StrapiRequestError(0, 'offline'))).toMatchObject({ kind: 'toast' });
  });
});
