import { useSiteConfig } from '@/shared/api/get-site-config';
import { formatFileSize } from '@/shared/lib/media';
import { ResponsiveImage } from '@/shared/ui/responsive-image';
import { EmptyState, ErrorState, InlineLoading } from '@/shared/ui/status';
import { AboutLayout } from '../components/about-layout';
import { useCopy } from '@/shared/i18n';
import { aboutCopy } from '../copy';

export function SeatLayoutPage() {
  const copy = useCopy(aboutCopy).layout;
  const { data: config, error, isLoading, mutate } = useSiteConfig();
  const layout = config?.seatLayout;
  const isImage = layout ? (layout.mime ?? '').startsWith('image/') || Boolean(layout.width) : false;
  const size = formatFileSize(layout?.size);

  return (
    <AboutLayout title={copy.title} description={copy.description}>
      {error && !config ? (
        <ErrorState onRetry={() => void mutate()} />
      ) : isLoading ? (
        <InlineLoading />
      ) : layout ? (
        <section className="seat-layout" aria-label={copy.title}>
          {isImage ? (
            <figure className="seat-layout__figure">
              <ResponsiveImage
                image={layout}
                alt={layout.alternativeText || copy.imageAlt}
                sizes="(min-width: 1440px) 1200px, 100vw"
                fallbackWidth={1000}
                priority
              />
            </figure>
          ) : null}
          <p className="seat-layout__note">{copy.note}</p>
          <p className="button-row button-row--center">
            <a className="button button--primary" href={layout.url} download={layout.name}>
              {copy.download}
              {size ? <span className="seat-layout__size">({size})</span> : null}
            </a>
          </p>
        </section>
      ) : (
        <EmptyState>{copy.empty}</EmptyState>
      )}
    </AboutLayout>
  );
}

export { SeatLayoutPage as Component };
