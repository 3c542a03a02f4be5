/**
 * Where to send someone after sign-in: only a path on this site. Anything that
 * could leave the site (`//evil.example`, `https://…`, `/\evil`, `javascript:`)
 * or is not a path at all falls back to `fallback`. Prevents open redirects.
 */
export function safeRedirectPath(
  candidate: string | null | undefined,
  fallback = '/admin',
): string {
  if (!candidate || candidate.length > 2000) return fallback;
  if (!candidate.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\'))
    return fallback;
  // Control characters and backslashes let browsers reinterpret the target.
  if (candidate.includes('\\') || [...candidate].some((ch) => ch.charCodeAt(0) < 0x20))
    return fallback;
  try {
    const resolved = new URL(candidate, 'http://same-site.invalid');
    if (resolved.origin !== 'http://same-site.invalid') return fallback;
    return resolved.pathname + resolved.search + resolved.hash;
  } catch {
    return fallback;
  }
}
