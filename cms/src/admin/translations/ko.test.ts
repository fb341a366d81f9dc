import { STATUS_CODES } from 'node:http';
import { errors } from '@strapi/utils';
import { describe, expect, it } from 'vitest';
import { ko } from './ko';

/** The message each of Strapi's error classes has when thrown without one. */
const strapiDefaultMessages = Object.values(errors)
  .filter((ErrorClass) => typeof ErrorClass === 'function' && ErrorClass !== errors.HttpError)
  .flatMap((ErrorClass) => {
    try {
      return [new (ErrorClass as new () => Error)().message];
    } catch {
      return []; // one that needs its cause (YupValidationError)
    }
  });

/** The statuses the cms answers without a message of its own: Koa's phrase is the message. */
const statusPhrases = [400, 401, 403, 404, 405, 413, 429, 500].map((status) => STATUS_CODES[status]!);

describe("the admin panel's Korean for API errors without a message of ours", () => {
  it.each([...new Set([...strapiDefaultMessages, ...statusPhrases])])('%s', (message) => {
    for (const id of [`apiError.${message}`, `content-manager.apiError.${message}`]) {
      expect(ko[id], id).toMatch(/[가-힣]/);
    }
  });

  it('covers the error classes of this Strapi', () => {
    expect(strapiDefaultMessages).toEqual(
      expect.arrayContaining(['Forbidden access', 'Entity not found', 'Unauthorized']),
    );
  });
});
