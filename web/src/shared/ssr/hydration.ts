/**
 * True while the browser takes over a page the server drew (React's hydration of it): a
 * component's first state may then say 'already drawn' instead of starting from nothing (the
 * reveal-on-scroll effect must not hide what the visitor already sees).
 */
let hydrating = false;

export function isHydrating(): boolean {
  return hydrating;
}

export function startHydration(): void {
  hydrating = true;
}

export function finishHydration(): void {
  hydrating = false;
}
