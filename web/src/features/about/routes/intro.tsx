import { useSiteConfig } from '@/shared/api/get-site-config';
import { useCopy } from '@/shared/i18n';
import { Reveal } from '@/shared/ui/reveal';
import { AboutLayout } from '../components/about-layout';
import { aboutCopy } from '../copy';

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^0-9+]/g, '')}`;
}

export function IntroPage() {
  const { data: config } = useSiteConfig();
  const copy = useCopy(aboutCopy).intro;

  return (
    <AboutLayout title={copy.title} description={copy.description}>
      <Reveal as="section" className="about__lead-block">
        <p className="lead about__lead">{config ? copy.lead(config.hallName) : null}</p>
      </Reveal>

      <section className="about__section" aria-labelledby="acoustics-title">
        <h2 id="acoustics-title" className="section-title">
          {copy.acousticsTitle}
        </h2>
        <p className="about__section-lead">{copy.acousticsLead}</p>
        <ul className="fact-grid">
          {copy.acoustics.map((fact, index) => (
            <Reveal as="li" key={fact.label} delay={(index % 3) * 0.1} className="fact-card">
              <p className="fact-card__label">{fact.label}</p>
              <p className="fact-card__value">{fact.value}</p>
              <p className="fact-card__text">{fact.text}</p>
            </Reveal>
          ))}
        </ul>
      </section>

      <section className="about__section" aria-labelledby="genres-title">
        <h2 id="genres-title" className="section-title">
          {copy.genresTitle}
        </h2>
        <ul className="genre-list">
          {copy.genres.map((genre, index) => (
            <Reveal as="li" key={genre.name} delay={(index % 3) * 0.1} className="genre-list__item">
              <h3 className="genre-list__name">{genre.name}</h3>
              <p className="genre-list__text">{genre.text}</p>
            </Reveal>
          ))}
        </ul>
      </section>

      <section className="about__section" aria-labelledby="contact-title">
        <h2 id="contact-title" className="section-title">
          {copy.contactTitle}
        </h2>
        {config ? (
          <div className="contact-grid">
            <div className="contact-card">
              <h3 className="contact-card__title">{copy.contact.general}</h3>
              <dl className="info-list">
                <div>
                  <dt>{copy.contact.phone}</dt>
                  <dd>
                    <a href={telHref(config.phone)}>{config.phone}</a>
                  </dd>
                </div>
                <div>
                  <dt>{copy.contact.email}</dt>
                  <dd>
                    <a href={`mailto:${config.email}`}>{config.email}</a>
                  </dd>
                </div>
              </dl>
            </div>
            <div className="contact-card">
              <h3 className="contact-card__title">{copy.contact.rental}</h3>
              <dl className="info-list">
                <div>
                  <dt>{copy.contact.phone}</dt>
                  <dd>
                    <a href={telHref(config.rentalPhone)}>{config.rentalPhone}</a>
                  </dd>
                </div>
                <div>
                  <dt>{copy.contact.email}</dt>
                  <dd>
                    <a href={`mailto:${config.rentalEmail}`}>{config.rentalEmail}</a>
                  </dd>
                </div>
              </dl>
            </div>
          </div>
        ) : null}
      </section>
    </AboutLayout>
  );
}

export { IntroPage as Component };
