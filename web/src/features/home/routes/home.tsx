import { useSiteConfig } from '@/shared/api/get-site-config';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { ErrorState, InlineLoading } from '@/shared/ui/status';
import { useTicketShows } from '../api/get-ticket-shows';
import { useUpcomingShows } from '../api/get-upcoming-shows';
import { AboutBlock } from '../components/about-block';
import { HeroSlideshow } from '../components/hero-slideshow';
import { NoticeBox } from '../components/notice-box';
import { PopupLayer } from '../components/popup-layer';
import { RentalCta } from '../components/rental-cta';
import { TicketingStrip } from '../components/ticketing-strip';
import { homeCopy } from '../copy';
import './home.css';

export function HomePage() {
  const { data: config } = useSiteConfig();
  useDocumentTitle(undefined, homeCopy.pageDescription);
  const upcoming = useUpcomingShows();
  const tickets = useTicketShows();

  return (
    <div className="home">
      <h1 className="visually-hidden">{config ? homeCopy.heading(config.hallName) : homeCopy.pageTitle}</h1>

      {upcoming.error ? (
        <div className="container home__state">
          <ErrorState onRetry={() => void upcoming.mutate()} />
        </div>
      ) : upcoming.data ? (
        <HeroSlideshow shows={upcoming.data.data} />
      ) : (
        <div className="home__hero-loading">
          <InlineLoading />
        </div>
      )}

      {tickets.error ? (
        <div className="container home__state">
          <ErrorState onRetry={() => void tickets.mutate()} />
        </div>
      ) : tickets.data ? (
        <TicketingStrip shows={tickets.data} />
      ) : null}

      <div className="home__info">
        <div className="container home__info-grid">
          <NoticeBox />
          <AboutBlock />
        </div>
      </div>

      <RentalCta />
      <PopupLayer />
    </div>
  );
}

export { HomePage as Component };
