import * as React from 'react';
import { withObject } from '@hall/contract/korean';
import { Box, Button, Flex, Typography } from '@strapi/design-system';
import { isFetchError, useFetchClient, useNotification } from '@strapi/strapi/admin';
import { RENTAL_APPLICATION } from '../../admin/kit/content-links';

const DOCUMENTS = [
  { field: 'businessRegistration', label: '사업자등록증' },
  { field: 'performancePlan', label: '공연 계획서' },
] as const;

type Field = (typeof DOCUMENTS)[number]['field'];

interface DocumentLink {
  name: string;
  size: number;
  mime: string;
  url: string;
  expiresAt: string;
}

type Links = Record<Field, DocumentLink | null>;

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Opens a download link in the browser: the link is signed and short-lived, so it is fetched fresh for every click. */
function openDownload(url: string) {
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.rel = 'noopener';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
}

/** The types the server accepts (src/rental/server/document-type.ts checks the content, not the name). */
const ACCEPT = '.pdf,.jpg,.jpeg,.png,.hwp,.hwpx,.docx';

function refusal(error: unknown): string {
  const message = isFetchError(error)
    ? (error.response?.data as { error?: { message?: string } } | undefined)?.error?.message
    : undefined;
  return message ?? '파일을 올리지 못했습니다. 잠시 후 다시 시도해주세요.';
}

function RentalDocumentsContent({ documentId }: { documentId: string }) {
  const { get, post } = useFetchClient();
  const [uploading, setUploading] = React.useState<Field | null>(null);
  const inputs = React.useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  const { toggleNotification } = useNotification();
  const [documents, setDocuments] = React.useState<Links | null>(null);
  const [failed, setFailed] = React.useState(false);
  const [busy, setBusy] = React.useState<Field | null>(null);

  const fetchLinks = React.useCallback(async (): Promise<Links> => {
    const response = await get<{ data: Links }>(`/admin/rental-documents/${encodeURIComponent(documentId)}/links`);
    return response.data.data;
  }, [get, documentId]);

  React.useEffect(() => {
    let cancelled = false;
    fetchLinks().then(
      (links) => !cancelled && setDocuments(links),
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
    };
  }, [fetchLinks]);

  const download = async (field: Field) => {
    setBusy(field);
    try {
      const links = await fetchLinks();
      setDocuments(links);
      const link = links[field];
      if (link) openDownload(link.url);
    } catch {
      toggleNotification({ type: 'danger', message: '다운로드 링크를 만들지 못했습니다. 잠시 후 다시 시도해주세요.' });
    } finally {
      setBusy(null);
    }
  };

  const upload = async (field: Field, label: string, file: File | undefined) => {
    if (!file) return;
    setUploading(field);
    try {
      const form = new FormData();
      form.append('file', file, file.name);
      await post(`/admin/rental-documents/${encodeURIComponent(documentId)}/${field}`, form);
      setDocuments(await fetchLinks());
      toggleNotification({ type: 'success', message: `${withObject(label)} 올렸습니다.` });
    } catch (error) {
      toggleNotification({ type: 'danger', message: `${label}: ${refusal(error)}` });
    } finally {
      setUploading(null);
      const input = inputs.current[field];
      if (input) input.value = '';
    }
  };

  if (failed) {
    return (
      <Typography variant="omega" textColor="danger600">
        첨부 서류 정보를 불러오지 못했습니다.
      </Typography>
    );
  }
  if (!documents) {
    return (
      <Typography variant="omega" textColor="neutral600">
        불러오는 중…
      </Typography>
    );
  }
  return (
    <Flex direction="column" alignItems="stretch" gap={4} width="100%">
      {DOCUMENTS.map(({ field, label }) => {
        const document = documents[field];
        return (
          <Box key={field}>
            <Typography variant="sigma" textColor="neutral600" tag="p">
              {label}
            </Typography>
            {document ? (
              <Flex direction="column" alignItems="stretch" gap={2} paddingTop={1}>
                <Typography variant="omega" style={{ wordBreak: 'break-all' }}>
                  {document.name} ({formatSize(document.size)})
                </Typography>
                <Button variant="secondary" size="S" loading={busy === field} onClick={() => download(field)}>
                  {label} 다운로드
                </Button>
              </Flex>
            ) : (
              <Typography variant="omega" textColor="neutral500" tag="p">
                첨부된 파일이 없습니다.
              </Typography>
            )}
            <Box paddingTop={2}>
              <input
                ref={(node) => {
                  inputs.current[field] = node;
                }}
                type="file"
                accept={ACCEPT}
                hidden
                aria-label={`${label} 파일 선택`}
                data-document-field={field}
                onChange={(event) => upload(field, label, event.target.files?.[0])}
              />
              <Button
                variant="tertiary"
                size="S"
                fullWidth
                loading={uploading === field}
                onClick={() => inputs.current[field]?.click()}
              >
                {document ? `${label} 바꾸기` : `${label} 올리기`}
              </Button>
            </Box>
          </Box>
        );
      })}
      <Typography variant="pi" textColor="neutral500">
        서류는 비공개로 보관됩니다. 다운로드 링크는 누를 때마다 새로 만들어지고 몇 분 뒤 만료됩니다. 전화나 서면으로
        받은 신청의 서류도 여기서 올립니다(PDF, JPG, PNG, HWP, HWPX, DOCX). 바꾸면 이전 파일은 지워집니다.
      </Typography>
    </Flex>
  );
}

/** Edit-view side panel of a rental application: its two documents, downloaded through fresh signed links and attached or replaced by staff. */
export const RentalDocumentsPanel = ({ model, documentId }: { model: string; documentId?: string }) => {
  if (model !== RENTAL_APPLICATION) return null;
  // On the create screen (새 항목 추가) there is nothing to attach to yet: say when it comes.
  if (!documentId)
    return {
      title: '첨부 서류',
      content: (
        <Typography variant="omega" textColor="neutral600" tag="p" data-rental-documents="after-save">
          사업자등록증과 공연계획서는 먼저 저장한 뒤, 이 자리에서 올립니다. 신청 내용을 입력하고 오른쪽 위
          &apos;저장&apos;을 눌러주세요.
        </Typography>
      ),
    };
  return { title: '첨부 서류', content: <RentalDocumentsContent documentId={documentId} /> };
};
