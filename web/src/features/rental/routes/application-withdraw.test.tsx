import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { addLoggedInMember, errorBody } from '@/testing/mock-auth';
import { buildApplication, rentalDb } from '@/testing/mock-rental';
import { renderRoute } from '@/testing/render';
import { server } from '@/testing/server';
import { expectToast } from '@/testing/toast';

/** The applicant's own withdrawal on /detail/my/:documentId (docs/api/rental.md). */

async function openDetail(status: 'received' | 'reviewing' | 'approved' | 'rejected' = 'received') {
  const member = addLoggedInMember();
  const application = buildApplication(member.id, { applicationStatus: status, showTitle: '봄의 소리' });
  rentalDb.applications.push(application);
  const view = await renderRoute(`/detail/my/${application.documentId}`);
  await screen.findByRole('heading', { level: 2, name: '봄의 소리' });
  return { ...view, application };
}

const currentStatus = () => within(screen.getByText('현재 상태').closest('dl')!);

describe('/detail/my/:documentId: withdrawing the application', () => {
  it.each(['received', 'reviewing'] as const)(
    'withdraws a %s application with a reason: 취소, marked as the applicant’s, documents gone',
    async (status) => {
      const { user } = await openDetail(status);
      await user.click(screen.getByRole('button', { name: '신청 취소하기' }));
      const dialog = await screen.findByRole('dialog', { name: '대관 신청을 취소할까요?' });
      expect(dialog.textContent).toContain('첨부하신 서류(사업자등록증, 공연 계획서)는 취소와 함께 파기');
      // The dialog moves focus in on the next frame: typing before that would send the space to
      // its close button.
      await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
      await user.type(within(dialog).getByLabelText('취소 사유 (선택)'), ' 일정 변경 ');
      await user.click(within(dialog).getByRole('button', { name: '신청 취소' }));

      // The response can take a while on a loaded machine; the toast shows with the new state.
      await waitFor(() => expect(currentStatus().getByText('취소')).toBeInTheDocument());
      await expectToast('대관 신청을 취소했습니다.');
      expect(rentalDb.applications[0]!.statusHistory.at(-1)).toMatchObject({ reason: '일정 변경', byApplicant: true });
      const history = screen.getByRole('region', { name: '진행 이력' });
      expect(within(history).getByText('일정 변경')).toBeInTheDocument();
      expect(within(history).getByText(/신청자 취소/)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: '신청 취소하기' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: '사업자등록증 다운로드' })).not.toBeInTheDocument();
    },
  );

  it('sends no reason when none is given', async () => {
    const requests: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/withdraw')) requests.push(await request.clone().json());
    });
    const { user } = await openDetail();
    await user.click(screen.getByRole('button', { name: '신청 취소하기' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '신청 취소' }));
    await expectToast('대관 신청을 취소했습니다.');
    expect(requests).toEqual([{}]);
    server.events.removeAllListeners();
  });

  it.each(['approved', 'rejected'] as const)('offers no withdrawal once the application is %s', async (status) => {
    await openDetail(status);
    expect(screen.queryByRole('button', { name: '신청 취소하기' })).not.toBeInTheDocument();
  });

  it('shows the refusal and then the stored state when staff moved the application meanwhile', async () => {
    const { user } = await openDetail('received');
    // Staff approve it while the page is open.
    rentalDb.applications[0]!.applicationStatus = 'approved';
    await user.click(screen.getByRole('button', { name: '신청 취소하기' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '신청 취소' }));

    await expectToast(
      "지금 상태는 '승인'입니다. 접수 또는 검토중인 신청만 직접 취소할 수 있습니다. 대관 담당자에게 문의해주세요.",
    );
    await waitFor(() => expect(currentStatus().getByText('승인')).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: '신청 취소하기' })).not.toBeInTheDocument();
  });

  it('says the withdrawal failed on a server error and keeps the application as it was', async () => {
    server.use(
      http.post('*/api/rental-applications/:documentId/withdraw', () =>
        HttpResponse.json(errorBody(500, 'Error', 'x'), { status: 500 }),
      ),
    );
    const { user } = await openDetail('received');
    await user.click(screen.getByRole('button', { name: '신청 취소하기' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '신청 취소' }));
    await expectToast('신청을 취소하지 못했습니다. 잠시 후 다시 시도해주세요.');
    expect(currentStatus().getByText('접수')).toBeInTheDocument();
  });
});
