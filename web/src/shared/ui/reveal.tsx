import { createElement, useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { usePrefersReducedMotion } from '@/shared/hooks/use-reduced-motion';
import { isHydrating } from '@/shared/ssr/hydration';
import './reveal.css';

/** Share of the element that must be visible before it is revealed (spec section 9). */
export const REVEAL_THRESHOLD = 0.2;

type RevealTag = 'div' | 'section' | 'article' | 'li' | 'aside' | 'header';

interface RevealProps {
  as?: RevealTag;
  /** Delay of this element's transition, in seconds. */
  delay?: number;
  className?: string;
  children: ReactNode;
  id?: string;
  'aria-labelledby'?: string;
}

/**
 * 'rendered': on the page as the server rendered it, until the browser knows whether it is in view;
 * 'hidden' waits for the element to come into view, 'shown' has been revealed.
 */
type RevealPhase = 'rendered' | 'hidden' | 'shown';

function initialPhase(): RevealPhase {
  if (typeof IntersectionObserver === 'undefined') return 'shown';
  return isHydrating() ? 'rendered' : 'hidden';
}

/**
 * Fades and slides its content up into view once 20 % of it is visible
 * (0.5 s ease-out on opacity and transform, from 20 % below). No motion when the visitor
 * prefers reduced motion, and content is shown at once where IntersectionObserver is missing.
 * On a page the server rendered, everything is visible from the first paint; once the browser has
 * taken the page over, what is out of view hides and is revealed when scrolled to.
 */
export function Reveal({ as = 'div', delay = 0, className, children, ...rest }: RevealProps) {
  const ref = useRef<HTMLElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const [phase, setPhase] = useState<RevealPhase>(initialPhase);

  useEffect(() => {
    if (phase === 'shown' || reducedMotion) return undefined;
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setPhase('shown');
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setPhase('shown');
          observer.disconnect();
        } else if (phase === 'rendered') {
          setPhase('hidden');
        }
      },
      { threshold: REVEAL_THRESHOLD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [phase, reducedMotion]);

  const isStatic = reducedMotion;
  const visible = phase !== 'hidden';
  const classes = ['reveal', visible || isStatic ? 'is-visible' : '', isStatic ? 'reveal--static' : '', className]
    .filter(Boolean)
    .join(' ');
  const style: CSSProperties | undefined = !isStatic && delay ? { transitionDelay: `${delay}s` } : undefined;

  return createElement(
    as,
    { ref, className: classes, style, 'data-reveal': visible || isStatic ? 'shown' : 'hidden', ...rest },
    children,
  );
}
