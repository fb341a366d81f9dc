import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildShow } from '@/testing/fixtures';
import { db, requests } from '@/testing/mock-cms';
import { renderRoute, setNow } from '@/testing/render';

function seedDetail() {
  const show = buildShow({
    title: '겨울밤의 세레나데 <실내악>',
    startsAt: '2026-11-28T10:30:00.000Z',
    endsAt: '2026-11-28T12:10:00.000Z',
    ticketUrl: 'https://tickets.example.com/serenade',
    host: '테스트 아트홀',
    performers: '현악 사중주단, 피아노 김하늘',
    runningTimeMinutes: 100,
    ageRating: '8세 이상',
    priceText: 'R석 50,000원 / S석 30,000원',
    isOrganized: true,
    body: [
      { type: 'heading', level: 2, children: [{ type: 'text', text: '프로그램' }] },
      {
        type: 'paragraph',
        children: [
          { type: 'text', text: '모차르트와 ' },
          { type: 'text', text: '슈베르트', bold: true },
          { type: 'text', text: '의 밤. ' },
          { type: 'link', url: 'https://example.com/program', children: [{ type: 'text', text: '프로그램 노트' }] },
        ],
      },
      {
        type: 'list',
        format: 'ordered',
        children: [
          { type: 'list-item', children: [{ type: 'text', text: '현악 사중주 19번' }] },
          { type: 'list-item', children: [{ type: 'text', text: '죽음과 소녀', italic: true }] },
        ],
      },
    ],
  });
  const before = buildShow({ title: '가을 독주회', startsAt: '2026-11-20T10:30:00.000Z' });
  const after = buildShow({ title: '송년 음악회', startsAt: '2026-12-20T08:00:00.000Z' });
  db.shows = [after, show, before];
  return { show, before, after };
}

