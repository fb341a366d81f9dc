import * as React from 'react';
import { Box, Button, Dialog, Flex, Table, Tbody, Td, Th, Thead, Tr, Typography } from '@strapi/design-system';
import { Layouts, Page, isFetchError, useFetchClient, useNotification } from '@strapi/strapi/admin';
import { INVITATION_PATHS, type PendingInvitation } from '../../admin-api/staff-invitations-contract';
import { seoulDateAndTime } from '../kit/seoul-time';

/** The registration link as Strapi's invitation dialog builds it. */
const registrationLink = (token: string) =>
  `${window.location.origin}/admin/auth/register?registrationToken=${encodeURIComponent(token)}`;

function refusal(error: unknown, fallback: string): string {
  const message = isFetchError(error)
    ? (error.response?.data as { error?: { message?: string } } | undefined)?.error?.message
    : undefined;
  return message ?? fallback;
}

function ReissueButton({ invitation, onReissued }: { invitation: PendingInvitation; onReissued: () => void }) {
  const { post } = useFetchClient();
  const { toggleNotification } = useNotification();
  const reissue = async () => {
    try {
      await post(INVITATION_PATHS.reissue(invitation.id));
      toggleNotification({ type: 'success', message: `${invitation.name}님의 새 초대 링크를 만들었습니다.` });
    } catch (error) {
      toggleNotification({ type: 'danger', message: refusal(error, '새 초대 링크를 만들지 못했습니다.') });
    }
    onReissued();
  };
  return (
    <Dialog.Root>
      <Dialog.Trigger>
        <Button variant="tertiary" size="S">
          새 링크 만들기
        </Button>
      </Dialog.Trigger>
      <Dialog.Content>
        <Dialog.Header>새 초대 링크를 만들까요?</Dialog.Header>
        <Dialog.Body>
          <Typography textAlign="center">
            {invitation.name}님에게 보낸 지금의 링크는 더 이상 쓸 수 없게 됩니다. 새 링크를 복사해 다시 보내 주세요.
          </Typography>
        </Dialog.Body>
        <Dialog.Footer>
          <Dialog.Cancel>
            <Button variant="tertiary">닫기</Button>
          </Dialog.Cancel>
          <Dialog.Action>
            <Button onClick={reissue}>새 링크 만들기</Button>
          </Dialog.Action>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}

function CopyButton({ link, name }: { link: string; name: string }) {
  const { toggleNotification } = useNotification();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toggleNotification({ type: 'info', message: `${name}님의 초대 링크를 복사했습니다.` });
    } catch {
      toggleNotification({ type: 'warning', message: '복사하지 못했습니다. 링크를 직접 선택해 복사해 주세요.' });
    }
  };
  return (
    <Button variant="secondary" size="S" onClick={copy}>
      링크 복사
    </Button>
  );
}

/**
 * 설정 → 대기 중인 초대: staff accounts invited but not registered yet, with the link to send
 * them and a way to issue a new one (src/plugins/hall/server/controllers/staff-invitations.ts).
 */
export function InvitationsPage() {
  const { get } = useFetchClient();
  const [invitations, setInvitations] = React.useState<PendingInvitation[] | null>(null);
  const [failed, setFailed] = React.useState<string | null>(null);

  const load = React.useCallback(async () => {
    try {
      const response = await get<{ data: PendingInvitation[] }>(INVITATION_PATHS.list);
      setInvitations(response.data.data);
      setFailed(null);
    } catch (error) {
      setFailed(refusal(error, '대기 중인 초대를 불러오지 못했습니다. 새로고침해 주세요.'));
    }
  }, [get]);

  React.useEffect(() => {
    void load();
  }, [load]);

  return (
    <Page.Main>
      <Page.Title>대기 중인 초대</Page.Title>
      <Layouts.Header
        title="대기 중인 초대"
        subtitle="초대했지만 아직 가입하지 않은 직원과 보낼 초대 링크입니다. 새 직원은 설정 → 사용자에서 초대합니다."
      />
      <Layouts.Content>
        {failed ? (
          <Typography textColor="danger600">{failed}</Typography>
        ) : invitations === null ? (
          <Page.Loading />
        ) : invitations.length === 0 ? (
          <Box background="neutral0" padding={6} hasRadius shadow="filterShadow">
            <Typography>대기 중인 초대가 없습니다. 초대한 직원이 모두 가입했습니다.</Typography>
          </Box>
        ) : (
          <Table colCount={5} rowCount={invitations.length + 1} data-staff-invitations="">
            <Thead>
              <Tr>
                <Th>
                  <Typography variant="sigma">이름</Typography>
                </Th>
                <Th>
                  <Typography variant="sigma">역할</Typography>
                </Th>
                <Th>
                  <Typography variant="sigma">초대일</Typography>
                </Th>
                <Th>
                  <Typography variant="sigma">초대 링크</Typography>
                </Th>
                <Th>
                  <Typography variant="sigma">링크</Typography>
                </Th>
              </Tr>
            </Thead>
            <Tbody>
              {invitations.map((invitation) => {
                const link = registrationLink(invitation.registrationToken);
                const invited = seoulDateAndTime(invitation.invitedAt);
                return (
                  <Tr key={invitation.id} data-invitation={invitation.email}>
                    <Td>
                      <Flex direction="column" alignItems="flex-start">
                        <Typography fontWeight="bold">{invitation.name}</Typography>
                        <Typography variant="pi" textColor="neutral600">
                          {invitation.email}
                        </Typography>
                      </Flex>
                    </Td>
                    <Td>
                      <Typography>{invitation.roles.join(', ') || '-'}</Typography>
                    </Td>
                    <Td>
                      <Typography>
                        {invited.date} {invited.time}
                      </Typography>
                    </Td>
                    <Td>
                      {/* The table keeps its cells on one line; a token has no place to break. */}
                      <Typography
                        variant="pi"
                        tag="code"
                        style={{ display: 'block', maxWidth: '22rem', whiteSpace: 'normal', overflowWrap: 'anywhere' }}
                        data-invitation-link=""
                      >
                        {link}
                      </Typography>
                    </Td>
                    <Td>
                      <Flex gap={2}>
                        <CopyButton link={link} name={invitation.name} />
                        <ReissueButton invitation={invitation} onReissued={load} />
                      </Flex>
                    </Td>
                  </Tr>
                );
              })}
            </Tbody>
          </Table>
        )}
      </Layouts.Content>
    </Page.Main>
  );
}

export default InvitationsPage;
