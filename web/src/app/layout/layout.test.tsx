import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@/testing/mock-cms';
import { renderRoute } from '@/testing/render';

describe('header', () => {
  it('shows the hall name as the home link, the four sections and the account links', async () => {
    await renderRoute('/');
    const banner = screen.getByRole('banner');
    expect(await within(banner).findByRole('link', { name: '테스트 아트홀 홈' })).toHaveAttribute('href', '/');
    expect(within(banner).getByText('테스트 아트홀')).toBeInTheDocument();

    const nav = within(banner).getByRole('navigation', { name: '주 메뉴' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['공연장 소개', '/about/intro'],
      ['공연 정보', '/show/calendar'],
      ['대관 신청', '/apply/notice'],
      ['공지사항', '/notice'],
    ]);
    const account = within(banner).getByRole('navigation', { name: '회원 메뉴' });
    // The account links appear once the start-up refresh has responded (logged out here).
    expect(await within(account).findByRole('link', { name: '로그인' })).toHaveAttribute('href', '/login');
    expect(within(account).getByRole('link', { name: '회원가입' })).toHaveAttribute('href', '/signup');
  });

  it('toggles the mobile menu with aria-expanded', async () => {
    const { user } = await renderRoute('/');
    const toggle = screen.getByRole('button', { name: '메뉴 열기' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: '메뉴 닫기' })).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: '메뉴 열기' })).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('footer', () => {
  it('shows the contact details from the site config and a copyright line', async () => {
    await renderRoute('/');
    const footer = screen.getByRole('contentinfo');
    expect(await within(footer).findByText(db.siteConfig.address)).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: '02-1234-5678' })).toHaveAttribute('href', 'tel:0212345678');
    expect(within(footer).getByRole('link', { name: 'hello@test-hall.example' })).toHaveAttribute(
      'href',
      'mailto:hello@test-hall.example',
    );
    expect(within(footer).getByText(/© \d{4} 테스트 아트홀/)).toBeInTheDocument();
  });

  it('opens the privacy policy and the e-mail refusal texts in modals, keeping line breaks', async () => {
    const { user } = await renderRoute('/');
    const footer = screen.getByRole('contentinfo');
    await within(footer).findByText(db.siteConfig.address);

    await user.click(within(footer).getByRole('button', { name: '개인정보처리방침' }));
    let dialog = screen.getByRole('dialog', { name: '개인정보처리방침' });
    const text = within(dialog).getByText(/개인정보처리방침 제1조/);
    expect(text.textContent).toBe(db.siteConfig.privacyPolicy);
    expect(text).toHaveClass('modal__plain-text');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(within(footer).getByRole('button', { name: '이메일무단수집거부' }));
    dialog = screen.getByRole('dialog', { name: '이메일무단수집거부' });
    expect(within(dialog).getByText(/무단으로 수집되는 것을 거부합니다/).textContent).toBe(db.siteConfig.emailRefusal);
    const closeButtons = within(dialog).getAllByRole('button', { name: '닫기' });
    await user.click(closeButtons[closeButtons.length - 1]!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each(['/login', '/signup'])('is hidden on %s', async (path) => {
    await renderRoute(path);
    await screen.findByRole('link', { name: '테스트 아트홀 홈' });
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('has a skip link to the main content', async () => {
    await renderRoute('/');
    expect(screen.getByRole('link', { name: '본문 바로가기' })).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
  });
});

describe('header section marking', () => {
  it.each([
    ['/show/schedule', '공연 정보'],
    ['/detail/show/abc', '공연 정보'],
    ['/notice/detail/abc', '공지사항'],
    ['/about/address', '공연장 소개'],
  ])('marks the section of %s', async (path, label) => {
    await renderRoute(path);
    const nav = screen.getByRole('navigation', { name: '주 메뉴' });
    expect(within(nav).getByRole('link', { name: label })).toHaveAttribute('aria-current');
    expect(
      within(nav)
        .getAllByRole('link')
        .filter((link) => link.hasAttribute('aria-current')),
    ).toHaveLength(1);
  });
});