describe('/detail/show/:documentId', () => {
  it('shows the facts, the body, the ticket link and the neighbouring shows', async () => {
    setNow('2026-11-25T03:00:00.000Z');
    const { show, before, after } = seedDetail();
    await renderRoute(`/detail/show/${show.documentId}`);

    expect(await screen.findByRole('heading', { level: 1, name: show.title })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: `${show.title} 포스터` })).toHaveAttribute(
      'src',
      show.poster!.formats!.medium!.url,
    );
    expect(screen.getByText('2026.11.28 (토) 19:30')).toBeInTheDocument();
    expect(screen.getByText('100분')).toBeInTheDocument();
    expect(screen.getByText('8세 이상')).toBeInTheDocument();
    expect(screen.getByText('R석 50,000원 / S석 30,000원')).toBeInTheDocument();
    expect(screen.getByText('현악 사중주단, 피아노 김하늘')).toBeInTheDocument();
    expect(screen.getByText('이번 주')).toBeInTheDocument();
    expect(screen.getByText('기획공연')).toBeInTheDocument();

    const book = screen.getByRole('link', { name: `${show.title} 예매하기 (새 창)` });
    expect(book).toHaveAttribute('href', 'https://tickets.example.com/serenade');
    expect(book).toHaveAttribute('rel', 'noopener noreferrer');

    // Blocks body rendered as elements.
    expect(screen.getByRole('heading', { name: '프로그램' }).tagName).toBe('H3'); // under the h2 '공연 소개'
    expect(screen.getByText('슈베르트').tagName).toBe('STRONG');
    expect(screen.getByText('죽음과 소녀').tagName).toBe('EM');
    expect(screen.getByRole('link', { name: /프로그램 노트/ })).toHaveAttribute('href', 'https://example.com/program');
    expect(screen.getByText('현악 사중주 19번').closest('ol')).not.toBeNull();

    const adjacent = screen.getByRole('navigation', { name: '이전·다음 공연' });
    expect(await within(adjacent).findByRole('link', { name: /가을 독주회/ })).toHaveAttribute(
      'href',
      `/detail/show/${before.documentId}`,
    );
    expect(within(adjacent).getByRole('link', { name: /송년 음악회/ })).toHaveAttribute(
      'href',
      `/detail/show/${after.documentId}`,
    );
    await waitFor(() => expect(document.title).toBe(`${show.title} | 테스트 아트홀`));
    // One request for the page, neighbours included; the site config is the layout's.
    expect(requests.map((r) => r.path).filter((path) => path !== '/api/site-config')).toEqual([
      `/api/shows/${show.documentId}`,
    ]);
  });

  it('embeds schema.org PerformingArtsEvent data with < escaped', async () => {
    const { show } = seedDetail();
    await renderRoute(`/detail/show/${show.documentId}`);
    await screen.findByRole('heading', { level: 1, name: show.title });

    const script = document.querySelector('script[type="application/ld+json"]');
    expect(script).not.toBeNull();
    const raw = script!.textContent ?? '';
    expect(raw).not.toContain('<');
    expect(raw).toContain('\\u003c실내악>');
    await waitFor(() =>
      expect(
        JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent!).location,
      ).toBeDefined(),
    );
    const data = JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'PerformingArtsEvent',
      name: '겨울밤의 세레나데 <실내악>',
      startDate: '2026-11-28T19:30:00+09:00',
      endDate: '2026-11-28T21:10:00+09:00',
      location: { '@type': 'PerformingArtsTheater', name: '테스트 아트홀' },
      performer: { name: '현악 사중주단, 피아노 김하늘' },
      offers: { url: 'https://tickets.example.com/serenade' },
    });
    expect(data.image[0]).toMatch(/^http:\/\/localhost(:\d+)?\/uploads\/poster_/);
  });

  it('links to the show’s iCalendar file, which the cms makes and names', async () => {
    const { show } = seedDetail();
    await renderRoute(`/detail/show/${show.documentId}`);

    const link = await screen.findByRole('link', { name: '내 캘린더에 추가' });
    expect(link).toHaveAttribute('href', `/api/shows/${show.documentId}/calendar.ics`);
    expect(link).toHaveAttribute('download', '');
    expect(
      screen.getByText('iCalendar(.ics) 파일로 내려받아 휴대폰이나 PC 캘린더에 등록할 수 있습니다.'),
    ).toBeInTheDocument();
  });

  it('says prominently that a show is cancelled, with staff’s note, and offers neither booking nor a calendar file', async () => {
    setNow('2026-11-25T03:00:00.000Z');
    const { show } = seedDetail();
    show.showStatus = 'cancelled';
    show.statusNote = '연주자의 건강 문제로 공연이 취소되었습니다.\n예매하신 티켓은 전액 환불됩니다.';
    await renderRoute(`/detail/show/${show.documentId}`);
    await screen.findByRole('heading', { level: 1, name: show.title });

    expect(screen.getByText('공연 취소', { selector: '.badge' })).toBeInTheDocument();
    expect(screen.queryByText('이번 주')).not.toBeInTheDocument();
    const notice = screen.getByRole('region', { name: '공연 취소 안내' });
    expect(within(notice).getByText('이 공연은 취소되었습니다.')).toBeInTheDocument();
    // Its line break kept (white-space: pre-line).
    expect(within(notice).getByText(/연주자의 건강 문제로/).textContent).toBe(show.statusNote);
    expect(screen.queryByRole('link', { name: /예매하기/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '내 캘린더에 추가' })).not.toBeInTheDocument();
    // The date it was planned for stays on the page.
    expect(screen.getByText('2026.11.28 (토) 19:30')).toBeInTheDocument();
  });

  it('says that a show was moved, from when to when', async () => {
    setNow('2026-11-25T03:00:00.000Z');
    const { show } = seedDetail();
    show.showStatus = 'rescheduled';
    show.previousStartsAt = '2026-11-21T08:00:00.000Z'; // Sat 21 November 17:00 KST
    show.statusNote = '예매하신 티켓은 새 일정에 그대로 쓰실 수 있습니다.';
    await renderRoute(`/detail/show/${show.documentId}`);
    await screen.findByRole('heading', { level: 1, name: show.title });

    expect(screen.getByText('일정 변경', { selector: '.badge' })).toBeInTheDocument();
    const notice = screen.getByRole('region', { name: '일정 변경 안내' });
    const previous = within(notice).getByText('2026.11.21 (토) 17:00');
    expect(previous.closest('del')).not.toBeNull();
    expect(previous).toHaveAttribute('dateTime', '2026-11-21T17:00:00+09:00');
    expect(within(notice).getByText('이전 일정')).toBeInTheDocument();
    expect(within(notice).getByText('변경 일정')).toBeInTheDocument();
    expect(within(notice).getByText('2026.11.28 (토) 19:30')).toHaveAttribute('dateTime', '2026-11-28T19:30:00+09:00');
    expect(within(notice).getByText(show.statusNote)).toBeInTheDocument();
    // A moved show is still booked and added to calendars.
    expect(screen.getByRole('link', { name: `${show.title} 예매하기 (새 창)` })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '내 캘린더에 추가' })).toBeInTheDocument();

    const data = JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(data).toMatchObject({
      eventStatus: 'https://schema.org/EventRescheduled',
      startDate: '2026-11-28T19:30:00+09:00',
      previousStartDate: '2026-11-21T17:00:00+09:00',
    });
  });

  it('has no notice for a show that goes ahead as planned', async () => {
    const { show } = seedDetail();
    await renderRoute(`/detail/show/${show.documentId}`);
    await screen.findByRole('heading', { level: 1, name: show.title });
    expect(screen.queryByRole('region', { name: /안내$/ })).not.toBeInTheDocument();
    expect(document.querySelector('.badge--cancelled, .badge--rescheduled')).toBeNull();
    const data = JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(data.eventStatus).toBe('https://schema.org/EventScheduled');
    expect(data).not.toHaveProperty('previousStartDate');
  });

  it('lists the 배리어프리 서비스 it offers in words with their notes, icons hidden, and says them in the structured data', async () => {
    const show = buildShow({
      title: '배리어프리 공연',
      startsAt: '2026-11-28T06:00:00.000Z',
      access: {
        captions: true,
        captionsNote: '11월 28일 15시 회차',
        signLanguage: true,
        signLanguageNote: null,
        wheelchair: true,
        relaxed: false,
      },
    });
    db.shows = [show];
    await renderRoute(`/detail/show/${show.documentId}`);
    const region = await screen.findByRole('region', { name: '배리어프리 서비스' });
    const items = within(region)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['한글자막11월 28일 15시 회차', '수어해설', '휠체어석']);
    for (const icon of region.querySelectorAll('svg')) expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(within(region).queryByText('편안한 공연')).not.toBeInTheDocument();

    const data = JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(data.workPerformed).toMatchObject({
      '@type': 'CreativeWork',
      accessibilityFeature: ['captions', 'signLanguage'],
      accessibilitySummary: '한글자막 (11월 28일 15시 회차), 수어해설, 휠체어석',
    });
  });

  it('has no 배리어프리 section for a show that offers none (or was saved before they existed)', async () => {
    const { show } = seedDetail();
    await renderRoute(`/detail/show/${show.documentId}`);
    await screen.findByRole('heading', { level: 1, name: show.title });
    expect(screen.queryByRole('region', { name: '배리어프리 서비스' })).not.toBeInTheDocument();
  });

  it('says so when the show does not exist', async () => {
    await renderRoute('/detail/show/unknown-document');
    expect(await screen.findByText('공연 정보를 찾을 수 없습니다.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '목록으로' })).toHaveAttribute('href', '/show/schedule');
  });
});
