/**
 * Places the non-show calendar entries (rentals, rehearsals, maintenance, one closure day)
 * in the current and the next month (Seoul), on days without a show where possible.
 */
import { CALENDAR_TEMPLATES, CLOSURE, type CalendarKind, type CalendarTemplate } from './data/calendar';
import type { Random } from './random';
import { addSeoulDays, atSeoulTime, seoulDateKey, seoulParts, startOfSeoulMonth } from '@hall/contract/seoul-time';
import { isHoliday, isWeekend } from './time';

export interface CalendarPlan {
  title: string;
  kind: CalendarKind;
  day: Date;
  startsAt: Date;
  endsAt: Date;
  note: string;
}

function fits(template: Pick<CalendarTemplate, 'days'>, day: Date): boolean {
  if (template.days === 'weekend') return isWeekend(day) || isHoliday(day);
  if (template.days === 'weekday') return !isWeekend(day) && !isHoliday(day);
  return true;
}

/** The days of the Seoul month `monthOffset` months from `day`'s, in order. */
function daysOfMonth(day: Date, monthOffset: number): Date[] {
  const days: Date[] = [];
  const next = startOfSeoulMonth(day, monthOffset + 1).getTime();
  for (let d = startOfSeoulMonth(day, monthOffset); d.getTime() < next; d = addSeoulDays(d, 1)) days.push(d);
  return days;
}

function toPlan(template: Omit<CalendarTemplate, 'monthOffset'>, day: Date): CalendarPlan {
  return {
    title: template.title,
    kind: template.kind,
    day,
    startsAt: atSeoulTime(day, template.start[0], template.start[1]),
    endsAt: atSeoulTime(day, template.end[0], template.end[1]),
    note: template.note,
  };
}

/** `showDays`: the Seoul days (YYYY-MM-DD) with a show. */
export function planCalendar(
  today: Date,
  showDays: Set<string>,
  random: Random,
): { closureDay: Date; events: CalendarPlan[] } {
  const used = new Set<string>();
  const use = (day: Date) => used.add(seoulDateKey(day));
  const isUsed = (day: Date) => used.has(seoulDateKey(day));
  const busy = (day: Date) => isUsed(day) || showDays.has(seoulDateKey(day));

  // The closure: a Monday (else any weekday) at least a week ahead, within the next month.
  const weekAhead = addSeoulDays(today, 7);
  const closureCandidates = [...daysOfMonth(today, 0), ...daysOfMonth(today, 1)].filter(
    (day) => day.getTime() >= weekAhead.getTime() && !busy(day) && fits(CLOSURE, day),
  );
  const closureDay =
    closureCandidates.find((day) => seoulParts(day).weekday === 1) ?? closureCandidates[0] ?? weekAhead;
  use(closureDay);
  const events: CalendarPlan[] = [toPlan(CLOSURE, closureDay)];

  /** A random free day of the month that satisfies `ok`; relaxes to show days, then to any day. */
  const pickDay = (monthOffset: number, ok: (day: Date) => boolean): Date => {
    const days = daysOfMonth(today, monthOffset);
    const tiers = [
      days.filter((day) => !busy(day) && ok(day)),
      days.filter((day) => !isUsed(day) && ok(day)),
      days.filter((day) => !isUsed(day)),
    ];
    const candidates = tiers.find((tier) => tier.length > 0);
    if (!candidates) throw new Error(`no free calendar day in month offset ${monthOffset}`);
    return candidates[Math.floor(random() * candidates.length)];
  };

  for (let index = 0; index < CALENDAR_TEMPLATES.length; index += 1) {
    const template = CALENDAR_TEMPLATES[index];
    if (template.dayBeforeNext) {
      const main = CALENDAR_TEMPLATES[index + 1];
      const first = startOfSeoulMonth(today, template.monthOffset).getTime();
      const day = pickDay(template.monthOffset, (d) => {
        const before = addSeoulDays(d, -1);
        return before.getTime() >= first && fits(main, d) && fits(template, before) && !busy(before);
      });
      const before = addSeoulDays(day, -1);
      use(day);
      use(before);
      events.push(toPlan(template, before), toPlan(main, day));
      index += 1;
      continue;
    }
    const day = pickDay(template.monthOffset, (d) => fits(template, d));
    use(day);
    events.push(toPlan(template, day));
  }
  return { closureDay, events: events.sort((x, y) => x.startsAt.getTime() - y.startsAt.getTime()) };
}
