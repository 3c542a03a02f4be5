import type { ReactNode } from 'react';
import type {
  InvoiceCompetitor,
  InvoiceLine,
  Invoices,
  SchoolInvoice,
} from '../../../shared/invoices';
import { formatDayRange } from '../../lib/format-date';
import { formatCents } from '../../lib/money';
import { blockClass, sheetClass } from '../../ui/print';
import { calendarDay, uncharged } from './invoice-text';
import type { FeeRow } from './invoice-text';
import { PAYMENT_METHOD_LABELS } from './payment-values';
import classes from './invoice.module.css';

type Issuer = Invoices['issuer'];

/**
 * One school's invoice on one printed page: who invoices, the school, each
 * competitor's fee and entry lines (withdrawn and scratched ones struck
 * through, with why, and not charged), the total, the payments and the balance.
 */
export function InvoicePage({
  issuer,
  fees,
  invoice,
  issuedOn,
}: {
  issuer: Issuer;
  /** The prices in force, printed so each line can be checked. */
  fees: readonly FeeRow[];
  invoice: SchoolInvoice;
  /** The day printed as the invoice's date (YYYY-MM-DD). */
  issuedOn: string;
}) {
  return (
    <section className={sheetClass} aria-label={`Invoice for ${invoice.school}`}>
      <IssuerBlock issuer={issuer} />
      <header className={classes.head}>
        <h2 className={classes.school}>
          <span className={classes.kicker}>Invoice to</span> {invoice.school}
        </h2>
        <p className={classes.issued}>{calendarDay(issuedOn)}</p>
      </header>
      {invoice.competitors.length === 0 ? (
        <p>No competitors registered from this school.</p>
      ) : (
        <table className={classes.lines}>
          <thead>
            <tr>
              <th scope="col">No.</th>
              <th scope="col">Competitor</th>
              <th scope="col">Competitor fee</th>
              <th scope="col">Event</th>
              <th scope="col">Partner</th>
              <th scope="col">Phase</th>
              <th scope="col" className={classes.money}>
                Entry fee
              </th>
              <th scope="col" className={classes.money}>
                Share
              </th>
              <th scope="col" className={classes.money}>
                Subtotal
              </th>
            </tr>
          </thead>
          {invoice.competitors.map((competitor) => (
            <CompetitorLines key={competitor.competitorId} competitor={competitor} />
          ))}
        </table>
      )}
      <div className={`${classes.footer} ${blockClass}`}>
        <FeesInForce fees={fees} />
        <Totals invoice={invoice} />
      </div>
    </section>
  );
}

/** Who sends the invoice: the competition, its days, and the organizers to ask. */
function IssuerBlock({ issuer }: { issuer: Issuer }) {
  return (
    <address className={classes.issuer}>
      <div>
        <strong>{issuer.competitionName}</strong>
        {issuer.startDate && <div>{formatDayRange(issuer.startDate, issuer.endDate)}</div>}
      </div>
      <div className={classes.contacts}>
        {issuer.contacts.map((contact) => (
          <div key={`${contact.name}-${contact.email ?? ''}`}>
            {contact.name}
            {contact.title && `, ${contact.title}`}
            {contact.email && ` · ${contact.email}`}
          </div>
        ))}
      </div>
    </address>
  );
}

function FeesInForce({ fees }: { fees: readonly FeeRow[] }) {
  return (
    <div className={classes.explain}>
      <table className={classes.fees}>
        <thead>
          <tr>
            <th scope="col">Registered</th>
            <th scope="col" className={classes.money}>
              Competitor fee
            </th>
            <th scope="col" className={classes.money}>
              Entry fee
            </th>
          </tr>
        </thead>
        <tbody>
          {fees.map((row) => (
            <tr key={row.phase}>
              <th scope="row">
                {row.phase}, {row.when}
              </th>
              <td className={classes.money}>{formatCents(row.perCompetitor)}</td>
              <td className={classes.money}>{formatCents(row.perEntry)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        The competitor fee is charged once per dancer, in the phase of their first registration;
        each couple&apos;s entry fee is shared by its two dancers. Struck-through lines are not
        charged.
      </p>
    </div>
  );
}

/** A struck amount or item when not charged: the printed page and a screen reader both read why. */
function Struck({ when, children }: { when: boolean; children: ReactNode }) {
  return when ? <s>{children}</s> : <>{children}</>;
}

function CompetitorLines({ competitor }: { competitor: InvoiceCompetitor }) {
  const fee = competitor.competitorFee;
  const [first, ...rest] = competitor.lines;
  // The competitor's cells span their entry lines, one line per entry.
  const rows = Math.max(1, competitor.lines.length);
  return (
    <tbody className={blockClass}>
      <tr>
        <td rowSpan={rows} className={classes.number}>
          {competitor.number}
        </td>
        <th scope="rowgroup" rowSpan={rows} className={classes.name}>
          {competitor.name}
        </th>
        <td rowSpan={rows} className={classes.fee}>
          <Struck when={!fee.charged}>{formatCents(fee.cents)}</Struck> ({fee.phase})
          {!fee.charged && <div className={classes.note}>no entry charged</div>}
        </td>
        {first ? <LineCells line={first} /> : <td colSpan={5}>No entries</td>}
        <td rowSpan={rows} className={`${classes.money} ${classes.subtotal}`}>
          {formatCents(competitor.subtotalCents)}
        </td>
      </tr>
      {rest.map((line) => (
        <tr key={line.entryId}>
          <LineCells line={line} />
        </tr>
      ))}
    </tbody>
  );
}

function LineCells({ line }: { line: InvoiceLine }) {
  const why = uncharged(line.state);
  return (
    <>
      <td className={classes.event}>
        <Struck when={!line.charged}>{line.eventName}</Struck>
        {why && <span className={classes.note}> {why}</span>}
      </td>
      <td>{line.partnerName}</td>
      <td>{line.phase}</td>
      <td className={classes.money}>
        <Struck when={!line.charged}>{formatCents(line.feeCents)}</Struck>
      </td>
      <td className={classes.money}>
        <Struck when={!line.charged}>{formatCents(line.shareCents)}</Struck>
      </td>
    </>
  );
}

function Totals({ invoice }: { invoice: SchoolInvoice }) {
  return (
    <table className={classes.totals}>
      <tbody>
        <tr>
          <th scope="row">Total</th>
          <td className={classes.money}>{formatCents(invoice.totalCents)}</td>
        </tr>
        {invoice.payments.map((payment) => (
          <tr key={payment.id} className={classes.payment}>
            <td>
              Paid {calendarDay(payment.paidOn)},{' '}
              {PAYMENT_METHOD_LABELS[payment.method].toLowerCase()}
              {payment.note && ` (${payment.note})`}
            </td>
            <td className={classes.money}>{formatCents(payment.amountCents)}</td>
          </tr>
        ))}
        <tr>
          <th scope="row">Paid</th>
          <td className={classes.money}>{formatCents(invoice.paidCents)}</td>
        </tr>
        <tr className={classes.balance}>
          <th scope="row">Balance</th>
          <td className={classes.money}>{formatCents(invoice.balanceCents)}</td>
        </tr>
        <tr>
          <th scope="row">Status</th>
          <td className={classes.money}>{invoice.status}</td>
        </tr>
      </tbody>
    </table>
  );
}
