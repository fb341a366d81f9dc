/**
 * Places the show catalogue on the calendar around today (Seoul) and turns each show into
 * the data of an `api::show.show` document.
 */
import { b, h, p, quote, ul, type Blocks } from './blocks';
import { HALL } from './data/hall';
import { PAST_SHOWS, SHOW_ACCESS, UPCOMING_SHOWS, type ShowSeed } from './data/shows';
import { ACCESS_SERVICES } from '@hall/contract/access';
import { randomInt, type Random } from './random';
import { addSeoulDays, atSeoulTime, seoulDateKey } from '@hall/contract/seoul-time';
import type { ShowStatus } from '@hall/contract/show-status';
import { isHoliday, isWeekend, koreanDate, koreanTime, showStartTime } from './time';

export interface ShowPlan {
  seed: ShowSeed;
  day: Date;
  hour: number;
  minute: number;
  startsAt: Date;
  endsAt?: Date;
  ticketUrl?: string;
  upcoming: boolean;
  showStatus: ShowStatus;
  /** A moved show's start before the move. */
  previousStartsAt?: Date;
  statusNote?: string;
}

/** 공연 취소 or 일정 변경 of a show from the catalogue; the other shows go ahead as planned. */
function changeOf(seed: ShowSeed, day: Date): Pick<ShowPlan, 'showStatus' | 'previousStartsAt' | 'statusNote'> {
  const { change } = seed;
  if (!change) return { showStatus: 'scheduled' };
  if (change.status === 'cancelled') return { showStatus: 'cancelled', statusNote: change.note };
  const previousDay = addSeoulDays(day, -7 * change.weeksEarlier);
  const { hour, minute } = showStartTime(previousDay);
  return {
    showStatus: 'rescheduled',
    previousStartsAt: atSeoulTime(previousDay, hour, minute),
    statusNote: change.note,
  };
}

/**
 * Upcoming: today, the next three days (so the TODAY and 이번 주 badges have data whatever
 * the weekday), then every 3–6 days. Past: the two days before today, then every 3–8 days
 * back. Public holidays are skipped, except today: a show of today on a holiday starts at
 * 17:00 like a weekend show.
 */
export function planShows(today: Date, random: Random): ShowPlan[] {
  const upcomingDays = [today];
  let day = today;
  while (upcomingDays.length < 4) {
    day = addSeoulDays(day, 1);
    if (!isHoliday(day)) upcomingDays.push(day);
  }
  while (upcomingDays.length < UPCOMING_SHOWS.length) {
    day = addSeoulDays(day, randomInt(random, 3, 6));
    while (isHoliday(day)) day = addSeoulDays(day, 1);
    upcomingDays.push(day);
  }

  const pastDays: Date[] = [];
  day = today;
  while (pastDays.length < 2) {
    day = addSeoulDays(day, -1);
    if (!isHoliday(day)) pastDays.push(day);
  }
  while (pastDays.length < PAST_SHOWS.length) {
    day = addSeoulDays(day, -randomInt(random, 3, 8));
    while (isHoliday(day)) day = addSeoulDays(day, -1);
    pastDays.push(day);
  }

  const upcoming = assignDays(UPCOMING_SHOWS, upcomingDays, true);
  const past = assignDays(PAST_SHOWS, pastDays, false);

  const plans: ShowPlan[] = [];
  const add = (seed: ShowSeed, showDay: Date, isUpcoming: boolean, index: number) => {
    const { hour, minute } = showStartTime(showDay);
    const startsAt = atSeoulTime(showDay, hour, minute);
    const withEnd = random() < 0.6;
    const withTicket = !seed.noTicket && (isUpcoming || index % 3 === 1);
    plans.push({
      seed,
      day: showDay,
      hour,
      minute,
      startsAt,
      endsAt: withEnd ? new Date(startsAt.getTime() + seed.runningTimeMinutes * 60_000) : undefined,
      ticketUrl: withTicket ? `${HALL.ticketBase}/${seoulDateKey(showDay).replace(/-/g, '')}-${seed.slug}` : undefined,
      upcoming: isUpcoming,
      ...changeOf(seed, showDay),
    });
  };
  upcoming.forEach(([seed, showDay], index) => add(seed, showDay, true, index));
  past.forEach(([seed, showDay], index) => add(seed, showDay, false, index));
  return plans.sort((x, y) => x.startsAt.getTime() - y.startsAt.getTime());
}

/**
 * Pairs shows with days in order, except that children's concerts and competitions take the
 * free weekend day nearest their place in the list. With `keepFirst` the first show keeps the
 * first day (the show of today).
 */
