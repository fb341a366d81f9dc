import { useCallback, useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import { Link } from 'react-router-dom';
import { usePageLoaded } from '@/shared/hooks/use-page-loaded';
import { usePrefersReducedMotion } from '@/shared/hooks/use-reduced-motion';
import { imageUrlFor } from '@/shared/lib/media';
import { seoulIsoWithOffset } from '@hall/contract/seoul-time';
import { sharedCopy } from '@/shared/copy';
import { contentLang, useCopy, useFormats, useLocale, useLocalizedPath } from '@/shared/i18n';
import { ResponsiveImage } from '@/shared/ui/responsive-image';
import type { HomeShow } from '../api/get-home';
import { homeCopy } from '../copy';
import './hero-slideshow.css';

/** Spec section 9: the slideshow advances every 3 seconds. */
export const SLIDE_INTERVAL_MS = 3000;

/** The poster column of hero-slideshow.css at each breakpoint. */
const HERO_POSTER_SIZES = '(min-width: 1440px) 360px, (min-width: 768px) 300px, 260px';

/**
 * True once the page has been painted. Embla measures every slide when it starts; started with
 * the page's first render, it would force a layout of the whole page before anything is painted.
 * Until then the first slide simply stands in its place.
 */
function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: number | undefined;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, []);
  return painted;
}

