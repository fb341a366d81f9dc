import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { db } from '@/testing/mock-cms';
import { renderRoute } from '@/testing/render';

describe('/about/intro', () => {
  it('presents the hall facts, genres and contacts from the site config', async () => {
    await renderRoute('/about/intro');
    expect(screen.getByRole('heading', { level: 1, name: '공연장 소개' })).toBeInTheDocument();
    expect(await screen.findByText(/테스트 아트홀은 도심 한가운데에서/)).toBeInTheDocument();

    const acoustics = screen.getByRole('heading', { name: '음향 특성' }).closest('section')!;
    for (const value of ['280석', '약 3,040㎥', '1.2~1.3초', '약 +2.5dB', '45%', '약 25%']) {
      expect(within(acoustics).getByText(value)).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { name: '추천 장르' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '국악' })).toBeInTheDocument();

    const contact = screen.getByRole('heading', { name: '문의' }).closest('section')!;
    expect(within(contact).getByRole('link', { name: '02-1234-5678' })).toHaveAttribute('href', 'tel:0212345678');
    expect(within(contact).getByRole('link', { name: 'hello@test-hall.example' })).toHaveAttribute(
      'href',
      'mailto:hello@test-hall.example',
    );
    expect(within(contact).getByRole('link', { name: '02-1234-5679' })).toBeInTheDocument();
    expect(within(contact).getByRole('link', { name: 'rental@test-hall.example' })).toBeInTheDocument();

    const tabs = screen.getByRole('navigation', { name: '공연장 소개 메뉴' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/about/intro', '/about/info', '/about/layout', '/about/address']);
    expect(within(tabs).getByRole('link', { name: '공연장 소개' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(document.title).toBe('공연장 소개 | 테스트 아트홀'));
  });

  it.each(['/about', '/about/unknown/page'])('is the fallback for %s', async (path) => {
    const { router } = await renderRoute(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/about/intro'));
    expect(await screen.findByRole('heading', { level: 1, name: '공연장 소개' })).toBeInTheDocument();
  });
});

describe('/about/info', () => {
  it('lists facilities, equipment and recording gear and links to the layout', async () => {
    await renderRoute('/about/info');
    expect(screen.getByRole('heading', { level: 1, name: '시설 안내' })).toBeInTheDocument();
    for (const name of ['공연장 개요', '음향 설계', '보유 장비', '녹음·촬영 장비']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: '좌석 배치도 보기' })).toHaveAttribute('href', '/about/layout');
  });
});

describe('/about/info: 배리어프리 시설', () => {
  it('lists the site config’s facilities with icons hidden and words, leaves out empty ones, and says where to ask', async () => {
    db.siteConfig = {
      ...db.siteConfig,
      accessFacilities: {
        entrance: '정문 오른쪽 경사로',
        elevator: null,
        wheelchairSeats: 6,
        companionSeats: 6,
        accessibleParkingSpaces: 4,
        accessibleToilet: '로비 층 남녀 각 1곳',
        hearingLoop: true,
        guideDogsWelcome: true,
        note: '방문 전 연락 주시면 안내해드립니다.',
        contactPhone: '02-730-0280',
        contactEmail: 'access@test-hall.example',
      },
    };
    await renderRoute('/about/info');
    const section = (await screen.findByRole('heading', { level: 2, name: '배리어프리 시설 안내' })).closest(
      'section',
    )!;
    const terms = within(section)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms).toEqual([
      '휠체어 출입 동선',
      '휠체어석',
      '동반자석',
      '장애인 전용 주차면',
      '장애인 화장실',
      '보청기 청취 보조 시스템(히어링 루프)',
      '보조견 동반 입장',
      '전화',
      '이메일',
    ]);
    expect(within(section).getByText('4면')).toBeInTheDocument();
    expect(within(section).getAllByText('6석')).toHaveLength(2);
    expect(within(section).getByText('설치되어 있습니다')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: '02-730-0280' })).toHaveAttribute('href', 'tel:027300280');
    for (const icon of section.querySelectorAll('svg')) expect(icon).toHaveAttribute('aria-hidden', 'true');
  });

  it('has no section when the site config has no facilities', async () => {
    db.siteConfig = { ...db.siteConfig, accessFacilities: null };
    await renderRoute('/about/info');
    await screen.findByRole('heading', { level: 2, name: '공연장 개요' });
    expect(screen.queryByRole('heading', { name: '배리어프리 시설 안내' })).not.toBeInTheDocument();
  });
});

describe('/about/layout', () => {
  it('shows the seat layout image of the site config with a download link', async () => {
    await renderRoute('/about/layout');
    const image = await screen.findByRole('img', { name: '객석 280석 좌석 배치도' });
    expect(image).toHaveAttribute('src', '/uploads/seat_layout_abc.png');
    const download = screen.getByRole('link', { name: /좌석 배치도 다운로드/ });
    expect(download).toHaveAttribute('href', '/uploads/seat_layout_abc.png');
    expect(download).toHaveAttribute('download', 'seat-layout.png');
  });

  it('says when no layout has been uploaded', async () => {
    db.siteConfig = { ...db.siteConfig, seatLayout: null };
    await renderRoute('/about/layout');
    expect(await screen.findByText('좌석 배치도가 아직 등록되지 않았습니다.')).toBeInTheDocument();
  });
});

describe('/about/address', () => {
  it('shows address, coordinates, map links, transport and parking fees', async () => {
    await renderRoute('/about/address');
    const panel = await screen.findByRole('region', { name: '공연장 위치' });
    expect(within(panel).getByText(db.siteConfig.address)).toBeInTheDocument();
    expect(screen.getByText('북위 37.5663°, 동경 126.9779°')).toBeInTheDocument();

    const kakao = screen.getByRole('link', { name: /카카오맵에서 보기/ });
    expect(kakao).toHaveAttribute(
      'href',
      `https://map.kakao.com/link/map/${encodeURIComponent('테스트 아트홀')},37.5663,126.9779`,
    );
    expect(kakao).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: /네이버 지도에서 보기/ }).getAttribute('href')).toBe(
      `https://map.naver.com/p/search/${encodeURIComponent(db.siteConfig.address)}`,
    );

    expect(screen.getByRole('heading', { name: '대중교통' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '건물 내 이동' })).toBeInTheDocument();
    const parking = screen.getByRole('table', { name: '주차 요금 안내' });
    const weekday = within(parking).getByRole('row', { name: /평일/ });
    expect(within(weekday).getByText('6,000원')).toBeInTheDocument();
    expect(within(weekday).getByText(/3시간 주차 할인권, 최대 2매까지 합산/)).toBeInTheDocument();
    const weekend = within(parking).getByRole('row', { name: /주말/ });
    expect(within(weekend).getByText('종일 정액')).toBeInTheDocument();
  });

  it('copies the address and confirms with a toast', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    const { user } = await renderRoute('/about/address');
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(await screen.findByRole('button', { name: '주소 복사' }));
    expect(writeText).toHaveBeenCalledWith(db.siteConfig.address);
    expect(await screen.findByText('주소를 복사했습니다.')).toBeInTheDocument();
  });
});