function assignDays(seeds: ShowSeed[], days: Date[], keepFirst: boolean): Array<[ShowSeed, Date]> {
  const slotOf = new Map<number, number>();
  const taken = new Set<number>();
  if (keepFirst) {
    slotOf.set(0, 0);
    taken.add(0);
  }
  seeds.forEach((seed, index) => {
    if (slotOf.has(index) || !seed.preferWeekend) return;
    let best = -1;
    days.forEach((candidate, slot) => {
      if (taken.has(slot) || !isWeekend(candidate)) return;
      if (best < 0 || Math.abs(slot - index) < Math.abs(best - index)) best = slot;
    });
    if (best >= 0) {
      slotOf.set(index, best);
      taken.add(best);
    }
  });
  let free = 0;
  seeds.forEach((_seed, index) => {
    if (slotOf.has(index)) return;
    while (taken.has(free)) free += 1;
    slotOf.set(index, free);
    taken.add(free);
  });
  return seeds.map((seed, index) => [seed, days[slotOf.get(index) as number]]);
}

function admissionNote(plan: ShowPlan): Blocks[number] {
  const { seed } = plan;
  if (seed.priceText.includes('초청'))
    return p([b('초청받은 관객만 입장하실 수 있습니다.'), ' 초청 관련 문의는 주최사로 해 주시기 바랍니다.']);
  if (seed.noTicket)
    return p([
      b('별도의 예매 없이'),
      ' 공연 당일 선착순으로 입장하실 수 있습니다. 객석이 모두 차면 입장이 마감됩니다.',
    ]);
  return p([
    b('현장 발권은 운영하지 않습니다.'),
    ' 티켓은 온라인 예매처에서만 구매하실 수 있으며, 공연이 시작된 뒤에는 입장이 제한될 수 있습니다.',
  ]);
}

export function showBody(plan: ShowPlan): Blocks {
  const { seed } = plan;
  const talk = seed.genre === 'lecture' || seed.genre === 'competition';
  const running = talk
    ? `소요 시간: 약 ${seed.runningTimeMinutes}분`
    : `러닝타임: 약 ${seed.runningTimeMinutes}분${seed.runningTimeMinutes >= 90 ? ' (인터미션 15분 포함)' : ' (인터미션 없음)'}`;
  const blocks: Blocks = [
    p(seed.intro),
    h(seed.programHeading ?? '프로그램'),
    ul(seed.program),
    h(seed.genre === 'lecture' ? '연사 및 행사 소개' : seed.genre === 'competition' ? '콩쿠르 소개' : '출연진 소개'),
    p(seed.profile),
    h('관람 안내'),
    ul([
      ['일시: ', b(`${koreanDate(plan.day)} ${koreanTime(plan.hour, plan.minute)}`)],
      `장소: ${HALL.name} (${HALL.seats}석)`,
      running,
      `관람 연령: ${seed.ageRating}`,
      `티켓: ${seed.priceText}`,
      `주최·주관: ${seed.host}`,
    ]),
    admissionNote(plan),
  ];
  if (seed.isOrganized) {
    blocks.push(
      quote(
        `${HALL.name} 기획공연은 공연장이 직접 기획하고 제작하는 공연입니다. 좋은 음악을 가까이에서 만나는 자리에 여러분을 초대합니다.`,
      ),
    );
  }
  return blocks;
}

/** The data of an `api::show.show` document. */
export function showData(plan: ShowPlan, posterId: number) {
  const { seed } = plan;
  return {
    title: seed.title,
    startsAt: plan.startsAt.toISOString(),
    endsAt: plan.endsAt ? plan.endsAt.toISOString() : null,
    showStatus: plan.showStatus,
    previousStartsAt: plan.previousStartsAt ? plan.previousStartsAt.toISOString() : null,
    statusNote: plan.statusNote ?? null,
    poster: posterId,
    ticketUrl: plan.ticketUrl ?? null,
    host: seed.host,
    performers: seed.performers,
    isOrganized: seed.isOrganized,
    runningTimeMinutes: seed.runningTimeMinutes,
    ageRating: seed.ageRating,
    priceText: seed.priceText,
    body: showBody(plan),
    access: accessData(seed.slug),
  };
}

/** The show's 배리어프리 서비스: every service present, off unless the demo offers it; none for most shows. */
function accessData(slug: string) {
  const offered = SHOW_ACCESS[slug];
  if (!offered) return null;
  return Object.fromEntries(
    ACCESS_SERVICES.flatMap((service) => [
      [service.field, offered[service.field] === true],
      ...(service.noteField ? [[service.noteField, offered[service.noteField] ?? null]] : []),
    ]),
  );
}
