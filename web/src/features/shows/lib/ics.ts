import type { Show } from '@/shared/api/types';
import { blocksToPlainText } from '@/shared/lib/blocks-text';

/** Length assumed when a show has neither an end time nor a running time. */
const DEFAULT_DURATION_MINUTES = 120;

/** 20261128T103000Z */
export function toIcsUtc(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** RFC 5545 TEXT escaping. */
export function escapeIcsText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

const encoder = new TextEncoder();

/** Folds a content line at 75 octets (UTF-8), never splitting a character. */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let currentBytes = 0;
  let limit = 75;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    if (currentBytes + bytes > limit) {
      parts.push(current);
      current = '';
      currentBytes = 0;
      limit = 74; // continuation lines start with one space
    }
    current += char;
    currentBytes += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function showEnd(show: Pick<Show, 'startsAt' | 'endsAt' | 'runningTimeMinutes'>): Date {
  if (show.endsAt) return new Date(show.endsAt);
  const minutes = show.runningTimeMinutes ?? DEFAULT_DURATION_MINUTES;
  return new Date(new Date(show.startsAt).getTime() + minutes * 60_000);
}

interface IcsContext {
  hallName: string;
  address?: string;
  /** Absolute URL of the show page. */
  pageUrl: string;
  now?: Date;
}

/** An iCalendar file with one event for the show (times in UTC). */
export function buildShowIcs(show: Show, { hallName, address, pageUrl, now = new Date() }: IcsContext): string {
  const host = (() => {
    try {
      return new URL(pageUrl).host;
    } catch {
      return 'hall.local';
    }
  })();
  const description = [show.performers, blocksToPlainText(show.body, 500), pageUrl].filter(Boolean).join('\n\n');
  const location = [hallName, address].filter(Boolean).join(', ');

  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeIcsText(hallName)}//Shows//KO`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:show-${show.documentId}@${host}`,
    `DTSTAMP:${toIcsUtc(now)}`,
    `DTSTART:${toIcsUtc(new Date(show.startsAt))}`,
    `DTEND:${toIcsUtc(showEnd(show))}`,
    `SUMMARY:${escapeIcsText(show.title)}`,
    `LOCATION:${escapeIcsText(location)}`,
    `DESCRIPTION:${escapeIcsText(description)}`,
    `URL:${pageUrl}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}

/** A file name that all systems accept. */
export function icsFileName(title: string): string {
  const safe = title
    // eslint-disable-next-line no-control-regex -- control characters are not allowed in file names
    .replace(/[\\/:*?"<>|\u0000-\u001f]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80);
  return `${safe || 'show'}.ics`;
}
