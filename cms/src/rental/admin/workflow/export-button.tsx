import * as React from 'react';
import { useLocation } from 'react-router-dom';
import {
  Button,
  Dialog,
  Field,
  Flex,
  SingleSelect,
  SingleSelectOption,
  TextInput,
  Typography,
} from '@strapi/design-system';
import { isFetchError, useFetchClient, useNotification, type StrapiApp } from '@strapi/strapi/admin';
import { APPLICATION_STATUSES, APPLICATION_STATUS_LABELS } from '@hall/contract/labels';
import { seoulDateKey } from '@hall/contract/seoul-time';
import { RENTAL_APPLICATION } from './api';

/** The export route (docs/api/rental.md); the home widget links to the same dialog's defaults. */
export const exportPath = (query: { format: 'csv' | 'xlsx'; from?: string; to?: string; status?: string }) => {
  const params = new URLSearchParams({ format: query.format });
  if (query.from) params.set('from', query.from);
  if (query.to) params.set('to', query.to);
  if (query.status) params.set('status', query.status);
  return `/admin/rental-applications/export?${params}`;
};

async function refusalOf(error: unknown): Promise<string> {
  if (isFetchError(error)) {
    const data = error.response?.data as unknown;
    const text = data instanceof Blob ? await data.text() : typeof data === 'string' ? data : JSON.stringify(data);
    try {
      const message = (JSON.parse(text) as { error?: { message?: string } }).error?.message;
      if (message) return message;
    } catch {
      // not JSON: the general message below
    }
  }
  return '파일을 만들지 못했습니다. 잠시 후 다시 시도해주세요.';
}

/** The year so far, in Seoul: what a monthly report to the manager usually covers. */
const thisYear = () => {
  const today = seoulDateKey(new Date());
  return { from: `${today.slice(0, 4)}-01-01`, to: `${today.slice(0, 4)}-12-31` };
};

function ExportDialog({ onClose }: { onClose: () => void }) {
  const { get } = useFetchClient();
  const { toggleNotification } = useNotification();
  const [from, setFrom] = React.useState(thisYear().from);
  const [to, setTo] = React.useState(thisYear().to);
  const [status, setStatus] = React.useState('');
  const [error, setError] = React.useState<string | null>(null);
  const [sending, setSending] = React.useState<'csv' | 'xlsx' | null>(null);

  const download = async (format: 'csv' | 'xlsx') => {
    setSending(format);
    setError(null);
    try {
      const response = await get<Blob>(exportPath({ format, from, to, status }), { responseType: 'blob' });
      const url = URL.createObjectURL(response.data);
      const link = document.createElement('a');
      link.href = url;
      link.download = `대관신청_${from || '처음'}_${to || seoulDateKey(new Date())}.${format}`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      toggleNotification({ type: 'success', message: '파일을 내려받았습니다.' });
      onClose();
    } catch (failure) {
      const message = await refusalOf(failure);
      setError(message);
      toggleNotification({ type: 'danger', message });
    } finally {
      setSending(null);
    }
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && !sending && onClose()}>
      <Dialog.Content>
        <Dialog.Header>대관 신청 내려받기</Dialog.Header>
        <Dialog.Body>
          <Flex direction="column" alignItems="stretch" gap={4} width="100%">
            <Typography variant="omega">
              희망 날짜가 기간 안에 있는 신청을 견적 금액, 입금액, 미수금과 함께 내려받습니다. 엑셀에서 바로 열립니다.
            </Typography>
            <Flex gap={2} alignItems="flex-start">
              <Field.Root name="exportFrom">
                <Field.Label>시작 날짜</Field.Label>
                <TextInput
                  type="date"
                  value={from}
                  onChange={(event: React.ChangeEvent<HTMLInputElement>) => setFrom(event.target.value)}
                />
              </Field.Root>
              <Field.Root name="exportTo">
                <Field.Label>끝 날짜</Field.Label>
                <TextInput
                  type="date"
                  value={to}
                  onChange={(event: React.ChangeEvent<HTMLInputElement>) => setTo(event.target.value)}
                />
              </Field.Root>
            </Flex>
            <Field.Root name="exportStatus">
              <Field.Label>진행 상태</Field.Label>
              <SingleSelect value={status} onChange={(value: string | number) => setStatus(String(value))}>
                <SingleSelectOption value="">전체</SingleSelectOption>
                {APPLICATION_STATUSES.map((value) => (
                  <SingleSelectOption key={value} value={value}>
                    {APPLICATION_STATUS_LABELS[value]}
                  </SingleSelectOption>
                ))}
              </SingleSelect>
            </Field.Root>
            {error && (
              <Typography variant="omega" textColor="danger600" role="alert">
                {error}
              </Typography>
            )}
          </Flex>
        </Dialog.Body>
        <Dialog.Footer>
          <Button variant="tertiary" onClick={onClose} disabled={!!sending}>
            닫기
          </Button>
          <Flex gap={2}>
            <Button variant="secondary" onClick={() => download('csv')} loading={sending === 'csv'}>
              CSV
            </Button>
            <Button onClick={() => download('xlsx')} loading={sending === 'xlsx'}>
              엑셀(XLSX) 내려받기
            </Button>
          </Flex>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}

/** 엑셀로 내려받기: a button and its dialog, for the rental applications' list view and the home widget. */
export function RentalExportButton({ variant = 'secondary' }: { variant?: 'secondary' | 'tertiary' }) {
  const [open, setOpen] = React.useState(false);
  return (
    <>
      <Button variant={variant} onClick={() => setOpen(true)} data-rental-export="">
        엑셀로 내려받기
      </Button>
      {open && <ExportDialog onClose={() => setOpen(false)} />}
    </>
  );
}

function ListViewExport() {
  const { pathname } = useLocation();
  if (!pathname.includes(RENTAL_APPLICATION)) return null;
  return <RentalExportButton />;
}

/** Puts the button into the content manager's list view actions (its public injection zone). */
export function registerRentalExport(app: StrapiApp): void {
  const contentManager = app.getPlugin('content-manager') as unknown as {
    injectComponent(view: string, zone: string, component: { name: string; Component: React.ComponentType }): void;
  };
  contentManager.injectComponent('listView', 'actions', { name: 'rental-export', Component: ListViewExport });
}
