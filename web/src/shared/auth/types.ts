/** The member's profile as `GET /api/users/me` responds with it (docs/api/auth.md). */
export interface Member {
  id: number;
  documentId: string;
  username: string;
  email: string;
  provider?: string;
  confirmed?: boolean;
  blocked?: boolean;
  name: string | null;
  phoneNumber: string | null;
  createdAt?: string;
  updatedAt?: string;
  /** True when the member must agree to the current terms before continuing (/consent). */
  consentRequired?: boolean;
}

/** `{ jwt, user }` of login and signup. */
export interface AuthResponse {
  jwt: string;
  user: Member;
}

/** Spec section 4: unknown while loading, then authenticated (profile loaded) or anonymous. */
export type AuthStatus = 'unknown' | 'authenticated' | 'anonymous';

export interface AuthState {
  status: AuthStatus;
  member: Member | null;
  /** Why the member became anonymous, when it was a logout (the guards then go home, not to /login). */
  endedBy: 'logout' | null;
  /** The history entry (location.key) on which the member logged out. */
  endedAtKey: string | null;
}
