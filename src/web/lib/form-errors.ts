import type { z } from 'zod';

/** Zod issues as Mantine form errors, keyed by dotted field path (`socials.website`). */
export function formErrorsFrom(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.');
    errors[path] ??= capitalize(issue.message);
  }
  return errors;
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
