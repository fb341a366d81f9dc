/**
 * Places the non-show calendar entries (rentals, rehearsals, maintenance, one closure day)
 * in the current and the next month (Seoul), on days without a show where possible.
 */
import { CALENDAR_TEMPLATES, CLOSURE, type CalendarKind, type CalendarTemplate } from './data/calendar';
import type { Random } from './random';
import { isHoliday, isWeekend, kstInstant, monthRange, weekday } from './time';

export interface CalendarPlan {
  title: string;
  kind: CalendarKind;
  day: number;
  startsAt: Date;
  endsAt: Date;
  note: string;
}

function fits(template: Pick<CalendarTemplate, 'days'>, day: number): boolean {
  if (template.days === 'weekend') return isWeekend(day) || isHoliday(day);
  if (template.days === 'weekday') return !isWeekend(day) && !isHoliday(day);
  return true;
}

function toPlan(template: Omit<CalendarTemplate, 'monthOffset'>, day: number): CalendarPlan {
  return {
    title: template.title,
    kind: template.kind,
    day,
    startsAt: kstInstant(day, template.start[0], template.start[1]),
    endsAt: kstInstant(day, template.end[0], template.end[1]),
    note: template.note,
  };
}

export function planCalendar(
  today: number,
  showDays: Set<number>,
  random: Random,
): { closureDay: number; events: CalendarPlan[] } {
  const used = new Set<number>();
  const busy = (day: number) => used.has(day) || showDays.has(day);

  // The closure: a Monday (else any weekday) at least a week ahead, within the next month.
  const horizon = monthRange(today, 1).last;
  const closureCandidates: number[] = [];
  for (let day = today + 7; day <= horizon; day += 1) {
    if (!busy(day) && fits(CLOSURE, day)) closureCandidates.push(day);
  }
  const closureDay = closureCandidates.find((day) => weekday(day) === 1) ?? closureCandidates[0] ?? today + 7;
  used.add(closureDay);
  const events: CalendarPlan[] = [toPlan(CLOSURE, closureDay)];

  /** A random free day of the month that satisfies `ok`; relaxes to show days, then to any day. */
  const pickDay = (monthOffset: number, ok: (day: number) => boolean): number => {
    const { first, last } = monthRange(today, monthOffset);
    const days: number[] = [];
    for (let day = first; day <= last; day += 1) days.push(day);
    const tiers = [
      days.filter((day) => !busy(day) && ok(day)),
      days.filter((day) => !used.has(day) && ok(day)),
      days.filter((day) => !used.has(day)),
    ];
    const candidates = tiers.find((tier) => tier.length > 0);
    if (!candidates) throw new Error(`no free calendar day in month offset ${monthOffset}`);
    return candidates[Math.floor(random() * candidates.length)];
  };

  for (let index = 0; index < CALENDAR_TEMPLATES.length; index += 1) {
    const template = CALENDAR_TEMPLATES[index];
    if (template.dayBeforeNext) {
      const main = CALENDAR_TEMPLATES[index + 1];
      const { first } = monthRange(today, template.monthOffset);
      const day = pickDay(
        template.monthOffset,
        (d) => d - 1 >= first && fits(main, d) && fits(template, d - 1) && !busy(d - 1),
      );
      used.add(day);
      used.add(day - 1);
      events.push(toPlan(template, day - 1), toPlan(main, day));
      index += 1;
      continue;
    }
    const day = pickDay(template.monthOffset, (d) => fits(template, d));
    used.add(day);
    events.push(toPlan(template, day));
  }
  return { closureDay, events: events.sort((x, y) => x.startsAt.getTime() - y.startsAt.getTime()) };
}
