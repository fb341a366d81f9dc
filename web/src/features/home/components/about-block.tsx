import { Link } from 'react-router-dom';
import { Reveal } from '@/shared/ui/reveal';
import { useCopy, useLocalizedPath } from '@/shared/i18n';
import { homeCopy } from '../copy';
import './about-block.css';

export function AboutBlock() {
  const copy = useCopy(homeCopy).about;
  const localized = useLocalizedPath();
  return (
    <Reveal as="section" className="about-block" aria-labelledby="home-about-title">
      <p className="about-block__eyebrow">{copy.eyebrow}</p>
      <h2 id="home-about-title" className="about-block__title">
        {copy.title}
      </h2>
      {copy.body.map((paragraph) => (
        <p key={paragraph} className="about-block__text">
          {paragraph}
        </p>
      ))}
      <dl className="about-block__facts">
        {copy.facts.map((fact) => (
          <div key={fact.label}>
            <dt>{fact.label}</dt>
            <dd>
              {fact.value}
              <span>{fact.unit}</span>
            </dd>
          </div>
        ))}
      </dl>
      <Link className="button button--ghost" to={localized('/about/intro')}>
        {copy.link}
      </Link>
    </Reveal>
  );
}
