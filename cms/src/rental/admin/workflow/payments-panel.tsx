import * as React from 'react';
import {
  Box,
  Button,
  Field,
  Flex,
  SingleSelect,
  SingleSelectOption,
  TextInput,
  Typography,
} from '@strapi/design-system';
import { useFetchClient, useNotification } from '@strapi/strapi/admin';
import {
  PAYMENT_KINDS,
  PAYMENT_KIND_LABELS,
  won,
  type Payment,
  type PaymentKind,
  type RentalFee,
} from '@hall/contract/rental-fees';
import { seoulDateKey } from '@hall/contract/seoul-time';
import { withObject } from '@hall/contract/korean';
import { serverMessage, useWorkflowState } from './api';
import { useRefetchEditedDocument } from './panels';
import { rentalSidePanel, type PanelContentProps } from './side-panel';

type FieldErrors = Partial<Record<'kind' | 'amount' | 'paidOn' | 'memo', string>>;

/** "1,540,000" or "-100000" as staff type it → an integer, or NaN. */
const parseWon = (text: string): number => {
  const cleaned = text.replace(/[,\s원]/g, '');
  return /^-?\d+$/.test(cleaned) ? Number(cleaned) : Number.NaN;
};

function FeeSummary({ fee }: { fee: RentalFee }) {
  const rows: Array<[string, string, boolean?]> = [
    ['대관료(견적)', won(fee.total)],
    [`계약금${fee.depositDueOn ? ` · 기한 ${fee.depositDueOn}` : ''}`, won(fee.deposit)],
    [`잔금${fee.balanceDueOn ? ` · 기한 ${fee.balanceDueOn}` : ''}`, won(fee.balance)],
    ['입금액', won(fee.paidTotal)],
    ['미수금', won(fee.outstanding), fee.outstanding > 0],
  ];
  if (fee.extraPaid !== 0) rows.push(['부대시설·추가 비용 입금', won(fee.extraPaid)]);
  return (
    <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 4, columnGap: 8 }}>
      {rows.map(([label, value, emphasis]) => (
        <React.Fragment key={label}>
          <dt>
            <Typography variant="pi" textColor="neutral600">
              {label}
            </Typography>
          </dt>
          <dd style={{ margin: 0, textAlign: 'right' }} data-fee-row={label}>
            <Typography variant="pi" fontWeight="bold" textColor={emphasis ? 'danger600' : 'neutral800'}>
              {value}
            </Typography>
          </dd>
        </React.Fragment>
      ))}
    </dl>
  );
}

function PaymentList({ payments }: { payments: Payment[] }) {
  if (payments.length === 0)
    return (
      <Typography variant="pi" textColor="neutral600">
        아직 기록된 입금이 없습니다.
      </Typography>
    );
  return (
    <ul style={{ margin: 0, padding: 0, listStyle: 'none' }} aria-label="입금 내역">
      {[...payments].reverse().map((payment, index) => (
        <li key={`${payment.recordedAt}-${index}`} style={{ padding: '4px 0', borderBottom: '1px solid #eaeaef' }}>
          <Typography variant="pi" tag="span" style={{ display: 'block' }}>
            {`${payment.paidOn} · ${PAYMENT_KIND_LABELS[payment.kind]} ${won(payment.amount)}`}
          </Typography>
          <Typography variant="pi" tag="span" textColor="neutral600">
            {[payment.memo, payment.recordedBy ? `기록: ${payment.recordedBy}` : null].filter(Boolean).join(' · ')}
          </Typography>
        </li>
      ))}
    </ul>
  );
}

