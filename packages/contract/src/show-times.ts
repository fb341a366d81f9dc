/** How long a show lasts when staff entered neither its end nor its running time. */
export const DEFAULT_SHOW_MINUTES = 120;

/**
 * When a show ends: its end time, else its start plus its running time, else plus two hours. The
 * cms's iCalendar files and the web app's structured data (schema.org endDate) agree on it.
 */
export function showEndsAt(show: {
  startsAt: string;
  endsAt?: string | null;
  runningTimeMinutes?: number | null;
}): Date {
  if (show.endsAt) return new Date(show.endsAt);
  const minutes = show.runningTimeMinutes ?? DEFAULT_SHOW_MINUTES;
  return new Date(Date.parse(show.startsAt) + minutes * 60_000);
}
