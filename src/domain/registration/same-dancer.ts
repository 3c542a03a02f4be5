/**
 * When two dancers of a couple are one person. A couple is two different
 * dancers, so this refuses a registration (or an organizer's rename) that
 * would make someone their own partner, whichever of the two fields says so.
 */

/** A name as people compare names: Unicode forms, case and runs of spaces do not count. */
export function normalName(name: string): string {
  return name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
}

/** Case and spacing do not make two names different dancers. */
export function isSameName(a: string, b: string): boolean {
  return normalName(a) === normalName(b);
}

/** What tells a dancer apart; an email is missing where only names are known (an entry). */
export type DancerIdentity = { name: string; email?: string | null | undefined };

const normalEmail = (email: string) => email.trim().toLowerCase();

/**
 * Whether `lead` and `follow` are the same dancer, and what shows it: the same
 * email address (case-insensitively), else the same full name (normalised),
 * or null for two dancers. The email is checked first, as it identifies a
 * competitor (docs/decisions/011). Symmetric: the order of the two does not matter.
 */
export function sameDancer(lead: DancerIdentity, follow: DancerIdentity): 'email' | 'name' | null {
  if (lead.email && follow.email && normalEmail(lead.email) === normalEmail(follow.email)) {
    return 'email';
  }
  return isSameName(lead.name, follow.name) ? 'name' : null;
}