function PaymentsContent({ model, collectionType, documentId, version }: PanelContentProps) {
  const { state, failed, reload } = useWorkflowState(documentId, version);
  // The history panel follows the document's updatedAt, which a payment changes.
  const refetchDocument = useRefetchEditedDocument(model, collectionType, documentId);
  const { post } = useFetchClient();
  const { toggleNotification } = useNotification();
  const [kind, setKind] = React.useState<PaymentKind>('deposit');
  const [amount, setAmount] = React.useState('');
  const [paidOn, setPaidOn] = React.useState(() => seoulDateKey(new Date()));
  const [memo, setMemo] = React.useState('');
  const [errors, setErrors] = React.useState<FieldErrors>({});
  const [refusal, setRefusal] = React.useState<string | null>(null);
  const [sending, setSending] = React.useState(false);

  if (failed)
    return <Typography textColor="danger600">대관료를 불러오지 못했습니다. 화면을 새로 고쳐주세요.</Typography>;
  if (!state) return <Typography textColor="neutral600">불러오는 중…</Typography>;
  if (!state.fee)
    return (
      <Typography variant="pi" textColor="neutral600">
        견적이 없는 신청입니다. 승인하면 지금의 대관료표로 견적이 정해집니다.
      </Typography>
    );
  const payable = ['approved', 'contracted', 'completed', 'cancelled'].includes(state.applicationStatus);

  const record = async () => {
    const parsed = parseWon(amount);
    const found: FieldErrors = {};
    if (!Number.isSafeInteger(parsed) || parsed === 0) found.amount = '금액은 0이 아닌 원 단위 정수로 입력해주세요.';
    else if (parsed < 0 && !memo.trim()) found.memo = '음수 금액(정정)에는 정정 사유를 메모로 입력해주세요.';
    if (!/^\d{4}-\d{2}-\d{2}$/.test(paidOn)) found.paidOn = '입금일은 YYYY-MM-DD 형식으로 입력해주세요.';
    setErrors(found);
    setRefusal(null);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    try {
      await post(`/admin/rental-applications/${encodeURIComponent(documentId)}/payments`, {
        kind,
        amount: parsed,
        paidOn,
        ...(memo.trim() ? { memo: memo.trim() } : {}),
      });
      toggleNotification({
        type: 'success',
        message: `${PAYMENT_KIND_LABELS[kind]} ${withObject(won(parsed))} 기록했습니다. 신청자에게 안내 메일을 보냅니다.`,
      });
      setAmount('');
      setMemo('');
      await reload();
      void refetchDocument();
    } catch (failure) {
      const message = serverMessage(failure, '입금을 기록하지 못했습니다. 잠시 후 다시 시도해주세요.');
      setRefusal(message);
      toggleNotification({ type: 'danger', message });
      await reload();
    } finally {
      setSending(false);
    }
  };

  return (
    <Flex direction="column" alignItems="stretch" gap={3} width="100%" data-rental-panel="payments">
      <FeeSummary fee={state.fee} />
      <PaymentList payments={state.payments ?? []} />
      {payable ? (
        <Box paddingTop={2} style={{ borderTop: '1px solid #dcdce4' }}>
          <Flex direction="column" alignItems="stretch" gap={2}>
            <Typography variant="sigma" textColor="neutral600">
              입금 기록
            </Typography>
            <Field.Root name="paymentKind" error={errors.kind}>
              <Field.Label>종류</Field.Label>
              <SingleSelect value={kind} onChange={(value: string | number) => setKind(value as PaymentKind)}>
                {PAYMENT_KINDS.map((option) => (
                  <SingleSelectOption key={option} value={option}>
                    {PAYMENT_KIND_LABELS[option]}
                  </SingleSelectOption>
                ))}
              </SingleSelect>
            </Field.Root>
            <Field.Root
              name="paymentAmount"
              error={errors.amount}
              hint="정정은 음수로 입력하고 메모에 사유를 적습니다."
            >
              <Field.Label>금액(원)</Field.Label>
              <TextInput
                inputMode="numeric"
                value={amount}
                onChange={(event: React.ChangeEvent<HTMLInputElement>) => setAmount(event.target.value)}
              />
              <Field.Error />
              <Field.Hint />
            </Field.Root>
            <Field.Root name="paymentPaidOn" error={errors.paidOn}>
              <Field.Label>입금일</Field.Label>
              <TextInput
                type="date"
                value={paidOn}
                onChange={(event: React.ChangeEvent<HTMLInputElement>) => setPaidOn(event.target.value)}
              />
              <Field.Error />
            </Field.Root>
            <Field.Root name="paymentMemo" error={errors.memo}>
              <Field.Label>메모</Field.Label>
              <TextInput
                value={memo}
                maxLength={500}
                onChange={(event: React.ChangeEvent<HTMLInputElement>) => setMemo(event.target.value)}
              />
              <Field.Error />
            </Field.Root>
            {refusal && (
              <Typography variant="pi" textColor="danger600" role="alert">
                {refusal}
              </Typography>
            )}
            <Button fullWidth onClick={record} loading={sending}>
              입금 기록
            </Button>
            <Typography variant="pi" textColor="neutral500">
              기록한 입금은 고치거나 지울 수 없습니다. 잘못 기록했다면 음수 금액으로 정정합니다.
            </Typography>
          </Flex>
        </Box>
      ) : (
        <Typography variant="pi" textColor="neutral600">
          입금은 승인한 뒤에 기록합니다.
        </Typography>
      )}
    </Flex>
  );
}

/** Edit-view side panel "대관료·입금": the quote, due dates, payments and the form to record one. */
export const RentalPaymentsPanel = rentalSidePanel('대관료·입금', PaymentsContent);
