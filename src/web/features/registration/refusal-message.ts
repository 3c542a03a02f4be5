/** A refusal as the update screens say it; only what the server's message cannot say is rewritten. */
export function refusalMessage(refusal: { status: number; message: string }): string {
  if (refusal.status === 429) {
    return 'Too many tries in a short time. Wait a minute, then try again.';
  }
  return refusal.message;
}
