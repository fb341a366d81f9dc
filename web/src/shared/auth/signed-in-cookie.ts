/**
 * A cookie the cms sets next to the member's refresh cookie, and clears with it
 * (cms/src/auth/sessions.ts): it holds no secret, only that this browser has a login. The server
 * that draws pages reads it: a visitor without it who asks for a members' page is sent to /login
 * at once, instead of being drawn a page that the browser would then leave.
 */
export const SIGNED_IN_COOKIE = 'hall_signed_in';
