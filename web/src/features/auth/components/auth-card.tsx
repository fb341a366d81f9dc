import type { ReactNode } from 'react';
import '@/shared/ui/form.css';
import './auth.css';

/** The centred card of the account pages, holding the page's h1. */
export function AuthCard({
  title,
  lead,
  children,
  wide,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className="container form-page auth-page">
      <section className={`form-card${wide ? ' form-card--wide' : ''}`} aria-labelledby="auth-title">
        <h1 id="auth-title" className="form-card__title">
          {title}
        </h1>
        {lead ? <p className="form-card__lead">{lead}</p> : null}
        {children}
      </section>
    </div>
  );
}
