import * as React from 'react';
import { withDirection } from '@hall/contract/korean';
import { Badge, Box, Button, Dialog, Field, Flex, Textarea, Typography } from '@strapi/design-system';
import { unstable_useDocument, useFetchClient, useForm, useNotification, useQueryParams } from '@strapi/strapi/admin';
import { RENTAL_APPLICATION, STATUS_LABELS, serverMessage, useWorkflowState, type ApplicationStatus } from './api';
import { rentalSidePanel, type PanelContentProps } from './side-panel';
import type { StaffWorkflowView, WorkflowStep } from '@hall/contract/rental-views';
import { seoulDateAndTime } from '../../../admin/kit/seoul-time';

const BADGE_VARIANT: Record<
  ApplicationStatus,
  'neutral' | 'secondary' | 'success' | 'danger' | 'warning' | 'primary' | 'alternative'
> = {
  received: 'secondary',
  reviewing: 'warning',
  approved: 'success',
  rejected: 'danger',
  cancelled: 'neutral',
  contracted: 'primary',
  completed: 'alternative',
};

export const StatusBadge = ({ status, current = false }: { status: ApplicationStatus; current?: boolean }) => (
  <Badge
    variant={BADGE_VARIANT[status]}
    data-rental-status={current ? status : undefined}
    style={{ whiteSpace: 'nowrap' }}
  >
    {STATUS_LABELS[status]}
  </Badge>
);

/**
 * Refetches the edit view's document. The query arguments are the edit view's own (the content
 * manager's useDoc: the URL's query with plugin options such as the locale lifted out), so this
 * is the same cached query and the form is reset to the stored values.
 */
export function useRefetchEditedDocument(model: string, collectionType: string, documentId: string) {
  const [{ query }] = useQueryParams<{ plugins?: Record<string, unknown> } & Record<string, unknown>>();
  const params = React.useMemo(() => {
    const { plugins, ...rest } = query ?? {};
    const lifted = Object.values(plugins ?? {}).reduce<Record<string, unknown>>(
      (all, options) => (typeof options === 'object' && options !== null ? Object.assign(all, options) : all),
      {},
    );
    return { ...rest, ...lifted };
  }, [query]);
  const { refetch } = unstable_useDocument({ model, collectionType, documentId, params });
  return refetch;
}

const HOLDING: ApplicationStatus[] = ['approved', 'contracted', 'completed'];

/** The other applications and shows on this application's day: a taken day blocks 승인 (the server refuses it). */
function SameDayWarning({ state }: { state: StaffWorkflowView }) {
  const { applications = [], shows = [] } = state.sameDay ?? {};
  if (applications.length === 0 && shows.length === 0) return null;
  const taken = shows.length > 0 || applications.some((row) => HOLDING.includes(row.applicationStatus));
  const collection = `/content-manager/collection-types`;
  return (
    <Box
      padding={3}
      hasRadius
      background={taken ? 'danger100' : 'warning100'}
      borderColor={taken ? 'danger200' : 'warning200'}
      data-rental-conflict={taken ? 'taken' : 'competing'}
      role="status"
    >
      <Typography variant="pi" fontWeight="bold" textColor={taken ? 'danger700' : 'warning700'}>
        {taken
          ? '이 날짜는 이미 대관되었거나 공연이 있습니다. 승인할 수 없습니다.'
          : '같은 날짜에 심사를 기다리는 다른 신청이 있습니다.'}
      </Typography>
      <ul style={{ margin: '6px 0 0', paddingLeft: 16 }}>
        {shows.map((show) => (
          <li key={show.documentId}>
            <Typography variant="pi">
              <a href={`/admin${collection}/api::show.show/${show.documentId}`}>{`공연 「${show.title}」`}</a>
            </Typography>
          </li>
        ))}
        {applications.map((row) => (
          <li key={row.documentId}>
            <Typography variant="pi">
              <a href={`/admin${collection}/${RENTAL_APPLICATION}/${row.documentId}`}>
                {`${row.company} 「${row.showTitle}」`}
              </a>{' '}
              · {row.statusLabel}
            </Typography>
          </li>
        ))}
      </ul>
    </Box>
  );
}

