const SITE = 'http://same-site.invalid';

/** Whether a browser would stay on this site when following `href` from one of its pages. */
const staysOnSite = (href: string) => new URL(href, SITE).origin === SITE;

/**
 * Where to send someone after sign-in: only a path on this site. Anything that
 * could leave the site (`//evil.example`, `https://…`, `/\evil`, `javascript:`,
 * dot segments that collapse to `//evil.example`) or is not a path at all falls
 * back to `fallback`. Prevents open redirects.
 */
export function safeRedirectPath(
  candidate: string | null | undefined,
  fallback = '/admin',
): string {
  if (!candidate || candidate.length > 2000 || !candidate.startsWith('/')) return fallback;
  // Control characters and backslashes let browsers reinterpret the target.
  if (candidate.includes('\\') || [...candidate].some((ch) => ch.charCodeAt(0) < 0x20))
    return fallback;
  try {
    if (!staysOnSite(candidate)) return fallback;
    const resolved = new URL(candidate, SITE);
    const path = resolved.pathname + resolved.search + resolved.hash;
    // The decision is on what is returned: `/.//evil.example/` resolves to the
    // path `//evil.example/`, which a browser reads as another site.
    return staysOnSite(path) && !path.startsWith('//') ? path : fallback;
  } catch {
    return fallback;
  }
}
