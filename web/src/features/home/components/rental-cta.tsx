import { Link } from 'react-router-dom';
import { Reveal } from '@/shared/ui/reveal';
import { homeCopy } from '../copy';
import './rental-cta.css';

const copy = homeCopy.rental;

export function RentalCta() {
  return (
    <section className="rental-cta" aria-labelledby="home-rental-title">
      <Reveal className="rental-cta__inner">
        <p className="rental-cta__eyebrow">{copy.eyebrow}</p>
        <h2 id="home-rental-title" className="rental-cta__title">
          {copy.title}
        </h2>
        <p className="rental-cta__text">{copy.body}</p>
        <Link className="button button--gold" to="/apply/notice">
          {copy.link}
        </Link>
      </Reveal>
    </section>
  );
}
