import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@/testing/mock-cms';
import { renderRoute } from '@/testing/render';

describe('/apply/notice', () => {
  it('shows the 8 steps, the fees with VAT and the 6-hour breakdown', async () => {
    await renderRoute('/apply/notice');
    expect(screen.getByRole('heading', { level: 1, name: '대관 절차 및 비용' })).toBeInTheDocument();

    const steps = within(screen.getByRole('heading', { name: '대관 절차' }).closest('section')!).getAllByRole(
      'heading',
      { level: 3 },
    );
    expect(steps.map((step) => step.textContent)).toEqual([
      '대관 신청',
      '심사',
      '결과 통보',
      '대관 계약',
      '계약금 납부 및 부대시설 신청',
      '잔금 납부',
      '공연',
      '부대비용 및 추가비용 정산',
    ]);

    // The site config's table (weekday, weekend); a kind it leaves out shows the default fee.
    const fees = screen.getByRole('table', { name: '대관 구분별 대관료 (부가가치세 포함)' });
    const cells = (name: RegExp) =>
      within(within(fees).getByRole('row', { name }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(/공연 대관/)).toEqual(['6시간', '1,540,000원', '1,870,000원']);
    expect(cells(/경연 대관/)).toEqual(['6시간', '1,760,000원', '1,980,000원']);
    expect(cells(/기업·행사 대관/)).toEqual(['6시간', '1,760,000원', '1,760,000원']);
    expect(screen.getByText(/계약금은 대관료의 30%로 승인 후 14일 안에/)).toBeInTheDocument();
    const facilities = screen.getByRole('table', { name: '부대시설 사용료 (공연 후 정산)' });
    expect(within(facilities).getByRole('row', { name: /영상 촬영/ })).toHaveTextContent('300,000원');

    const breakdown = screen.getByText('공연 대관 6시간 구성').closest('figure')!;
    expect(
      within(breakdown)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['리허설3시간', '정리 및 하우스 오픈1시간', '공연2시간']);
  });

  it('lists the six guide topics with the rental terms', async () => {
    await renderRoute('/apply/notice');
    const guide = screen.getByRole('heading', { name: '대관 안내' }).closest('section')!;
    expect(guide.querySelectorAll('details')).toHaveLength(6);
    expect(within(guide).getByText(/변경 시 대관료의 10%가 변경 수수료로 부과됩니다/)).toBeInTheDocument();
    expect(within(guide).getByText(/R열 11~14번 4석/)).toBeInTheDocument();
    expect(within(guide).getByText(/무대감독 1명, 하우스매니저 1명, 안내원 2명/)).toBeInTheDocument();
    expect(within(guide).getByText(/jpg 형식, 1MB 이상/)).toBeInTheDocument();
  });

  it('shows the rental contact and the ancillary form download from the site config, and the buttons', async () => {
    await renderRoute('/apply/notice');
    const inquiry = screen.getByRole('region', { name: '기타 문의' });
    expect(await within(inquiry).findByRole('link', { name: '02-1234-5679' })).toHaveAttribute(
      'href',
      'tel:0212345679',
    );
    expect(within(inquiry).getByRole('link', { name: 'rental@test-hall.example' })).toHaveAttribute(
      'href',
      'mailto:rental@test-hall.example',
    );

    const download = screen.getByRole('link', { name: /부대시설 신청서 다운로드/ });
    expect(download).toHaveAttribute('href', db.siteConfig.ancillaryForm!.url);
    expect(download).toHaveAttribute('download', '부대시설 신청서.hwp');

    expect(screen.getByRole('link', { name: '대관 신청하기' })).toHaveAttribute('href', '/apply/write');
    expect(screen.getByRole('link', { name: '시설 안내 보기' })).toHaveAttribute('href', '/about/info');
    const tabs = screen.getByRole('navigation', { name: '대관 신청 메뉴' });
    expect(within(tabs).getByRole('link', { name: '대관 절차 및 비용' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: '대관 신청서' })).toHaveAttribute('href', '/apply/write');
  });
});
