import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/** The toast region of ToastProvider (role=status, aria-live). */
export function toastRegion(): HTMLElement {
  const region = document.querySelector<HTMLElement>('.toast-region');
  if (!region) throw new Error('no toast region rendered');
  return region;
}

/** Waits until the toast shows exactly this message. */
export async function expectToast(message: string): Promise<void> {
  await waitFor(() => expect(toastRegion().textContent).toBe(message));
}

/** A promise with its resolve function, to hold a mocked response back. */
export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
