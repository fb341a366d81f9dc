import { describe, expect, it } from 'vitest';
import { buildShow } from '@/testing/fixtures';
import { buildShowIcs, escapeIcsText, foldIcsLine, icsFileName, showEnd } from './ics';

describe('ics', () => {
  it('escapes text values', () => {
    expect(escapeIcsText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
  });

  it('folds long lines at 75 octets without splitting Korean characters', () => {
    const line = `SUMMARY:${'가'.repeat(40)}`; // 8 + 120 bytes
    const folded = foldIcsLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(parts.map((part, index) => (index ? part.slice(1) : part)).join('')).toBe(line);
  });

  it('ends at endsAt, else after the running time, else after two hours', () => {
    expect(
      showEnd({
        startsAt: '2026-11-28T10:30:00.000Z',
        endsAt: '2026-11-28T12:00:00.000Z',
        runningTimeMinutes: 10,
      }).toISOString(),
    ).toBe('2026-11-28T12:00:00.000Z');
    expect(showEnd({ startsAt: '2026-11-28T10:30:00.000Z', endsAt: null, runningTimeMinutes: 90 }).toISOString()).toBe(
      '2026-11-28T12:00:00.000Z',
    );
    expect(
      showEnd({ startsAt: '2026-11-28T10:30:00.000Z', endsAt: null, runningTimeMinutes: null }).toISOString(),
    ).toBe('2026-11-28T12:30:00.000Z');
  });

  it('builds one event with CRLF line endings', () => {
    const show = buildShow({
      title: '송년 음악회',
      startsAt: '2026-12-20T08:00:00.000Z',
      endsAt: null,
      runningTimeMinutes: 120,
    });
    const text = buildShowIcs(show, {
      hallName: '테스트 아트홀',
      address: '서울',
      pageUrl: 'https://hall.example/detail/show/abc',
      now: new Date('2026-11-01T00:00:00.000Z'),
    });
    expect(text.split('\r\n').filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(text).toContain('DTSTAMP:20261101T000000Z');
    expect(text).toContain('DTSTART:20261220T080000Z');
    expect(text).toContain('DTEND:20261220T100000Z');
    expect(text).toContain(`UID:show-${show.documentId}@hall.example`);
    expect(text).toContain('URL:https://hall.example/detail/show/abc');
    expect(text.replace(/\r\n/g, '')).not.toContain('\n');
  });

  it('makes safe file names', () => {
    expect(icsFileName('A/B: "C"?')).toBe('AB C.ics');
    expect(icsFileName('///')).toBe('show.ics');
  });
});
