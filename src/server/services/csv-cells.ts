/**
 * Names and schools come from the public form; a spreadsheet would run one that
 * starts like a formula, so such text gets a leading apostrophe (OWASP's advice
 * on CSV injection).
 */
export function inertCell(value: string | number): string | number {
  return typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
