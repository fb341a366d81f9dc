import * as React from 'react';
import { Button, Flex, Typography } from '@strapi/design-system';
import {
  isFetchError,
  unstable_useDocument,
  useFetchClient,
  useNotification,
  useQueryParams,
  type StrapiApp,
} from '@strapi/strapi/admin';
import { seoulParts } from '@hall/contract/seoul-time';
import { MAIL_DELIVERY_STATUS_LABELS } from '../../shared/enum-labels';
import { formatColumns } from '../kit/list-columns';

const OUTBOUND_MAIL = 'api::outbound-mail.outbound-mail';

type DeliveryStatus = keyof typeof MAIL_DELIVERY_STATUS_LABELS;

interface PanelProps {
  model: string;
  collectionType: string;
  documentId?: string;
  document?: { deliveryStatus?: DeliveryStatus | null } & Record<string, unknown>;
}

const HELP: Record<DeliveryStatus, string> = {
  pending: '보낼 차례를 기다리거나, 실패한 뒤 다음 시도를 기다리는 중입니다. 서버가 알아서 다시 보냅니다.',
  sent: '메일 서버가 받았습니다. 받은 사람의 메일함에 늦게 도착하거나 스팸으로 분류될 수는 있습니다.',
  failed:
    '재시도를 모두 마쳤거나 메일 서버가 거절했습니다. 마지막 오류를 확인하고, 주소가 맞다면 다시 보내기를 눌러주세요.',
};

function refusal(error: unknown): string {
  const message = isFetchError(error)
    ? (error.response?.data as { error?: { message?: string } } | undefined)?.error?.message
    : undefined;
  return message ?? '다시 보내지 못했습니다. 잠시 후 다시 시도해주세요.';
}

function RetryContent({
  model,
  collectionType,
  documentId,
  status,
}: {
  model: string;
  collectionType: string;
  documentId: string;
  status: DeliveryStatus;
}) {
  const { post } = useFetchClient();
  const { toggleNotification } = useNotification();
  const [busy, setBusy] = React.useState(false);
  const [{ query }] = useQueryParams<Record<string, unknown>>();
  const { refetch } = unstable_useDocument({ model, collectionType, documentId, params: query ?? {} });

  const retry = async () => {
    setBusy(true);
    try {
      await post(`/admin/outbound-mails/${encodeURIComponent(documentId)}/retry`, {});
      toggleNotification({ type: 'success', message: '메일을 다시 보낼 차례에 넣었습니다.' });
      await refetch();
    } catch (error) {
      toggleNotification({ type: 'danger', message: refusal(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Flex direction="column" alignItems="stretch" gap={3} width="100%">
      <Typography variant="omega" fontWeight="bold" data-mail-status={status}>
        {MAIL_DELIVERY_STATUS_LABELS[status]}
      </Typography>
      <Typography variant="pi" textColor="neutral600">
        {HELP[status]}
      </Typography>
      {status === 'failed' ? (
        <Button variant="secondary" fullWidth loading={busy} onClick={retry}>
          다시 보내기
        </Button>
      ) : null}
    </Flex>
  );
}

/** Edit-view side panel of a mail in 메일 발송함: what its status means, and 다시 보내기 for a failed one. */
export const MailDeliveryPanel = ({ model, collectionType, documentId, document }: PanelProps) => {
  const status = document?.deliveryStatus;
  if (model !== OUTBOUND_MAIL || !documentId || !status || !(status in MAIL_DELIVERY_STATUS_LABELS)) return null;
  return {
    title: '발송',
    content: <RetryContent model={model} collectionType={collectionType} documentId={documentId} status={status} />,
  };
};

/** The mail outbox in the admin panel (docs/decisions/023). */
const pad = (value: number) => String(value).padStart(2, '0');

/** 11. 27. 08:43 in Seoul (with the year when it is not this one): Strapi's long date did not fit. */
function compactTime(value: unknown): string {
  if (typeof value !== 'string' || !value) return '-';
  const p = seoulParts(value);
  const year = p.year === seoulParts(new Date()).year ? '' : `${p.year}. `;
  return `${year}${p.month}. ${p.day}. ${pad(p.hour)}:${pad(p.minute)}`;
}

/** Widths that keep the list on a 1440 px screen; the whole text is in the title and the edit view. */
const CELL_WIDTHS: Record<string, string> = { subject: '20rem', recipient: '14rem' };

/**
 * The 메일 발송함 list (Admin/CM/pages/ListView/inject-column-in-table): subject and recipient cut to
 * one line of a fixed width and the times compact, so that 기록 일시 and 발송 일시 stay on a 1440 px
 * screen instead of being pushed past its edge.
 */
const compactMailList = formatColumns((header, headers) => {
  // Only the outbox's list has a 발송 상태 column: every other list stays as Strapi draws it.
  if (!headers.some((column) => column.name === 'deliveryStatus')) return undefined;
  if (header.name === 'createdAt' || header.name === 'sentAt')
    return (row) => (
      <Typography textColor="neutral800" style={{ whiteSpace: 'nowrap' }}>
        {compactTime(row[header.name])}
      </Typography>
    );
  const width = CELL_WIDTHS[header.name];
  if (!width) return undefined;
  return (row) => {
    const text = String(row[header.name] ?? '');
    return (
      <Typography
        textColor="neutral800"
        title={text}
        style={{
          display: 'block',
          maxWidth: width,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
        }}
      >
        {text || '-'}
      </Typography>
    );
  };
});

export function registerMailOutbox(app: StrapiApp): void {
  const contentManager = app.getPlugin('content-manager').apis as { addEditViewSidePanel(panels: unknown[]): void };
  contentManager.addEditViewSidePanel([MailDeliveryPanel]);
  app.registerHook('Admin/CM/pages/ListView/inject-column-in-table', compactMailList);
}
