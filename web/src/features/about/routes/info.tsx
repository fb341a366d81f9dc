import { Link } from 'react-router-dom';
import { useSiteConfig } from '@/shared/api/get-site-config';
import { Reveal } from '@/shared/ui/reveal';
import { AboutLayout } from '../components/about-layout';
import { useCopy } from '@/shared/i18n';
import { AccessFacilities } from '../components/access-facilities';
import { aboutCopy } from '../copy';

export function InfoPage() {
  const copy = useCopy(aboutCopy).info;
  // The layout's loader read the site config for the header and footer: no request of its own.
  const { data: config } = useSiteConfig();
  return (
    <AboutLayout title={copy.title} description={copy.description}>
      <section className="about__section about__section--first" aria-labelledby="overview-title">
        <h2 id="overview-title" className="section-title">
          {copy.overviewTitle}
        </h2>
        <dl className="info-list about__overview">
          {copy.overview.map((row) => (
            <div key={row.label}>
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
        <p className="about__inline-link">
          <Link className="button button--ghost" to="/about/layout">
            {copy.layoutLink}
          </Link>
        </p>
      </section>

      <AccessFacilities facilities={config?.accessFacilities} />

      <section className="about__section" aria-labelledby="sound-title">
        <h2 id="sound-title" className="section-title">
          {copy.soundTitle}
        </h2>
        {copy.sound.map((paragraph) => (
          <p key={paragraph} className="about__paragraph">
            {paragraph}
          </p>
        ))}
      </section>

      <section className="about__section" aria-labelledby="equipment-title">
        <h2 id="equipment-title" className="section-title">
          {copy.equipmentTitle}
        </h2>
        <div className="equipment-grid">
          {copy.equipment.map((group, index) => (
            <Reveal key={group.group} delay={(index % 4) * 0.08} className="equipment-card">
              <h3 className="equipment-card__title">{group.group}</h3>
              <ul className="equipment-card__list">
                {group.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </Reveal>
          ))}
        </div>
      </section>

      <section className="about__section" aria-labelledby="recording-title">
        <h2 id="recording-title" className="section-title">
          {copy.recordingTitle}
        </h2>
        <p className="about__paragraph">{copy.recordingLead}</p>
        <ul className="check-list">
          {copy.recording.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
    </AboutLayout>
  );
}

export { InfoPage as Component };
