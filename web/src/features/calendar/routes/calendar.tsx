import {
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type MouseEvent,
  type RefObject,
} from 'react';
import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/daygrid';
import koLocale from '@fullcalendar/core/locales/ko';
import type {
  DatesSetArg,
  DayCellContentArg,
  DayCellMountArg,
  DayHeaderMountArg,
  EventClickArg,
  EventContentArg,
} from '@fullcalendar/core';
import { Link, useNavigate } from 'react-router-dom';
import { sharedCopy, type SharedMessages } from '@/shared/copy';
import { contentLang, useCopy, useFormats, useLocale, useLocalizedPath, type Messages } from '@/shared/i18n';
import type { Locale } from '@hall/contract/locales';
import { useBreakpoint } from '@/shared/hooks/use-breakpoint';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { SHOW_TABS } from '@/shared/navigation';
import {
  formatSeoulTime,
  koreanWeekday,
  seoulDateKey,
  seoulIsoWithOffset,
  seoulWallClockIso,
  todayInSeoul,
} from '@hall/contract/seoul-time';
import { useRenderEnvironment } from '@/shared/ssr/render-environment';
import { PageHeader } from '@/shared/ui/page-header';
import { useToast } from '@/shared/ui/toast';
import { ErrorState } from '@/shared/ui/status';
import { TabBar } from '@/shared/ui/tab-bar';
import { useSchedule } from '../api/get-schedule';
import { calendarCopy } from '../copy';
import { addMonths, firstOfMonth, monthGridRange, monthTitle } from '../lib/month-grid';
import {
  entryToItems,
  groupByDay,
  isAllDay,
  timeRangeText,
  type ScheduleItem,
  type ScheduleKind,
} from '../lib/schedule';
import './calendar.css';

/** The hall's whole schedule as an iCalendar feed (cms: api::schedule). */
const FEED_PATH = '/api/calendar.ics';

const KINDS: ScheduleKind[] = ['show', 'rental', 'rehearsal', 'closure', 'other'];

/**
 * The calendar runs in 'UTC' and is fed Seoul wall-clock times, so that every visitor sees
 * the hall's days and hours whatever their own time zone (no time-zone plugin needed).
 */
function keyOfCalendarDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

const englishWeekday = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'Asia/Seoul' });

function dayParts(key: string, locale: Locale): { month: number; day: number; weekday: string } {
  const [year, month, day] = key.split('-').map(Number) as [number, number, number];
  // Noon UTC of that date falls on the same date in Seoul.
  const noon = Date.UTC(year, month - 1, day, 12);
  const weekday = locale === 'en' ? englishWeekday.format(noon) : koreanWeekday(noon);
  return { month, day, weekday };
}

/**
 * FullCalendar names each day cell after a hidden date label ('aria-labelledby'), which hides
 * the cell's own content (our day button and the events) from its accessible name. The cell
 * is named by its content instead. The attributes are set once per cell, so removing them
 * when the cell mounts is enough.
 */
function unlabelDayCell({ el }: DayCellMountArg) {
  el.removeAttribute('aria-labelledby');
  el.querySelector('.fc-daygrid-day-number')?.removeAttribute('aria-label');
}

/**
 * FullCalendar wraps each weekday heading in an `<a>` without href (a link only with navLinks),
 * labelled with the weekday's full name. The name moves to the column header and the anchor
 * is marked as no link: search engines report link-less anchors as uncrawlable links.
 */
function unlinkWeekdayHeader({ el }: DayHeaderMountArg) {
  const cushion = el.querySelector('.fc-col-header-cell-cushion');
  if (!cushion || cushion.hasAttribute('href')) return;
  const label = cushion.getAttribute('aria-label');
  if (label) el.setAttribute('aria-label', label);
  cushion.removeAttribute('aria-label');
  cushion.setAttribute('role', 'none');
}

const PLUGINS = [dayGridPlugin];

/** The class modifiers of an item besides its kind: a cancelled or moved show, a moved show's old day. */
function modifiersOf(item: ScheduleItem): string[] {
  return [...(item.change ? [item.change] : []), ...(item.movedTo ? ['moved-away'] : [])];
}

/** 'Now' as the calendar sees it: Seoul wall-clock time in its 'UTC' time zone. */
function seoulNow(): string {
  return seoulWallClockIso(new Date());
}

