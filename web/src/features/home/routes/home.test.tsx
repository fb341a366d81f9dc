import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildNotice, buildPopup, buildShow } from '@/testing/fixtures';
import { db, requests } from '@/testing/mock-cms';
import { mockViewport, renderRoute, setNow } from '@/testing/render';
import { popupCookieName } from '../lib/popup-cookies';

const NOW = '2026-11-23T15:30:00.000Z'; // Tue 2026-11-24 00:30 in Seoul

function seedShows(count: number) {
  db.shows = Array.from({ length: count }, (_, index) =>
    buildShow({
      title: `다가오는 공연 ${index + 1}`,
      startsAt: new Date(Date.parse('2026-11-24T10:30:00.000Z') + index * 86_400_000).toISOString(),
      ticketUrl: index % 2 === 0 ? `https://tickets.example.com/${index + 1}` : null,
    }),
  );
}

describe('home page', () => {
  // The seeded shows are dated from NOW on: every test runs on that day, whatever today is.
  beforeEach(() => setNow(NOW));

  it('shows up to 10 upcoming shows from today in Seoul in the slideshow', async () => {
    seedShows(12);
    db.shows.push(buildShow({ title: '어제 공연', startsAt: '2026-11-23T10:30:00.000Z' })); // 19:30 on the 23rd in Seoul
    await renderRoute('/');

    const slides = await screen.findAllByTestId('hero-slide');
    expect(slides).toHaveLength(10);
    expect(within(slides[0]!).getByRole('heading', { name: '다가오는 공연 1' })).toBeInTheDocument();
    expect(within(slides[0]!).getByText('2026.11.24 (화) 19:30')).toBeInTheDocument();
    expect(screen.queryByText('어제 공연')).not.toBeInTheDocument();
    const poster = (slide: number) => within(slides[slide]!).queryByRole('img', { hidden: true });
    expect(poster(0)).toHaveAttribute('fetchpriority', 'high');
    expect(poster(0)).toHaveAttribute('loading', 'eager');
    // The next slide's poster is requested once the shown one is in, the others when they come up.
    expect(poster(1)).toBeNull();
    fireEvent.load(poster(0)!);
    expect(poster(1)).toHaveAttribute('loading', 'lazy');
    expect(poster(1)).toHaveAttribute('srcset', expect.stringContaining(' 354w'));
    expect(poster(2)).toBeNull();

    // One request for the whole page; the site config is the layout's, shared by every page.
    expect(requests.map((r) => r.path).filter((path) => path !== '/api/site-config')).toEqual(['/api/home']);
  });

  it('moves with the arrows in both directions, looping, and with the thumbnails', async () => {
    seedShows(3);
    // Without autoplay (reduced motion): on a loaded machine a 3 s turn could come between the clicks.
    mockViewport(1440, { reducedMotion: true });
    const { user } = await renderRoute('/');
    const slides = await screen.findAllByTestId('hero-slide');
    const current = () => slides.findIndex((slide) => slide.getAttribute('aria-hidden') === 'false');

    expect(current()).toBe(0);
    await user.click(screen.getByRole('button', { name: '이전 공연' }));
    expect(current()).toBe(2);
    await user.click(screen.getByRole('button', { name: '다음 공연' }));
    expect(current()).toBe(0);
    await user.click(screen.getByRole('button', { name: '다음 공연' }));
    expect(current()).toBe(1);

    const thumb = screen.getByRole('button', { name: '3번째 공연: 다가오는 공연 3' });
    await user.click(thumb);
    expect(current()).toBe(2);
    expect(thumb).toHaveAttribute('aria-current', 'true');
  });

  it('starts the carousel at the slide an arrow chose before it had started', async () => {
    seedShows(3);
    mockViewport(1440, { reducedMotion: true });
    // The carousel starts after the first paint: hold the frame until the arrow has been used.
    const frames: FrameRequestCallback[] = [];
    const requestFrame = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    const { user } = await renderRoute('/');
    const slides = await screen.findAllByTestId('hero-slide');
    const current = () => slides.findIndex((slide) => slide.getAttribute('aria-hidden') === 'false');

    await user.click(screen.getByRole('button', { name: '이전 공연' }));
    expect(current()).toBe(2);
    requestFrame.mockRestore();
    await act(async () => {
      for (const frame of frames.splice(0)) frame(performance.now());
      // useAfterFirstPaint's timeout, set by the frame, runs before this one.
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    await user.click(screen.getByRole('button', { name: '다음 공연' }));
    expect(current()).toBe(0);
    await user.click(screen.getByRole('button', { name: '다음 공연' }));
    expect(current()).toBe(1);
  });

  it('lists bookable shows in the ticketing strip with external links', async () => {
    seedShows(4);
    await renderRoute('/');
    const link = await screen.findByRole('link', { name: '다가오는 공연 1 예매하기 (새 창)' });
    expect(link).toHaveAttribute('href', 'https://tickets.example.com/1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: '다가오는 공연 3 예매하기 (새 창)' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '다가오는 공연 2 예매하기 (새 창)' })).not.toBeInTheDocument();
  });

  it('marks a cancelled and a moved show in the slideshow; a cancelled show is not offered for booking', async () => {
    seedShows(4);
    db.shows[0]!.showStatus = 'cancelled';
    db.shows[2]!.showStatus = 'rescheduled';
    db.shows[2]!.previousStartsAt = '2026-11-20T10:30:00.000Z';
    await renderRoute('/');

    const slides = await screen.findAllByTestId('hero-slide');
    expect(within(slides[0]!).getByText('공연 취소')).toHaveClass('badge--cancelled');
    expect(within(slides[2]!).getByText('일정 변경')).toHaveClass('badge--rescheduled');
    expect(within(slides[1]!).queryByText(/공연 취소|일정 변경/)).not.toBeInTheDocument();

    const moved = await screen.findByRole('link', { name: '다가오는 공연 3 예매하기 (새 창)' });
    expect(within(moved.closest('li')!).getByText('일정 변경')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '다가오는 공연 1 예매하기 (새 창)' })).not.toBeInTheDocument();
  });

  it('pages the ticketing strip by 4 on pc and by 2 on mobile', async () => {
    db.shows = Array.from({ length: 5 }, (_, index) =>
      buildShow({
        title: `예매 공연 ${index + 1}`,
        startsAt: new Date(Date.parse('2030-01-01T10:00:00.000Z') + index * 86_400_000).toISOString(),
        ticketUrl: `https://tickets.example.com/${index}`,
      }),
    );
    mockViewport(390);
    const { user } = await renderRoute('/');
    const strip = (await screen.findByRole('heading', { name: '티켓 예매' })).closest('section')!;
    await within(strip).findByRole('link', { name: '예매 공연 1 예매하기 (새 창)' });
    expect(within(strip).getAllByRole('link')).toHaveLength(2);
    expect(within(strip).getByText('1 / 3')).toBeInTheDocument();
    expect(within(strip).getByRole('button', { name: '이전 목록' })).toBeDisabled();
    await user.click(within(strip).getByRole('button', { name: '다음 목록' }));
    expect(
      within(strip)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['https://tickets.example.com/2', 'https://tickets.example.com/3']);
    await user.click(within(strip).getByRole('button', { name: '다음 목록' }));
    expect(within(strip).getAllByRole('link')).toHaveLength(1);
    expect(within(strip).getByRole('button', { name: '다음 목록' })).toBeDisabled();
  });

  it('shows 4 bookable shows per page on pc', async () => {
    db.shows = Array.from({ length: 5 }, (_, index) =>
      buildShow({
        title: `예매 공연 ${index + 1}`,
        startsAt: new Date(Date.parse('2030-01-01T10:00:00.000Z') + index * 86_400_000).toISOString(),
        ticketUrl: `https://tickets.example.com/${index}`,
      }),
    );
    await renderRoute('/');
    const strip = (await screen.findByRole('heading', { name: '티켓 예매' })).closest('section')!;
    await within(strip).findByRole('link', { name: '예매 공연 1 예매하기 (새 창)' });
    expect(within(strip).getAllByRole('link')).toHaveLength(4);
    expect(within(strip).getByText('1 / 2')).toBeInTheDocument();
  });

  it('shows notices and ticket openings in two tabs, at most 9 each', async () => {
    db.notices = [
      ...Array.from({ length: 11 }, (_, index) =>
        buildNotice({
          title: `일반 공지 ${index + 1}`,
          postedAt: `2026-11-${String(index + 1).padStart(2, '0')}T01:00:00.000Z`,
        }),
      ),
      buildNotice({ title: '티켓 오픈 안내', category: 'ticketOpen', externalUrl: 'https://tickets.example.com/open' }),
    ];
    const { user } = await renderRoute('/');

    const generalPanel = await screen.findByRole('tabpanel', { name: '공지사항' });
    await within(generalPanel).findByText('일반 공지 11');
    expect(within(generalPanel).getAllByRole('listitem')).toHaveLength(9);
    expect(within(generalPanel).getByText('2026.11.11')).toBeInTheDocument();
    expect(within(generalPanel).queryByText('티켓 오픈 안내')).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: '티켓오픈' }));
    const ticketPanel = screen.getByRole('tabpanel', { name: '티켓오픈' });
    const link = await within(ticketPanel).findByRole('link', { name: /티켓 오픈 안내/ });
    expect(link).toHaveAttribute('href', 'https://tickets.example.com/open');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('tab', { name: '티켓오픈' })).toHaveAttribute('aria-selected', 'true');
  });

  it("hides a popup for a day with '오늘 하루 보지 않기' and only for now with '닫기'", async () => {
    db.popups = [buildPopup({ title: '연말 특별 공연' }), buildPopup({ title: '휴관 안내' })];
    const first = db.popups[0]!;
    const second = db.popups[1]!;
    const { user, unmount } = await renderRoute('/');

    const dialog = await screen.findByRole('dialog', { name: '알림' });
    const firstCard = within(dialog).getByRole('article', { name: '연말 특별 공연' });
    await user.click(within(firstCard).getByRole('button', { name: '오늘 하루 보지 않기' }));
    expect(document.cookie).toContain(`${popupCookieName(first.documentId)}=1`);
    expect(within(dialog).queryByRole('article', { name: '연말 특별 공연' })).not.toBeInTheDocument();

    const secondCard = within(dialog).getByRole('article', { name: '휴관 안내' });
    await user.click(within(secondCard).getByRole('button', { name: '닫기' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.cookie).not.toContain(popupCookieName(second.documentId));

    // On the next visit only the popup closed with '닫기' comes back.
    unmount();
    await renderRoute('/');
    const again = await screen.findByRole('dialog', { name: '알림' });
    expect(within(again).getByRole('article', { name: '휴관 안내' })).toBeInTheDocument();
    expect(within(again).queryByRole('article', { name: '연말 특별 공연' })).not.toBeInTheDocument();
  });

  it('renders the home page for unknown paths', async () => {
    seedShows(1);
    await renderRoute('/this/does/not/exist');
    const [slide] = await screen.findAllByTestId('hero-slide');
    expect(within(slide!).getByRole('heading', { name: '다가오는 공연 1' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: '대관 절차 및 비용 보기' })).toHaveAttribute('href', '/apply/notice'),
    );
  });
});
