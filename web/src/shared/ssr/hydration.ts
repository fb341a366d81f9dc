/**
 * True while the browser hydrates a page the server rendered: a component's first state may then
 * say 'already shown' instead of starting from nothing (the reveal-on-scroll effect must not hide
 * what the visitor already sees).
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
