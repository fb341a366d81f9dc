import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sharedCopy } from '@/shared/copy';
import { renderRoute } from '@/testing/render';

const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');

describe('useDocumentTitle', () => {
  it("sets the page's title and description, and falls back to the site-wide description", async () => {
    const { router } = await renderRoute('/notice');
    await waitFor(() => expect(document.title).toBe('공지사항 | 테스트 아트홀'));
    expect(description()).toBe('공연장 운영 소식과 티켓 오픈 일정을 알려드립니다.');

    // A notice that does not exist has no text of its own: not the list's description either.
    await router.navigate('/notice/detail/missing');
    expect(await screen.findByText('공지사항을 찾을 수 없습니다.')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('공지사항을 찾을 수 없습니다. | 테스트 아트홀'));
    expect(description()).toBe(sharedCopy.ko.siteDescription);
  });
});
