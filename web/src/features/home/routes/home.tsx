import { useSiteConfig } from '@/shared/api/get-site-config';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { ErrorState, InlineLoading } from '@/shared/ui/status';
import { useHome } from '../api/get-home';
import { AboutBlock } from '../components/about-block';
import { HeroSlideshow } from '../components/hero-slideshow';
import { NoticeBox } from '../components/notice-box';
import { PopupLayer } from '../components/popup-layer';
import { RentalCta } from '../components/rental-cta';
import { TicketingStrip } from '../components/ticketing-strip';
import { useContentLang, useCopy } from '@/shared/i18n';
import { homeCopy } from '../copy';
import './home.css';

export function HomePage() {
  const { data: config } = useSiteConfig();
  const copy = useCopy(homeCopy);
  const configLang = useContentLang(config);
  useDocumentTitle(undefined, copy.pageDescription);
  const home = useHome();
  const retry = () => void home.mutate();

  return (
    <div className="home">
      <h1 className="visually-hidden" lang={config ? configLang : undefined}>
        {config ? copy.heading(config.hallName) : copy.pageTitle}
      </h1>

      {home.error ? (
        <div className="container home__state">
          <ErrorState onRetry={retry} />
        </div>
      ) : home.data ? (
        <>
          <HeroSlideshow shows={home.data.slides} />
          <TicketingStrip shows={home.data.tickets} />
        </>
      ) : (
        // The rest of the page waits for the same response, so nothing below the slideshow moves.
        <div className="home__hero-loading">
          <InlineLoading />
        </div>
      )}

      {home.data || home.error ? (
        <>
          <div className="home__info">
            <div className="container home__info-grid">
              <NoticeBox notices={home.data?.notices} failed={Boolean(home.error)} onRetry={retry} />
              <AboutBlock />
            </div>
          </div>
          <RentalCta />
        </>
      ) : null}
      <PopupLayer popups={home.data?.popups} />
    </div>
  );
}

export { HomePage as Component };
