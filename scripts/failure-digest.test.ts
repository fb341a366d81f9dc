import { describe, expect, it } from 'vitest';
import { failureDigest } from './failure-digest.mjs';

// Vitest 4's output for a failed hook, a failed assertion and an unhandled rejection, colours included.
const vitestOutput = [
  ' ❯ a.test.ts (2 tests | 1 failed) 11ms',
  '     \u001b[31m×\u001b[39m adds 7ms',
  '⎯⎯⎯⎯⎯⎯ Failed Suites 1 ⎯⎯⎯⎯⎯⎯⎯',
  '',
  '\u001b[41m FAIL \u001b[49m b.test.ts [ b.test.ts ]',
  'Error: setup broke: /api/notices: ECONNRESET',
  ' ❯ b.test.ts:2:25',
  '⎯⎯⎯⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯⎯⎯⎯',
  '',
  ' FAIL  a.test.ts > group > adds',
  'AssertionError: expected 2 to be 3 // Object.is equality',
  '',
  '⎯⎯⎯⎯⎯⎯ Unhandled Rejection ⎯⎯⎯⎯⎯⎯⎯',
  'Vitest caught 1 unhandled error during the test run.',
  'Error: read ECONNRESET',
  ' Test Files  2 failed (2)',
].join('\n');

describe('failureDigest', () => {
  it('names each failed file, test and unhandled error with the first line of its error', () => {
    expect(failureDigest(vitestOutput)).toEqual([
      'b.test.ts [ b.test.ts ]',
      '  Error: setup broke: /api/notices: ECONNRESET',
      'a.test.ts > group > adds',
      '  AssertionError: expected 2 to be 3 // Object.is equality',
      'Unhandled Rejection',
      '  Error: read ECONNRESET',
    ]);
  });

  it('stops at the limit so that the digest stays short', () => {
    expect(failureDigest(vitestOutput, { maxEntries: 1 })).toHaveLength(2);
  });

  it('falls back on the last lines when the output names no failed test', () => {
    const output = Array.from({ length: 20 }, (_, index) => `line ${index}`).join('\n') + '\n\n';
    expect(failureDigest(output)).toEqual(Array.from({ length: 8 }, (_, index) => `line ${index + 12}`));
  });
});