export function HeroSlideshow({ shows }: { shows: HomeShow[] }) {
  const pageCopy = useCopy(homeCopy);
  const shared = useCopy(sharedCopy);
  const copy = pageCopy.slideshow;
  const formats = useFormats();
  const locale = useLocale();
  const localized = useLocalizedPath();
  const count = shows.length;
  const reducedMotion = usePrefersReducedMotion();
  const [emblaRef, emblaApi] = useEmblaCarousel({ loop: count > 1, duration: reducedMotion ? 0 : 28 });
  const carouselReady = useAfterFirstPaint();
  // The thumbnails are small previews of the slides: they load after the page's own images.
  const pageLoaded = usePageLoaded();
  const [selected, setSelected] = useState(0);
  // A slide's poster loads when the slide is shown, or is next and the shown one's poster is in:
  // on a first visit on a slow connection the others would share it with the images in view.
  const [postersWanted, setPostersWanted] = useState<ReadonlySet<number>>(() => new Set([0]));
  const wantPoster = useCallback(
    (index: number) => setPostersWanted((wanted) => (wanted.has(index) ? wanted : new Set(wanted).add(index))),
    [],
  );
  useEffect(() => wantPoster(selected), [selected, wantPoster]);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const headingId = useId();
  const thumbsRef = useRef<HTMLOListElement>(null);
  const selectedRef = useRef(selected);
  selectedRef.current = selected;

  const autoplay = count > 1 && !reducedMotion && !stopped;
  const running = autoplay && !hovered && !focused;

  /** Moves to a slide; `direction` animates the short way round the loop. */
  const goTo = useCallback(
    (index: number, direction?: 1 | -1) => {
      if (count === 0) return;
      const target = ((index % count) + count) % count;
      selectedRef.current = target;
      setSelected(target);
      if (!emblaApi) return;
      if (direction === 1 && emblaApi.canScrollNext()) emblaApi.scrollNext();
      else if (direction === -1 && emblaApi.canScrollPrev()) emblaApi.scrollPrev();
      else emblaApi.scrollTo(target);
    },
    [count, emblaApi],
  );

  // An arrow or thumbnail used before the carousel started (useAfterFirstPaint) moved only the
  // state: the carousel starts at that slide, not at the first, or the next arrow would move from
  // the wrong one.
  useEffect(() => {
    if (emblaApi && emblaApi.selectedScrollSnap() !== selectedRef.current) emblaApi.scrollTo(selectedRef.current, true);
  }, [emblaApi]);

  // Swipes and drags move the carousel itself: follow it.
  useEffect(() => {
    if (!emblaApi) return undefined;
    const onSelect = () => {
      if (emblaApi.scrollSnapList().length === count) setSelected(emblaApi.selectedScrollSnap());
    };
    emblaApi.on('select', onSelect);
    return () => {
      emblaApi.off('select', onSelect);
    };
  }, [emblaApi, count]);

  useEffect(() => {
    if (!running) return undefined;
    const timer = window.setInterval(() => goTo(selectedRef.current + 1, 1), SLIDE_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [running, goTo]);

  // Keep the chosen thumbnail in view in the strip. The first one is in view to begin with, and
  // measuring the strip as the page first renders would force a layout before its first paint.
  const thumbInView = useRef(0);
  useEffect(() => {
    if (selected === thumbInView.current) return;
    thumbInView.current = selected;
    const thumb = thumbsRef.current?.children[selected] as HTMLElement | undefined;
    const strip = thumbsRef.current;
    if (thumb && strip && typeof strip.scrollTo === 'function') {
      strip.scrollTo({
        left: thumb.offsetLeft - strip.clientWidth / 2 + thumb.clientWidth / 2,
        behavior: reducedMotion ? 'auto' : 'smooth',
      });
    }
  }, [selected, reducedMotion]);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  if (count === 0) {
    return (
      <section className="hero hero--empty" aria-labelledby={headingId}>
        <div className="hero__inner">
          <h2 id={headingId} className="hero__empty-title">
            {copy.empty}
          </h2>
          <Link className="button button--light" to={localized('/show/finish')}>
            {copy.emptyLink}
          </Link>
        </div>
      </section>
    );
  }

  const current = shows[selected];

  return (
    <section
      className="hero"
      aria-roledescription="carousel"
      aria-labelledby={headingId}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <h2 id={headingId} className="visually-hidden">
        {copy.label}
      </h2>
      {current?.poster ? (
        <div
          className="hero__backdrop"
          aria-hidden="true"
          // Blurred 40 px: the smallest format looks the same.
          style={{ backgroundImage: `url("${imageUrlFor(current.poster, 100) ?? current.poster.url}")` }}
        />
      ) : null}

      <div className="hero__inner">
        <div className="hero__viewport" ref={carouselReady ? emblaRef : undefined}>
          <div className="hero__container" aria-live={running ? 'off' : 'polite'}>
            {shows.map((show, index) => {
              const isCurrent = index === selected;
              return (
                <div
                  key={show.documentId}
                  className={`hero__slide${isCurrent ? ' is-selected' : ''}`}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={copy.position(index + 1, count)}
                  aria-hidden={!isCurrent}
                  data-testid="hero-slide"
                >
                  <div className="hero__poster">
                    {show.poster ? (
                      postersWanted.has(index) && (
                        <ResponsiveImage
                          image={show.poster}
                          alt={show.poster.alternativeText || show.title}
                          sizes={HERO_POSTER_SIZES}
                          priority={index === 0}
                          onLoad={isCurrent ? () => wantPoster((index + 1) % count) : undefined}
                        />
                      )
                    ) : (
                      <div className="hero__poster-fallback" aria-hidden="true" />
                    )}
                  </div>
                  <div className="hero__text">
                    <p className="hero__eyebrow">
                      {copy.eyebrow}
                      {show.showStatus === 'cancelled' || show.showStatus === 'rescheduled' ? (
                        <span className={`badge badge--${show.showStatus}`}>
                          {shared.showStatus.badges[show.showStatus]}
                        </span>
                      ) : null}
                      {show.isOrganized ? <span className="badge badge--organized">{copy.organized}</span> : null}
                    </p>
                    <h3 className="hero__title" lang={contentLang(show, locale)}>
                      {show.title}
                    </h3>
                    <p className="hero__date">
                      <time dateTime={seoulIsoWithOffset(show.startsAt)}>{formats.dateTime(show.startsAt)}</time>
                    </p>
                    {show.performers ? (
                      <p className="hero__performers" lang={contentLang(show, locale)}>
                        {show.performers}
                      </p>
                    ) : null}
                    <Link
                      className="button button--gold"
                      to={localized(`/detail/show/${show.documentId}`)}
                      tabIndex={isCurrent ? 0 : -1}
                    >
                      {copy.detail}
                    </Link>
                  </div>
                </div>
              );
            })}
          </div>
        </div>

        {count > 1 ? (
          <div className="hero__controls">
            <button
              type="button"
              className="hero__arrow"
              onClick={() => goTo(selected - 1, -1)}
              aria-label={copy.previous}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <p className="hero__counter" aria-hidden="true">
              <strong>{String(selected + 1).padStart(2, '0')}</strong> / {String(count).padStart(2, '0')}
            </p>
            <button type="button" className="hero__arrow" onClick={() => goTo(selected + 1, 1)} aria-label={copy.next}>
              <span aria-hidden="true">›</span>
            </button>
            {!reducedMotion ? (
              <button
                type="button"
                className="hero__play"
                onClick={() => setStopped((value) => !value)}
                aria-label={stopped ? copy.play : copy.pause}
              >
                <span aria-hidden="true">{stopped ? '▶' : '❚❚'}</span>
              </button>
            ) : null}
          </div>
        ) : null}

        {count > 1 ? (
          <ol className="hero__thumbs" ref={thumbsRef} aria-label={copy.thumbnails}>
            {shows.map((show, index) => (
              <li key={show.documentId}>
                <button
                  type="button"
                  className={`hero__thumb${index === selected ? ' is-selected' : ''}`}
                  aria-current={index === selected ? 'true' : undefined}
                  aria-label={copy.thumbnailLabel(index + 1, show.title)}
                  onClick={() => goTo(index)}
                >
                  {show.poster && !pageLoaded ? (
                    <span className="hero__thumb-fallback" aria-hidden="true" />
                  ) : show.poster ? (
                    <img
                      src={imageUrlFor(show.poster, 100)}
                      alt=""
                      width={64}
                      height={90}
                      loading="lazy"
                      decoding="async"
                    />
                  ) : (
                    <span className="hero__thumb-fallback" aria-hidden="true">
                      {index + 1}
                    </span>
                  )}
                </button>
              </li>
            ))}
          </ol>
        ) : null}
      </div>
    </section>
  );
}
