import type { RegistrationPhase } from './phase';

/** Prices in cents for one phase: once per new competitor, and per entry (couple in an event). */
export type PhasePrices = { perCompetitor: number; perEntry: number };
export type FeeSchedule = Readonly<Record<RegistrationPhase, PhasePrices>>;

export const FREE: PhasePrices = { perCompetitor: 0, perEntry: 0 };
export const NO_FEES: FeeSchedule = { Pending: FREE, Early: FREE, Normal: FREE, Late: FREE };

export type FeeLine = { label: string; quantity: number; unitCents: number; totalCents: number };
export type FeeQuote = { phase: RegistrationPhase; lines: FeeLine[]; totalCents: number };

/**
 * What a registration costs in a phase. Dancers already registered (from an
 * earlier registration) paid their competitor fee then, so only `newCompetitors`
 * are charged it; every entry is charged. Lines with nothing to charge are left
 * out, so a free competition quotes an empty list and a total of 0.
 */
export function quoteFees(
  schedule: FeeSchedule,
  phase: RegistrationPhase,
  counts: { newCompetitors: number; entries: number },
): FeeQuote {
  const prices = schedule[phase];
  const lines: FeeLine[] = [
    line('Competitor fee', counts.newCompetitors, prices.perCompetitor),
    line('Entry fee', counts.entries, prices.perEntry),
  ].filter((l) => l.totalCents > 0);
  return { phase, lines, totalCents: lines.reduce((sum, l) => sum + l.totalCents, 0) };
}

function line(label: string, quantity: number, unitCents: number): FeeLine {
  return { label, quantity, unitCents, totalCents: quantity * unitCents };
}
