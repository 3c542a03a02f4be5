/** "30 seconds", "a minute", "4 minutes": a wait as a person says it (rounded up). */
export function waitInWords(seconds: number): string {
  if (seconds <= 1) return 'a second';
  if (seconds < 60) return `${Math.ceil(seconds)} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? 'a minute' : `${minutes} minutes`;
}
