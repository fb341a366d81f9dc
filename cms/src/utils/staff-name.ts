/** A staff member as the panel and 진행 이력 name them: Korean order, family name first, else the e-mail. */
export function staffName(user: unknown): string | null {
  const { firstname, lastname, email } = (user ?? {}) as { firstname?: string; lastname?: string; email?: string };
  return [lastname, firstname].filter((part) => part && part.trim()).join('') || email || null;
}
