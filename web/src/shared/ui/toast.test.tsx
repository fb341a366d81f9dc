import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS, ToastProvider, useToast } from './toast';

function Trigger() {
  const { showToast } = useToast();
  return (
    <button type="button" onClick={() => showToast('주소를 복사했습니다.')}>
      알림
    </button>
  );
}

describe('Toast', () => {
  it('announces a message and hides it after 2 seconds', () => {
    vi.useFakeTimers();
    render(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: '알림' }));
    expect(screen.getByRole('status')).toHaveTextContent('주소를 복사했습니다.');
    expect(TOAST_DURATION_MS).toBe(2000);
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByRole('status')).toHaveTextContent('주소를 복사했습니다.');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
