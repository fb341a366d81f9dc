import { useSyncExternalStore } from 'react';
import {
  forgetAccessToken,
  getAccessToken,
  refreshAccessToken,
  resetSessionForTests,
  setAccessToken,
  subscribeAccessToken,
} from '@/shared/api/session';
import { StrapiRequestError, strapiRequest } from '@/shared/api/strapi';
import type { AuthState, Member } from './types';

/**
 * The site's auth state (spec section 4), shared by the header, the guards and the account
 * pages: 'unknown' until the start-up refresh has responded, then 'authenticated' with the
 * member's profile or 'anonymous'. A login whose profile cannot be read counts as anonymous.
 * The access token itself lives in shared/api/session.ts (memory only).
 */

const INITIAL: AuthState = { status: 'unknown', member: null, endedBy: null, endedAtKey: null };
const ANONYMOUS: AuthState = { status: 'anonymous', member: null, endedBy: null, endedAtKey: null };

let state: AuthState = INITIAL;
let bootstrap: Promise<AuthState> | null = null;
/** Bumped by the test reset, so a start-up refresh of an earlier test changes nothing. */
let generation = 0;
const listeners = new Set<() => void>();

function update(next: AuthState): void {
  state = next;
  for (const listener of [...listeners]) listener();
}

// A refresh that fails (the login ended or expired) forgets the token: the member is logged out.
subscribeAccessToken((token) => {
  if (token === null && state.status === 'authenticated') update(ANONYMOUS);
});

function isMember(value: unknown): value is Member {
  return Boolean(value) && typeof (value as Member).email === 'string' && (value as Member).email.length > 0;
}

/** GET /api/users/me with the current token; throws when there is no readable profile. */
async function loadMember(): Promise<Member> {
  const member = await strapiRequest<unknown>('/users/me');
  if (!isMember(member)) throw new StrapiRequestError(404, 'Profile not found', 'NotFoundError');
  return member;
}

export function getAuthState(): AuthState {
  return state;
}

/**
 * On start: refresh from the cookie, then read the profile. Runs once per page load, however
 * often it is called.
 */
export function bootstrapAuth(): Promise<AuthState> {
  if (!bootstrap) {
    const run = generation;
    bootstrap = (async () => {
      const token = await refreshAccessToken();
      if (run !== generation) return state;
      if (!token) {
        if (state.status === 'unknown') update(ANONYMOUS);
        return state;
      }
      try {
        const member = await loadMember();
        if (run === generation && getAccessToken())
          update({ status: 'authenticated', member, endedBy: null, endedAtKey: null });
      } catch {
        if (run === generation) {
          forgetAccessToken();
          update(ANONYMOUS);
        }
      }
      return state;
    })();
  }
  return bootstrap;
}

/**
 * Starts a session with the access token of a login or signup response: keeps the token and reads
 * the profile. Rejects (and forgets the token) when the profile cannot be read.
 */
export async function startSession(jwt: string): Promise<Member> {
  setAccessToken(jwt);
  try {
    const member = await loadMember();
    update({ status: 'authenticated', member, endedBy: null, endedAtKey: null });
    return member;
  } catch (error) {
    forgetAccessToken();
    update(ANONYMOUS);
    throw error;
  }
}

/** The profile after a change (PUT /api/users/me responds with it). */
export function setMember(member: Member): void {
  if (state.status === 'authenticated') update({ ...state, member });
}

/**
 * Ends the session on this page: forgets the token and the profile. `endedAtKey` is the
 * history entry where the member logged out, so the guard of that page sends them home rather
 * than to the login page.
 */
export function endSession(endedBy: AuthState['endedBy'] = null, endedAtKey: string | null = null): void {
  update({ status: 'anonymous', member: null, endedBy, endedAtKey });
  forgetAccessToken();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAuth(): AuthState {
  return useSyncExternalStore(subscribe, getAuthState, getAuthState);
}

/** Tests only: back to a fresh page load. */
export function resetAuthForTests(): void {
  state = INITIAL;
  bootstrap = null;
  generation += 1;
  resetSessionForTests();
}
