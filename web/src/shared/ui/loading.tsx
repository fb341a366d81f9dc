import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { sharedCopy } from '@/shared/copy';
import { useCopy } from '@/shared/i18n';
import './loading.css';

interface LoadingContextValue {
  isLoading: boolean;
  start: () => void;
  stop: () => void;
}

const LoadingContext = createContext<LoadingContextValue | null>(null);

/** Global loading state: any number of tasks may be running; the overlay shows while one is. */
export function LoadingProvider({ children }: { children: ReactNode }) {
  const [count, setCount] = useState(0);
  const start = useCallback(() => setCount((value) => value + 1), []);
  const stop = useCallback(() => setCount((value) => Math.max(0, value - 1)), []);
  const value = useMemo(() => ({ isLoading: count > 0, start, stop }), [count, start, stop]);

  return (
    <LoadingContext.Provider value={value}>
      {children}
      <LoadingOverlay visible={count > 0} />
    </LoadingContext.Provider>
  );
}

export function useLoading(): LoadingContextValue {
  const context = useContext(LoadingContext);
  if (!context) throw new Error('useLoading must be used inside <LoadingProvider>');
  return context;
}

/** Keeps the global overlay up while `active` is true. */
export function useLoadingWhile(active: boolean): void {
  const { start, stop } = useLoading();
  useEffect(() => {
    if (!active) return undefined;
    start();
    return stop;
  }, [active, start, stop]);
}

/** Full-screen overlay; appears after a short delay so that fast loads do not flash. */
export function LoadingOverlay({ visible, delayMs = 200 }: { visible: boolean; delayMs?: number }) {
  const [shown, setShown] = useState(false);
  const copy = useCopy(sharedCopy);

  useEffect(() => {
    if (!visible) {
      setShown(false);
      return undefined;
    }
    const timer = window.setTimeout(() => setShown(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [visible, delayMs]);

  if (!shown) return null;
  return (
    <div className="loading-overlay" role="status" aria-live="polite">
      <span className="loading-overlay__spinner" aria-hidden="true" />
      <span className="visually-hidden">{copy.loading}</span>
    </div>
  );
}
