import { Link } from 'react-router-dom';
import { Reveal } from '@/shared/ui/reveal';
import { useCopy, useLocalizedPath } from '@/shared/i18n';
import { homeCopy } from '../copy';
import './rental-cta.css';

export function RentalCta() {
  const copy = useCopy(homeCopy).rental;
  const localized = useLocalizedPath();
  return (
    <section className="rental-cta" aria-labelledby="home-rental-title">
      <Reveal className="rental-cta__inner">
        <p className="rental-cta__eyebrow">{copy.eyebrow}</p>
        <h2 id="home-rental-title" className="rental-cta__title">
          {copy.title}
        </h2>
        <p className="rental-cta__text">{copy.body}</p>
        <Link className="button button--gold" to={localized('/apply/notice')}>
          {copy.link}
        </Link>
      </Reveal>
    </section>
  );
}
