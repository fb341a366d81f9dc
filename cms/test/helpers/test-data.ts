/** A title or name no other test of the run uses: the label, the time and a random tail. */
export const unique = (label: string) => `${label} ${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;

/** The instant `days` from now (negative: ago; fractions allowed), as an ISO 8601 string. */
export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** inDays() on a whole minute, as the admin panel's date picker gives a time. */
export const wholeMinuteInDays = (days: number) =>
  new Date(Math.floor((Date.now() + days * 86_400_000) / 60_000) * 60_000).toISOString();
