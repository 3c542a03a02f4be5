/** "30 seconds", "a minute", "4 minutes", "5 hours": a wait as a person says it (rounded up). */
export function waitInWords(seconds: number): string {
  if (seconds <= 1) return 'a second';
  if (seconds < 60) return `${Math.ceil(seconds)} seconds`;
  const minutes = Math.ceil(seconds / 60);
  // A day's limit (confirmation mails) would otherwise read "1317 minutes".
  if (minutes > 90) return `${Math.ceil(seconds / 3600)} hours`;
  return minutes === 1 ? 'a minute' : `${minutes} minutes`;
}
