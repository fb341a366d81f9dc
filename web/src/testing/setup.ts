import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { resetSequence } from './fixtures';
import { resetDb } from './mock-cms';
import { resetAuthDb } from './mock-auth';
import { resetRentalDb } from './mock-rental';
import { resetAuthForTests } from '@/shared/auth/auth-store';
import { server } from './server';
import { ASYNC_UTIL_TIMEOUT_MS } from './timeouts';
import { mockViewport } from './viewport';

// findBy… and waitFor wait longer than their 1 s: the suite runs beside the cms and browser tests
// on two cores, where a render that takes 50 ms alone can take seconds (timeouts.ts).
configure({ asyncUtilTimeout: ASYNC_UTIL_TIMEOUT_MS });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

beforeEach(() => {
  // A pc-sized window without reduced motion unless a test says otherwise.
  mockViewport(1440);
  resetDb();
  resetSequence();
  // A fresh page load: no access token in memory, auth state unknown, no member cookie.
  resetAuthDb();
  resetRentalDb();
  resetAuthForTests();
});

afterEach(() => {
  cleanup();
  server.resetHandlers();
  vi.useRealTimers();
  // Forget cookies (popup dismissal) between tests.
  for (const entry of document.cookie.split(';')) {
    const name = entry.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
});

afterAll(() => server.close());

// jsdom does not implement scrolling; React Router's scroll restoration calls it.
window.scrollTo = (() => undefined) as typeof window.scrollTo;

// Browser observers that jsdom lacks (the carousel and reveal-on-scroll use them).
// Observed elements are reported as fully visible right away.
class TestIntersectionObserver implements IntersectionObserver {
  readonly root = null;
  readonly rootMargin = '0px';
  readonly thresholds = [0];
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element): void {
    const rect = target.getBoundingClientRect();
    const entry = {
      target,
      isIntersecting: true,
      intersectionRatio: 1,
      boundingClientRect: rect,
      intersectionRect: rect,
      rootBounds: null,
      time: 0,
    } as IntersectionObserverEntry;
    queueMicrotask(() => this.callback([entry], this));
  }
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}

class TestResizeObserver implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

window.IntersectionObserver ??= TestIntersectionObserver;
window.ResizeObserver ??= TestResizeObserver;