function StepDialog({
  step,
  documentId,
  currentLabel,
  onClose,
  onDone,
}: {
  step: WorkflowStep;
  documentId: string;
  currentLabel: string;
  onClose: () => void;
  onDone: (state: StaffWorkflowView | null) => void;
}) {
  const { post } = useFetchClient();
  const { toggleNotification } = useNotification();
  const [reason, setReason] = React.useState('');
  const [error, setError] = React.useState<string | null>(null);
  const [sending, setSending] = React.useState(false);

  const confirm = async () => {
    if (step.needsReason && !reason.trim()) {
      setError(`${step.label} 사유를 입력해주세요. 사유 없이는 ${step.label}할 수 없습니다.`);
      return;
    }
    setSending(true);
    setError(null);
    try {
      const response = await post<{ data: StaffWorkflowView }>(
        `/admin/rental-applications/${encodeURIComponent(documentId)}/steps`,
        step.needsReason ? { step: step.step, reason } : { step: step.step },
      );
      const stored = response.data.data;
      toggleNotification({
        type: 'success',
        message: `진행 상태가 ${withDirection(`'${stored.statusLabel}'`)} 바뀌었습니다. 신청자에게 안내 메일을 보냅니다.`,
      });
      onDone(stored);
    } catch (failure) {
      const message = serverMessage(failure, '단계를 진행하지 못했습니다. 잠시 후 다시 시도해주세요.');
      setError(message);
      toggleNotification({ type: 'danger', message });
      onDone(null);
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && !sending && onClose()}>
      <Dialog.Content>
        <Dialog.Header>{`'${step.label}' 단계를 진행할까요?`}</Dialog.Header>
        <Dialog.Body>
          <Flex direction="column" alignItems="stretch" gap={4} width="100%">
            <Typography variant="omega">
              {`지금 상태 '${currentLabel}'에서 ${withDirection(`'${STATUS_LABELS[step.status]}'`)} 바뀌고, 신청자에게 안내 메일이 갑니다. 되돌릴 수 없습니다.`}
            </Typography>
            {step.needsReason ? (
              <Field.Root
                name="reason"
                required
                error={error ?? undefined}
                hint="신청자에게 메일로 전달되고 마이페이지에도 표시됩니다."
              >
                <Field.Label>{`${step.label} 사유`}</Field.Label>
                <Textarea
                  name="reason"
                  value={reason}
                  onChange={(event: React.ChangeEvent<HTMLTextAreaElement>) => {
                    setReason(event.target.value);
                    if (error) setError(null);
                  }}
                  maxLength={2000}
                />
                <Field.Error />
                <Field.Hint />
              </Field.Root>
            ) : (
              error && (
                <Typography variant="omega" textColor="danger600" role="alert">
                  {error}
                </Typography>
              )
            )}
          </Flex>
        </Dialog.Body>
        <Dialog.Footer>
          <Button variant="tertiary" onClick={onClose} disabled={sending}>
            닫기
          </Button>
          <Button variant={step.needsReason ? 'danger' : 'default'} onClick={confirm} loading={sending}>
            {`${step.label} 진행`}
          </Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}

const stepVariant = (step: WorkflowStep) =>
  step.needsReason ? 'danger-light' : step.step === 'review' ? 'secondary' : 'default';

function StepsContent({ model, collectionType, documentId, version }: PanelContentProps) {
  const { state, setState, failed, reload } = useWorkflowState(documentId, version);
  const refetchDocument = useRefetchEditedDocument(model, collectionType, documentId);
  const modified = useForm('RentalWorkflowSteps', (form) => form.modified);
  // The status the dialog was opened from: it keeps describing that move while the panel reloads.
  const [open, setOpen] = React.useState<{ step: WorkflowStep; fromLabel: string } | null>(null);

  if (failed)
    return <Typography textColor="danger600">진행 상태를 불러오지 못했습니다. 화면을 새로 고쳐주세요.</Typography>;
  if (!state) return <Typography textColor="neutral600">불러오는 중…</Typography>;

  const done = (stored: StaffWorkflowView | null) => {
    if (stored) {
      setState(stored);
      setOpen(null);
    } else {
      void reload();
    }
    void refetchDocument();
  };

  return (
    <Flex direction="column" alignItems="stretch" gap={3} width="100%" data-rental-panel="steps">
      <Flex gap={2}>
        <Typography variant="omega" textColor="neutral600">
          지금 상태
        </Typography>
        <StatusBadge status={state.applicationStatus} current />
      </Flex>
      <SameDayWarning state={state} />
      {!state.hasOwner && (
        <Typography variant="pi" textColor="neutral600">
          전화나 서면으로 받은 신청입니다. 안내 메일은 신청서의 이메일로 갑니다.
        </Typography>
      )}
      {state.steps.length === 0 ? (
        <Typography variant="omega" textColor="neutral600">
          더 이상 진행할 단계가 없습니다.
        </Typography>
      ) : (
        <>
          {modified && (
            <Typography variant="pi" textColor="warning600" role="status">
              저장하지 않은 변경이 있습니다. 먼저 저장한 뒤 단계를 진행해주세요.
            </Typography>
          )}
          {state.steps.map((step) => (
            <Button
              key={step.step}
              fullWidth
              variant={stepVariant(step)}
              disabled={modified}
              onClick={() => setOpen({ step, fromLabel: state.statusLabel })}
            >
              {step.label}
            </Button>
          ))}
        </>
      )}
      {open && (
        <StepDialog
          step={open.step}
          documentId={documentId}
          currentLabel={open.fromLabel}
          onClose={() => setOpen(null)}
          onDone={done}
        />
      )}
    </Flex>
  );
}

function HistoryContent({ documentId, version }: { documentId: string; version: unknown }) {
  const { state, failed } = useWorkflowState(documentId, version);
  if (failed) return <Typography textColor="danger600">진행 이력을 불러오지 못했습니다.</Typography>;
  if (!state) return <Typography textColor="neutral600">불러오는 중…</Typography>;
  const cell = { padding: '6px 4px', verticalAlign: 'top', textAlign: 'left' } as const;
  return (
    <Box width="100%">
      <table style={{ width: '100%', borderCollapse: 'collapse' }} aria-label="진행 이력">
        <thead>
          <tr>
            {['일시', '상태', '사유'].map((heading) => (
              <th key={heading} scope="col" style={{ ...cell, borderBottom: '1px solid #dcdce4' }}>
                <Typography variant="sigma" textColor="neutral600">
                  {heading}
                </Typography>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {[...state.statusHistory].reverse().map((entry, index) => {
            const { date, time } = seoulDateAndTime(entry.changedAt);
            return (
              <tr key={`${entry.changedAt}-${index}`} style={{ borderBottom: '1px solid #eaeaef' }}>
                <td style={{ ...cell, whiteSpace: 'nowrap' }}>
                  <Typography variant="pi" tag="span" style={{ display: 'block' }}>
                    {date}
                  </Typography>
                  <Typography variant="pi" tag="span" textColor="neutral600">
                    {time}
                  </Typography>
                </td>
                <td style={{ ...cell, whiteSpace: 'nowrap' }}>
                  <StatusBadge status={entry.applicationStatus} />
                  {entry.byApplicant ? (
                    <Typography variant="pi" tag="span" textColor="neutral600" style={{ display: 'block' }}>
                      신청자 취소
                    </Typography>
                  ) : null}
                </td>
                <td style={{ ...cell, wordBreak: 'break-word' }}>
                  <Typography variant="pi">{entry.reason ?? '—'}</Typography>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <Typography variant="pi" textColor="neutral500">
        한국 시간 기준, 최근 순입니다.
      </Typography>
    </Box>
  );
}

/** Edit-view side panel "진행 단계": the current status and only the legal next steps. */
export const RentalStepsPanel = rentalSidePanel('진행 단계', StepsContent);

/** Edit-view side panel "진행 이력": the status history as a read-only table. */
export const RentalHistoryPanel = rentalSidePanel('진행 이력', HistoryContent);
