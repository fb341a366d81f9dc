import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MEMBER_LIMITS, isEmail, meetsPasswordRule, normalizeEmail } from './auth';
import { escapeHtml } from './html';

describe('the password rule', () => {
  it('wants 6 characters with a letter, a digit and one of !@#$%^&*', () => {
    expect(meetsPasswordRule('abc12!')).toBe(true);
    expect(meetsPasswordRule('ab12!')).toBe(false);
    expect(meetsPasswordRule('abcdef1')).toBe(false);
    expect(meetsPasswordRule('abcde!')).toBe(false);
    expect(meetsPasswordRule('12345!')).toBe(false);
    expect(meetsPasswordRule('abc12?')).toBe(false);
    expect(meetsPasswordRule(123456)).toBe(false);
  });
});

describe('e-mail addresses', () => {
  it('accepts a plausible address, spaces around it ignored, up to 254 characters', () => {
    expect(isEmail(' office@hall.example ')).toBe(true);
    expect(isEmail('office@hall')).toBe(false);
    expect(isEmail('of fice@hall.example')).toBe(false);
    expect(isEmail(`${'a'.repeat(243)}@hall.example`)).toBe(false);
    expect(normalizeEmail(' Office@Hall.Example ')).toBe('office@hall.example');
  });
});

describe('the member profile', () => {
  it('has the lengths of the cms user content type; My page keeps the phone number under 12 characters', () => {
    const schema = path.resolve(
      __dirname,
      '../../../cms/src/extensions/users-permissions/content-types/user/schema.json',
    );
    const { attributes } = JSON.parse(fs.readFileSync(schema, 'utf8'));
    expect(attributes.name.maxLength).toBe(MEMBER_LIMITS.name);
    expect(attributes.phoneNumber.maxLength).toBe(MEMBER_LIMITS.phoneNumber);
    expect(MEMBER_LIMITS.profilePhoneNumber).toBeLessThan(12);
  });
});

describe('escapeHtml', () => {
  it('escapes the five characters that end text or an attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&#60;a href=&#34;x&#34; title=&#39;y&#39;&#62;&#38;&#60;/a&#62;',
    );
  });
});
