import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { buildShow } from '@/testing/fixtures';
import { mockViewport } from '@/testing/viewport';
import { HeroSlideshow, SLIDE_INTERVAL_MS } from './hero-slideshow';

function renderSlideshow(count = 3) {
  const shows = Array.from({ length: count }, (_, index) => buildShow({ title: `슬라이드 ${index + 1}` }));
  render(
    <MemoryRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      <HeroSlideshow shows={shows} />
    </MemoryRouter>,
  );
  const slides = screen.getAllByTestId('hero-slide');
  return () => slides.findIndex((slide) => slide.getAttribute('aria-hidden') === 'false');
}

describe('HeroSlideshow autoplay', () => {
  it('advances every 3 seconds and wraps around', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const current = renderSlideshow(3);
    expect(current()).toBe(0);
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS - 1));
    expect(current()).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(current()).toBe(1);
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS * 2));
    expect(current()).toBe(0);
  });

  it('pauses while hovered and while the pause button is pressed', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const current = renderSlideshow(3);
    const region = screen.getByRole('region', { name: '다가오는 공연' });

    fireEvent.mouseEnter(region);
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS * 3));
    expect(current()).toBe(0);
    fireEvent.mouseLeave(region);
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS));
    expect(current()).toBe(1);

    fireEvent.click(screen.getByRole('button', { name: '자동 넘김 멈춤' }));
    fireEvent.mouseLeave(region);
    fireEvent.blur(screen.getByRole('button', { name: '자동 넘김 시작' }));
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS * 3));
    expect(current()).toBe(1);
  });

  it('does not autoplay when the visitor prefers reduced motion', () => {
    mockViewport(1440, { reducedMotion: true });
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const current = renderSlideshow(3);
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS * 3));
    expect(current()).toBe(0);
    expect(screen.queryByRole('button', { name: '자동 넘김 멈춤' })).not.toBeInTheDocument();
  });
});
