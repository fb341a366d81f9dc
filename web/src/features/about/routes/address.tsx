import { useSiteConfig } from '@/shared/api/get-site-config';
import { ErrorState, InlineLoading } from '@/shared/ui/status';
import { useToast } from '@/shared/ui/toast';
import { AboutLayout } from '../components/about-layout';
import { useContentLang, useCopy } from '@/shared/i18n';
import { aboutCopy } from '../copy';
import { kakaoMapUrl, kakaoRouteUrl, naverMapUrl } from '../lib/map-links';

function ExternalLink({ href, children, className }: { href: string; children: string; className?: string }) {
  const copy = useCopy(aboutCopy).address;
  return (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> ({copy.newWindow})</span>
    </a>
  );
}

export function AddressPage() {
  const copy = useCopy(aboutCopy).address;
  const { data: config, error, isLoading, mutate } = useSiteConfig();
  const configLang = useContentLang(config);
  const { showToast } = useToast();

  const copyAddress = async () => {
    if (!config) return;
    try {
      await navigator.clipboard.writeText(config.address);
      showToast(copy.copied);
    } catch {
      showToast(copy.copyFailed);
    }
  };

  const lat = config ? Number(config.latitude) : NaN;
  const lng = config ? Number(config.longitude) : NaN;
  const hasCoordinates = Number.isFinite(lat) && Number.isFinite(lng);

  return (
    <AboutLayout title={copy.title} description={copy.description}>
      {error && !config ? (
        <ErrorState onRetry={() => void mutate()} />
      ) : isLoading || !config ? (
        <InlineLoading />
      ) : (
        <>
          <section className="map-panel" aria-label={copy.mapLabel}>
            <div className="map-panel__canvas" aria-hidden="true">
              <span className="map-panel__road map-panel__road--h" />
              <span className="map-panel__road map-panel__road--v" />
              <span className="map-panel__road map-panel__road--d" />
              <span className="map-panel__pin" />
            </div>
            <div className="map-panel__info">
              <p className="map-panel__name" lang={configLang}>
                {config.hallName}
              </p>
              <dl className="info-list">
                <div>
                  <dt>{copy.addressLabel}</dt>
                  <dd lang={configLang}>{config.address}</dd>
                </div>
                <div>
                  <dt>{copy.phoneLabel}</dt>
                  <dd>
                    <a href={`tel:${config.phone.replace(/[^0-9+]/g, '')}`}>{config.phone}</a>
                  </dd>
                </div>
              </dl>
              {hasCoordinates ? <p className="map-panel__coords">{copy.coordinates(lat, lng)}</p> : null}
              <div className="button-row map-panel__actions">
                {hasCoordinates ? (
                  <>
                    <ExternalLink className="button button--primary" href={kakaoMapUrl(config.hallName, lat, lng)}>
                      {copy.kakaoMap}
                    </ExternalLink>
                    <ExternalLink className="button button--ghost" href={kakaoRouteUrl(config.hallName, lat, lng)}>
                      {copy.kakaoRoute}
                    </ExternalLink>
                  </>
                ) : null}
                <ExternalLink className="button button--ghost" href={naverMapUrl(config.address)}>
                  {copy.naverMap}
                </ExternalLink>
                <button type="button" className="button button--ghost" onClick={() => void copyAddress()}>
                  {copy.copyAddress}
                </button>
              </div>
            </div>
          </section>

          <div className="directions">
            <section className="directions__block" aria-labelledby="transit-title">
              <h2 id="transit-title" className="section-title">
                {copy.transitTitle}
              </h2>
              <ul className="check-list">
                {copy.transit.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </section>

            <section className="directions__block" aria-labelledby="tower-title">
              <h2 id="tower-title" className="section-title">
                {copy.towerTitle}
              </h2>
              <ul className="check-list">
                {copy.tower.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </section>

            <section className="directions__block directions__block--wide" aria-labelledby="parking-title">
              <h2 id="parking-title" className="section-title">
                {copy.parkingTitle}
              </h2>
              <table className="data-table">
                <caption className="visually-hidden">{copy.parkingCaption}</caption>
                <thead>
                  <tr>
                    <th scope="col">{copy.parkingHead.day}</th>
                    <th scope="col">{copy.parkingHead.fee}</th>
                    <th scope="col">{copy.parkingHead.detail}</th>
                  </tr>
                </thead>
                <tbody>
                  {copy.parking.map((row) => (
                    <tr key={row.day}>
                      <th scope="row">{row.day}</th>
                      <td>{row.fee}</td>
                      <td>{row.detail}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <p className="about__note">{copy.parkingNote}</p>
            </section>
          </div>
        </>
      )}
    </AboutLayout>
  );
}

export { AddressPage as Component };
