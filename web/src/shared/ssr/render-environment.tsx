import { createContext, useContext } from 'react';
import type { Breakpoint } from '@/shared/lib/breakpoint';
import { getCookie } from '@/shared/lib/cookies';

/** The <head> of a page the server renders: what useDocumentTitle() says while the page renders. */
export interface PageHead {
  title?: string;
  description?: string;
  /** An image for link previews (og:image), absolute. */
  image?: string;
}

/**
 * What a page's first render depends on besides its loaders' data. The server fills it from the
 * request; a browser hydrating a page the server rendered gets the same values, so that its first
 * render matches the server's to the letter.
 */
export interface RenderEnvironment {
  /**
   * The breakpoint the server rendered the page for (it guesses from the User-Agent). A hydrating
   * browser renders this one first and then its own; a page the browser renders itself renders its own.
   */
  assumedBreakpoint: Breakpoint;
  /** The site's origin as the visitor sees it (`https://hall.example`). */
  origin: string;
  /** The visitor's cookies that change what a page shows (the popups dismissed for today). */
  readCookie(name: string): string | undefined;
  /** Server only: where the page's title, description and preview image are collected. */
  head?: PageHead;
}

/** The browser's own environment: its origin and cookies; 'pc' where nothing else is known. */
export const browserEnvironment: RenderEnvironment = {
  assumedBreakpoint: 'pc',
  get origin() {
    return typeof window === 'undefined' ? '' : window.location.origin;
  },
  readCookie: getCookie,
};

const RenderEnvironmentContext = createContext<RenderEnvironment>(browserEnvironment);

export const RenderEnvironmentProvider = RenderEnvironmentContext.Provider;

export function useRenderEnvironment(): RenderEnvironment {
  return useContext(RenderEnvironmentContext);
}
