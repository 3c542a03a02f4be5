import { REGISTRATION_PHASES } from './phase';
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
  const competitorPhases = Array.from({ length: counts.newCompetitors }, () => phase);
  return quoteFeesByPhase(schedule, phase, competitorPhases, counts.entries);
}

/**
 * Like quoteFees, but each new competitor is charged the competitor fee of the
 * phase given for them (the one they were first registered in, as invoices
 * charge it); the entries are charged at `phase`.
 */
export function quoteFeesByPhase(
  schedule: FeeSchedule,
  phase: RegistrationPhase,
  newCompetitorPhases: readonly RegistrationPhase[],
  entries: number,
): FeeQuote {
  const lines: FeeLine[] = [
    ...REGISTRATION_PHASES.map((p) =>
      line(
        'Competitor fee',
        newCompetitorPhases.filter((c) => c === p).length,
        schedule[p].perCompetitor,
      ),
    ),
    line('Entry fee', entries, schedule[phase].perEntry),
  ].filter((l) => l.totalCents > 0);
  return { phase, lines, totalCents: lines.reduce((sum, l) => sum + l.totalCents, 0) };
}

function line(label: string, quantity: number, unitCents: number): FeeLine {
  return { label, quantity, unitCents, totalCents: quantity * unitCents };
}