/**
 * Day cells and events are plain DOM, not React: FullCalendar would put React content into each
 * of its 42 cells through a portal, in one long task as the page starts (docs/decisions/012).
 * The day buttons are handled by one click handler on the grid (CalendarPage).
 */
function element(tag: string, className: string, text?: string): HTMLElement {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

type CalendarMessages = Messages<(typeof calendarCopy)['ko']>;

/** The event renderer of a page's language (one per language, so that FullCalendar keeps it). */
const eventRenderers = new Map<Locale, (arg: EventContentArg) => { domNodes: Node[] }>();

function eventRenderer(copy: CalendarMessages, shared: SharedMessages, locale: Locale) {
  let render = eventRenderers.get(locale);
  if (!render) {
    render = (arg: EventContentArg) => {
      const item = arg.event.extendedProps.item as ScheduleItem;
      const content = element('span', 'cal-event__content');
      if (item.movedTo) {
        // The day a moved show was planned: its time struck through, the new date in the day list.
        const time = element('span', 'cal-event__time');
        time.append(element('del', '', formatSeoulTime(item.start)));
        content.append(time);
      } else content.append(element('span', 'cal-event__time', timeRangeText(item) || copy.allDay));
      if (item.change)
        content.append(
          element('span', `cal-event__change cal-event__change--${item.change}`, shared.showStatus.badges[item.change]),
        );
      const title = element('span', 'cal-event__title', item.title);
      const lang = contentLang(item, locale);
      if (lang) title.lang = lang;
      content.append(title);
      return { domNodes: [content] };
    };
    eventRenderers.set(locale, render);
  }
  return render;
}

type GridStep = 'none' | 'rendered' | 'shown';

/**
 * FullCalendar renders in the browser only, in steps of their own, so that a phone never works long
 * without a break: the page is hydrated first ('none'); then FullCalendar builds the month out
 * of view ('rendered', nothing to measure yet); then it is shown and sizes itself ('shown').
 * Meanwhile the grid keeps its place (calendar.css, .cal-grid--pending).
 */
function useGridSteps(calendarRef: RefObject<FullCalendar>): GridStep {
  const [step, setStep] = useState<GridStep>('none');
  useEffect(() => {
    if (step === 'shown') {
      calendarRef.current?.getApi().updateSize();
      return undefined;
    }
    const next = setTimeout(() => startTransition(() => setStep(step === 'none' ? 'rendered' : 'shown')));
    return () => clearTimeout(next);
  }, [step, calendarRef]);
  return step;
}

export function CalendarPage() {
  const copy = useCopy(calendarCopy);
  const shared = useCopy(sharedCopy);
  const locale = useLocale();
  const formats = useFormats();
  const localized = useLocalizedPath();
  useDocumentTitle(copy.title, copy.description);
  const calendarRef = useRef<FullCalendar>(null);
  const navigate = useNavigate();
  const isMobile = useBreakpoint() === 'mobile';
  // The month shown (its first day): the grid FullCalendar is about to render, whose schedule
  // the page was rendered with (the route's loader), so that FullCalendar's first render has it.
  const [month, setMonth] = useState(() => firstOfMonth(todayInSeoul()));
  const range = useMemo(() => monthGridRange(month), [month]);
  const title = useMemo(() => monthTitle(month, locale), [month, locale]);
  const [selectedDay, setSelectedDay] = useState<string | null>(() => todayInSeoul());
  const { showToast } = useToast();
  const grid = useGridSteps(calendarRef);
  const feedUrl = `${useRenderEnvironment().origin}${FEED_PATH}`;
  const copyFeedUrl = async () => {
    try {
      await navigator.clipboard.writeText(feedUrl);
      showToast(copy.feed.copied);
    } catch {
      showToast(copy.feed.copyFailed);
    }
  };

  const schedule = useSchedule(range);

  const items = useMemo(() => (schedule.data ?? []).flatMap(entryToItems), [schedule.data]);
  const byDay = useMemo(() => groupByDay(items), [items]);

  const calendarEvents = useMemo(
    () =>
      isMobile
        ? []
        : items.map((item) => ({
            id: item.id,
            title: item.title,
            ...(isAllDay(item)
              ? { allDay: true, start: seoulDateKey(item.start), end: seoulDateKey(item.end) }
              : { start: seoulWallClockIso(item.start), end: seoulWallClockIso(item.end) }),
            classNames: [
              'cal-event',
              `cal-event--${item.kind}`,
              ...modifiersOf(item).map((name) => `cal-event--${name}`),
            ],
            interactive: Boolean(item.to),
            extendedProps: { item },
          })),
    [items, isMobile],
  );

  const onDatesSet = useCallback((arg: DatesSetArg) => setMonth(keyOfCalendarDate(arg.view.currentStart)), []);

  // The page's state says which month is shown, FullCalendar follows: the grid mounts after the
  // first paint (useGridSteps), and a click on an arrow before that must not be lost.
  const showMonthOf = (dayKey: string) => {
    setMonth(firstOfMonth(dayKey));
    calendarRef.current?.getApi().gotoDate(dayKey);
  };
  const goPrevious = () => {
    showMonthOf(addMonths(month, -1));
    setSelectedDay(null);
  };
  const goNext = () => {
    showMonthOf(addMonths(month, 1));
    setSelectedDay(null);
  };
  const goToday = () => {
    showMonthOf(todayInSeoul());
    setSelectedDay(todayInSeoul());
  };

  // FullCalendar redraws every cell when any option changes identity: the options below are
  // module constants or memoized, so that it redraws only when the schedule, the selected day or
  // the breakpoint changes, not on every render of the page.
  const renderDayCell = useCallback(
    (arg: DayCellContentArg) => {
      const key = keyOfCalendarDate(arg.date);
      const count = byDay.get(key)?.length ?? 0;
      const selected = key === selectedDay;
      const button = element('button', `cal-day${selected ? ' is-selected' : ''}${arg.isToday ? ' is-today' : ''}`);
      button.setAttribute('type', 'button');
      button.setAttribute('aria-pressed', String(selected));
      // A name rather than hidden text: 42 cells of text the page never shows cost a phone their layout.
      button.setAttribute('aria-label', copy.dayButtonLabel(dayParts(key, locale), count));
      button.dataset.day = key;
      button.append(element('span', 'cal-day__number', String(arg.date.getUTCDate())));
      if (isMobile && count > 0) {
        const dot = element('span', 'cal-day__dot');
        dot.setAttribute('aria-hidden', 'true');
        dot.dataset.testid = 'day-dot';
        button.append(dot);
      }
      return { domNodes: [button] };
    },
    [byDay, selectedDay, isMobile, copy, locale],
  );

  const onGridClick = (event: MouseEvent<HTMLDivElement>) => {
    const day = (event.target as Element).closest<HTMLElement>('button.cal-day')?.dataset.day;
    if (day) setSelectedDay(day);
  };

  const onEventClick = useCallback(
    (info: EventClickArg) => {
      info.jsEvent.preventDefault();
      const item = info.event.extendedProps.item as ScheduleItem;
      if (item.to) navigate(localized(item.to));
    },
    [navigate, localized],
  );

  const dayItems = selectedDay ? (byDay.get(selectedDay) ?? []) : [];
  const loadError = schedule.error;

  return (
    <>
      <PageHeader eyebrow={copy.eyebrow} title={copy.title} description={copy.description} />
      <TabBar items={SHOW_TABS} label={shared.tabs.show.label} />

      <div className="container page-section calendar-page">
        <div className="cal-toolbar">
          <button type="button" className="cal-toolbar__arrow" onClick={goPrevious} aria-label={copy.previousMonth}>
            <span aria-hidden="true">‹</span>
          </button>
          <h2 className="cal-toolbar__title" aria-live="polite">
            {title}
          </h2>
          <button type="button" className="cal-toolbar__arrow" onClick={goNext} aria-label={copy.nextMonth}>
            <span aria-hidden="true">›</span>
          </button>
          <button type="button" className="button button--ghost cal-toolbar__today" onClick={goToday}>
            {copy.today}
          </button>
        </div>

        <ul className="cal-legend" aria-label={copy.legendLabel}>
          {KINDS.map((kind) => (
            <li key={kind} className={`cal-legend__item cal-legend__item--${kind}`}>
              {copy.kinds[kind]}
            </li>
          ))}
        </ul>

        {loadError ? <ErrorState onRetry={() => void schedule.mutate()} /> : null}

        <div
          className={`cal-grid${isMobile ? ' cal-grid--mobile' : ''}${grid === 'shown' ? '' : ' cal-grid--pending'}`}
          onClick={onGridClick}
        >
          {grid !== 'none' ? (
            <FullCalendar
              ref={calendarRef}
              plugins={PLUGINS}
              initialView="dayGridMonth"
              initialDate={month}
              timeZone="UTC"
              now={seoulNow}
              locale={locale === 'en' ? 'en' : koLocale}
              headerToolbar={false}
              fixedWeekCount
              showNonCurrentDates
              height="auto"
              dayMaxEvents={false}
              eventDisplay="block"
              displayEventTime={false}
              events={calendarEvents}
              datesSet={onDatesSet}
              dayCellContent={renderDayCell}
              dayCellDidMount={unlabelDayCell}
              dayHeaderDidMount={unlinkWeekdayHeader}
              eventContent={eventRenderer(copy, shared, locale)}
              eventClick={onEventClick}
            />
          ) : (
            <div />
          )}
        </div>

        <section className="cal-day-list" aria-live="polite" aria-labelledby="cal-day-list-title">
          {selectedDay ? (
            <>
              <h2 id="cal-day-list-title" className="cal-day-list__title">
                {copy.dayListTitle(dayParts(selectedDay, locale))}
              </h2>
              {dayItems.length === 0 ? (
                <p className="cal-day-list__empty">{copy.empty}</p>
              ) : (
                <ul className="cal-day-list__items">
                  {dayItems.map((item) => (
                    <li
                      key={item.id}
                      className={[
                        'cal-day-list__item',
                        ...[item.kind, ...modifiersOf(item)].map((name) => `cal-day-list__item--${name}`),
                      ].join(' ')}
                    >
                      <span className="cal-day-list__time">
                        {item.movedTo ? (
                          <del>{formatSeoulTime(item.start)}</del>
                        ) : (
                          timeRangeText(item, selectedDay) || copy.allDay
                        )}
                      </span>
                      <span className="cal-day-list__kind">{copy.kinds[item.kind]}</span>
                      {item.to ? (
                        <Link className="cal-day-list__name" to={localized(item.to)} lang={contentLang(item, locale)}>
                          {item.title}
                        </Link>
                      ) : (
                        <span className="cal-day-list__name" lang={contentLang(item, locale)}>
                          {item.title}
                        </span>
                      )}
                      {item.change ? (
                        <p className="cal-day-list__change">
                          <span className={`badge badge--${item.change}`}>{shared.showStatus.badges[item.change]}</span>
                          {item.movedTo ? (
                            <span className="cal-day-list__new-date">
                              {shared.showStatus.newSchedule}{' '}
                              <time dateTime={seoulIsoWithOffset(item.movedTo)}>{formats.dateTime(item.movedTo)}</time>
                            </span>
                          ) : null}
                          {item.previousStart ? (
                            <span className="cal-day-list__previous">
                              {shared.showStatus.previousSchedule}{' '}
                              <del>
                                <time dateTime={seoulIsoWithOffset(item.previousStart)}>
                                  {formats.dateTime(item.previousStart)}
                                </time>
                              </del>
                            </span>
                          ) : null}
                        </p>
                      ) : null}
                      {item.note ? (
                        <p className="cal-day-list__note" lang={contentLang(item, locale)}>
                          {item.note}
                        </p>
                      ) : null}
                    </li>
                  ))}
                </ul>
              )}
            </>
          ) : (
            <p id="cal-day-list-title" className="cal-day-list__empty">
              {copy.selectDay}
            </p>
          )}
        </section>

        <section className="cal-feed" aria-labelledby="cal-feed-title">
          <h2 id="cal-feed-title" className="cal-feed__title">
            {copy.feed.title}
          </h2>
          <p className="cal-feed__text">{copy.feed.description}</p>
          <p className="cal-feed__url">
            <code>{feedUrl}</code>
          </p>
          <div className="cal-feed__actions">
            <button type="button" className="button button--ghost" onClick={() => void copyFeedUrl()}>
              {copy.feed.copy}
            </button>
            <a className="button button--ghost" href={FEED_PATH} download="schedule.ics">
              {copy.feed.download}
            </a>
          </div>
        </section>
      </div>
    </>
  );
}

export { CalendarPage as Component };
