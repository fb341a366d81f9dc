import { Link, useParams } from 'react-router-dom';
import type { Notice } from '@/shared/api/types';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { blocksToPlainText } from '@hall/contract/blocks-text';
import { formatFileSize } from '@/shared/lib/media';
import { seoulIsoWithOffset } from '@hall/contract/seoul-time';
import { useContentLang, useCopy, useFormats, useLocale, useLocalizedPath } from '@/shared/i18n';
import { safeHref } from '@/shared/lib/safe-url';
import { AdjacentNav, adjacentEntry } from '@/shared/ui/adjacent-nav';
import { BlocksRenderer } from '@/shared/ui/blocks-renderer';
import { PageHeader } from '@/shared/ui/page-header';
import { DetailStatus } from '@/shared/ui/status';
import { useNotice, type AdjacentNotice, type AdjacentNotices } from '../api/get-notice';
import { CategoryBadge } from '../components/category-badge';
import { noticesCopy } from '../copy';
import './notices.css';

function NoticeArticle({ notice, adjacent }: { notice: Notice; adjacent: AdjacentNotices }) {
  const external = notice.category === 'ticketOpen' ? safeHref(notice.externalUrl) : undefined;
  const attachment = notice.attachment;
  const size = formatFileSize(attachment?.size);
  const pageCopy = useCopy(noticesCopy);
  const copy = pageCopy.detail;
  const formats = useFormats();
  const locale = useLocale();
  const localized = useLocalizedPath();
  // The notice's texts are Korean on the English page until staff translate it.
  const lang = useContentLang(notice);
  const describeAdjacent = (other: AdjacentNotice) => ({
    to: localized(`/notice/detail/${other.documentId}`),
    date: other.postedAt,
    dateText: formats.date(other.postedAt),
  });

  return (
    <article className="container notice-detail">
      <header className="notice-detail__head">
        <CategoryBadge category={notice.category} />
        <h1 className="notice-detail__title" lang={lang}>
          {notice.title}
        </h1>
        <p className="notice-detail__meta">
          <span>{copy.postedAt}</span>
          <time dateTime={seoulIsoWithOffset(notice.postedAt)}>{formats.date(notice.postedAt)}</time>
        </p>
      </header>

      {attachment ? (
        <div className="notice-detail__attachment">
          <span className="notice-detail__attachment-label">{copy.attachment}</span>
          <a href={attachment.url} download={attachment.name} aria-label={copy.download(attachment.name)}>
            {attachment.name}
          </a>
          {size ? <span className="notice-detail__attachment-size">{size}</span> : null}
        </div>
      ) : null}

      <div className="notice-detail__body">
        <div lang={lang}>
          <BlocksRenderer content={notice.body} />
        </div>
        {external ? (
          <p className="notice-detail__external">
            <a className="button button--gold" href={external} target="_blank" rel="noopener noreferrer">
              {copy.externalLink}
              <span className="visually-hidden"> ({pageCopy.newWindow})</span>
            </a>
          </p>
        ) : null}
      </div>

      <AdjacentNav
        label={copy.adjacentLabel}
        noneText={copy.none}
        entries={[
          adjacentEntry(copy.previous, adjacent.previous, locale, describeAdjacent),
          adjacentEntry(copy.next, adjacent.next, locale, describeAdjacent),
        ]}
      />

      <div className="button-row button-row--center notice-detail__back">
        <Link className="button button--primary" to={localized('/notice')}>
          {copy.backToList}
        </Link>
      </div>
    </article>
  );
}

export function NoticeDetailPage() {
  const { documentId } = useParams();
  const { data, error, isLoading, mutate } = useNotice(documentId);
  const pageCopy = useCopy(noticesCopy);
  const copy = pageCopy.detail;
  const localized = useLocalizedPath();
  const notice = data?.notice;
  const notFound = data === null;
  useDocumentTitle(
    notice?.title ?? (notFound ? copy.notFound : pageCopy.title),
    notice ? blocksToPlainText(notice.body, 160) || notice.title : undefined,
  );

  return (
    <>
      <PageHeader eyebrow={pageCopy.eyebrow} title={pageCopy.title} titleAs={notice ? 'p' : 'h1'} />
      {data ? (
        <NoticeArticle key={data.notice.documentId} notice={data.notice} adjacent={data.adjacent} />
      ) : (
        <DetailStatus
          notFound={notFound}
          error={error}
          isLoading={isLoading}
          onRetry={() => void mutate()}
          notFoundMessage={copy.notFound}
          back={{ to: localized('/notice'), label: copy.backToList }}
        />
      )}
    </>
  );
}

export { NoticeDetailPage as Component };
