import type { ReactNode } from 'react';
import './page-header.css';

interface PageHeaderProps {
  /** Small line above the title (the section name). */
  eyebrow?: string;
  title: string;
  description?: ReactNode;
  /** 'p' when the page's h1 is further down (a detail page titled by its record). */
  titleAs?: 'h1' | 'p';
}

/** Title band at the top of a content page; holds the page's only h1. */
export function PageHeader({ eyebrow, title, description, titleAs: TitleTag = 'h1' }: PageHeaderProps) {
  return (
    <div className="page-header">
      <div className="page-header__inner">
        {eyebrow ? <p className="page-header__eyebrow">{eyebrow}</p> : null}
        <TitleTag className="page-header__title">{title}</TitleTag>
        {description ? <p className="page-header__description">{description}</p> : null}
      </div>
    </div>
  );
}
