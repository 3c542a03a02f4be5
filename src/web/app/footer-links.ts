import type { Competition } from '../../shared/competition';

/** Instagram accepts a handle or a URL; a leading @ is dropped (spec section 1). */
export function instagramUrl(handleOrUrl: string): string {
  const value = handleOrUrl.trim();
  if (/^https?:\/\//.test(value)) return value;
  return `https://instagram.com/${value.replace(/^@/, '')}`;
}

export type FooterLink = { label: string; href: string };

/** The social links the footer shows, in order, skipping those not set. */
export function footerLinks(socials: Competition['socials']): FooterLink[] {
  const links: FooterLink[] = [];
  if (socials.website) links.push({ label: 'Website', href: socials.website });
  if (socials.facebook) links.push({ label: 'Facebook', href: socials.facebook });
  if (socials.instagram) links.push({ label: 'Instagram', href: instagramUrl(socials.instagram) });
  return links;
}
