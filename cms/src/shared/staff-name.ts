const HANGUL = /[\u1100-\u11ff\u3131-\u318e\uac00-\ud7a3]/;

interface StaffNames {
  firstname?: string | null;
  lastname?: string | null;
}

/**
 * A staff member's name as it is written: a Korean name family name first and without a space
 * (김지은, not Strapi's "지은 김"); any other name given name first (Jane Doe). Null without names.
 */
export function staffDisplayName(names: StaffNames): string | null {
  const given = names.firstname?.trim() ?? '';
  const family = names.lastname?.trim() ?? '';
  return koreanOrderName(names) ?? ([given, family].filter(Boolean).join(' ') || null);
}

/** 김지은 for a Korean name; null for any other name (or none). */
export function koreanOrderName({ firstname, lastname }: StaffNames): string | null {
  const given = firstname?.trim() ?? '';
  const family = lastname?.trim() ?? '';
  return HANGUL.test(given + family) ? `${family}${given}` : null;
}

/** A staff member as the panel and 진행 이력 name them: the display name, else the e-mail. */
export function staffName(user: unknown): string | null {
  const names = (user ?? {}) as StaffNames & { email?: string };
  return staffDisplayName(names) || names.email || null;
}
