/** Viewport emulation for matchMedia-driven code (breakpoints, reduced motion). */
export function mockViewport(width: number, options: { reducedMotion?: boolean } = {}): void {
  window.matchMedia = ((query: string) => {
    let matches = false;
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+)px/.exec(query);
    if (min) matches = width >= Number(min[1]);
    else if (max) matches = width <= Number(max[1]);
    if (query.includes('prefers-reduced-motion')) matches = Boolean(options.reducedMotion);
    return {
      matches,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    } as MediaQueryList;
  }) as typeof window.matchMedia;
}
