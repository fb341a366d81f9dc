import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { finishHydration, startHydration } from '@/shared/ssr/hydration';
import { mockViewport } from '@/testing/viewport';
import { REVEAL_THRESHOLD, Reveal } from './reveal';

const OriginalObserver = window.IntersectionObserver;

class ManualObserver {
  static last: ManualObserver | undefined;
  static instances: ManualObserver[] = [];
  options: IntersectionObserverInit | undefined;
  constructor(
    readonly callback: IntersectionObserverCallback,
    options?: IntersectionObserverInit,
  ) {
    this.options = options;
    ManualObserver.last = this;
    ManualObserver.instances.push(this);
  }
  observe() {}
  disconnect() {}
  fire(isIntersecting: boolean) {
    this.callback([{ isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

afterEach(() => {
  window.IntersectionObserver = OriginalObserver;
});

describe('Reveal', () => {
  it('reveals once 20% of the element is visible, with its own delay', () => {
    window.IntersectionObserver = ManualObserver as unknown as typeof IntersectionObserver;
    render(
      <Reveal delay={0.3}>
        <p>내용</p>
      </Reveal>,
    );
    const element = screen.getByText('내용').parentElement!;
    expect(element).toHaveClass('reveal');
    expect(element).not.toHaveClass('is-visible');
    expect(element.style.transitionDelay).toBe('0.3s');
    expect(ManualObserver.last?.options?.threshold).toBe(REVEAL_THRESHOLD);
    expect(REVEAL_THRESHOLD).toBe(0.2);

    act(() => ManualObserver.last!.fire(false));
    expect(element).not.toHaveClass('is-visible');
    act(() => ManualObserver.last!.fire(true));
    expect(element).toHaveClass('is-visible');
  });

  it('shows content at once without motion when reduced motion is preferred', () => {
    window.IntersectionObserver = ManualObserver as unknown as typeof IntersectionObserver;
    mockViewport(1440, { reducedMotion: true });
    render(
      <Reveal delay={0.3}>
        <p>내용</p>
      </Reveal>,
    );
    const element = screen.getByText('내용').parentElement!;
    expect(element).toHaveClass('is-visible', 'reveal--static');
    expect(element.style.transitionDelay).toBe('');
  });

  it('keeps what the server rendered visible while hydrating; hides it only when it turns out to be out of view', () => {
    window.IntersectionObserver = ManualObserver as unknown as typeof IntersectionObserver;
    startHydration();
    try {
      render(
        <>
          <Reveal>
            <p>보이는 내용</p>
          </Reveal>
          <Reveal>
            <p>아래쪽 내용</p>
          </Reveal>
        </>,
      );
    } finally {
      finishHydration();
    }
    const [inView, below] = ['보이는 내용', '아래쪽 내용'].map((text) => screen.getByText(text).parentElement!);
    const [inViewObserver, belowObserver] = [ManualObserver.instances.at(-2)!, ManualObserver.instances.at(-1)!];
    expect(inView).toHaveClass('is-visible');
    expect(below).toHaveClass('is-visible');

    act(() => inViewObserver.fire(true));
    act(() => belowObserver.fire(false));
    expect(inView).toHaveClass('is-visible');
    expect(below).not.toHaveClass('is-visible');

    act(() => ManualObserver.last!.fire(true));
    expect(below).toHaveClass('is-visible');
  });
});
