import { useParams } from 'react-router-dom';
import { sharedCopy } from '@/shared/copy';
import { useCopy, useLocalizedPath } from '@/shared/i18n';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { blocksToPlainText } from '@hall/contract/blocks-text';
import { imageUrlFor } from '@/shared/lib/media';
import { SHOW_TABS } from '@/shared/navigation';
import { PageHeader } from '@/shared/ui/page-header';
import { DetailStatus } from '@/shared/ui/status';
import { TabBar } from '@/shared/ui/tab-bar';
import { useShow } from '../api/get-show';
import { ShowDetail } from '../components/show-detail';
import { showsCopy } from '../copy';

/** Link previews are shown up to about 600 px wide. */
const OG_IMAGE_MIN_WIDTH = 600;

export function ShowDetailPage() {
  const { documentId } = useParams();
  const { data, error, isLoading, mutate } = useShow(documentId);
  const copy = useCopy(showsCopy);
  const shared = useCopy(sharedCopy);
  const localized = useLocalizedPath();
  const show = data?.show;
  const notFound = data === null;
  useDocumentTitle(
    show?.title ?? (notFound ? copy.detail.notFound : copy.detail.pageLabel),
    show ? blocksToPlainText(show.body, 160) || show.title : undefined,
    // Link previews (og:image) show the poster, at a size they use.
    imageUrlFor(show?.poster, OG_IMAGE_MIN_WIDTH),
  );

  return (
    <>
      <PageHeader eyebrow={copy.eyebrow} title={copy.detail.pageLabel} titleAs={show ? 'p' : 'h1'} />
      <TabBar items={SHOW_TABS} label={shared.tabs.show.label} />
      {data ? (
        <ShowDetail key={data.show.documentId} show={data.show} adjacent={data.adjacent} />
      ) : (
        <DetailStatus
          notFound={notFound}
          error={error}
          isLoading={isLoading}
          onRetry={() => void mutate()}
          notFoundMessage={copy.detail.notFound}
          back={{ to: localized('/show/schedule'), label: copy.detail.backToList }}
        />
      )}
    </>
  );
}

export { ShowDetailPage as Component };
