/**
 * Cookie names the cms sets and the web app's server renderer reads.
 *
 * SIGNED_IN_COOKIE is set and cleared with the member's refresh cookie, on the whole site. It holds
 * no secret, only that this browser has a login: a visitor without it who asks for a members' page
 * is redirected to /login by the server renderer, instead of being rendered a page the browser
 * would then leave.
 */
export const SIGNED_IN_COOKIE = 'hall_signed_in';

/** The refresh token's httpOnly cookie on /api/auth, unless config/plugins.ts names another. */
export const REFRESH_COOKIE = 'hall_refresh';
