/** One couple's entry fee as each dancer's school is charged it. */
export type FeeShares = { lead: number; follow: number };

/**
 * Splits a couple's entry fee between its dancers: halves, the lead taking the
 * odd cent, so the two shares always add up to the fee registration quoted. A
 * follow not known yet (TBA) has no school to charge, so the lead carries it all.
 */
export function entryFeeShares(feeCents: number, couple: { hasFollow: boolean }): FeeShares {
  if (!couple.hasFollow) return { lead: feeCents, follow: 0 };
  const follow = Math.floor(feeCents / 2);
  return { lead: feeCents - follow, follow };
}
