/**
 * '오늘 하루 보지 않기' is remembered in a cookie per popup. The server reads these cookies too:
 * it renders the home page without the popups a visitor dismissed today.
 */
export const POPUP_COOKIE_PREFIX = 'hall_popup_hidden_';

export function popupCookieName(documentId: string): string {
  return `${POPUP_COOKIE_PREFIX}${documentId}`;
}
