import type { FeeSchedule } from '../registration/fees';
import type { Deadlines } from '../registration/phase';
import type { InvoicedCompetitor, InvoicedEntry, SchoolInvoice } from './school-invoice';

/** The tables' fees: Late's entry fee is odd, to show who takes the odd cent. */
export const FEES: FeeSchedule = {
  Pending: { perCompetitor: 1000, perEntry: 600 },
  Early: { perCompetitor: 2000, perEntry: 800 },
  Normal: { perCompetitor: 2500, perEntry: 1000 },
  Late: { perCompetitor: 3500, perEntry: 1501 },
};
export const DEADLINES: Deadlines = { early: '2026-03-10', open: '2026-03-20' };
export const EARLY = '2026-03-01T12:00:00.000Z';
export const ON_EARLY_DEADLINE = '2026-03-10T00:00:00.000Z';
export const LATE = '2026-03-25T12:00:00.000Z';

export const dancer = (
  number: number,
  name: string,
  school: string,
  firstRegisteredAt = EARLY,
): InvoicedCompetitor => ({ id: `c${number}`, number, name, school, firstRegisteredAt });

export const entry = (
  eventName: string,
  lead: InvoicedCompetitor,
  follow: InvoicedCompetitor | null,
  more: Partial<InvoicedEntry> = {},
): InvoicedEntry => ({
  entryId: `${eventName}-${lead.number}`,
  eventName,
  leadId: lead.id,
  followId: follow?.id ?? null,
  leadName: lead.name,
  followName: follow?.name ?? 'TBA',
  registeredTime: EARLY,
  state: { kind: 'active' },
  ...more,
});

/** An invoice as one line of text per fee, so a table row reads like the printed invoice. */
export function invoiceText(invoice: SchoolInvoice): string[] {
  return invoice.competitors.flatMap((competitor) => {
    const fee = competitor.competitorFee;
    return [
      `${competitor.number} competitor fee ${fee.phase} ${fee.cents}${fee.charged ? '' : ' not charged'}`,
      ...competitor.lines.map((line) => {
        const state =
          line.state.kind === 'active'
            ? ''
            : line.state.kind === 'withdrawn'
              ? ` not charged: withdrawn ${line.state.at}`
              : ` not charged: scratched ${line.state.reason}`;
        const share = `${line.phase} ${line.feeCents}, share ${line.shareCents}`;
        return `${competitor.number} ${line.eventName} ${line.role} with ${line.partnerName}: ${share}${state}`;
      }),
      `${competitor.number} subtotal ${competitor.subtotalCents}`,
    ];
  });
}
