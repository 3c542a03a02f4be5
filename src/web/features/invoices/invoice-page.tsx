import type { ReactNode } from 'react';
import type { Invoices, InvoiceCompetitor, SchoolInvoice } from '../../../shared/invoices';
import { formatDayRange } from '../../lib/format-date';
import { formatCents } from '../../lib/money';
import { blockClass, sheetClass } from '../../ui/print';
import { paymentDay, uncharged } from './invoice-text';
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
  invoice,
  issuedOn,
}: {
  issuer: Issuer;
  invoice: SchoolInvoice;
  /** The day printed as the invoice's date (YYYY-MM-DD). */
  issuedOn: string;
}) {
  return (
    <section className={sheetClass} aria-label={`Invoice for ${invoice.school}`}>
      <header className={classes.head}>
        <div>
          <p className={classes.kicker}>Invoice · {paymentDay(issuedOn)}</p>
          <h2 className={classes.school}>{invoice.school}</h2>
        </div>
        <IssuerBlock issuer={issuer} />
      </header>
      {invoice.competitors.length === 0 ? (
        <p>No competitors registered from this school.</p>
      ) : (
        <table className={classes.lines}>
          <thead>
            <tr>
              <th scope="col">No.</th>
              <th scope="col">Competitor</th>
              <th scope="col">Item</th>
              <th scope="col">Partner</th>
              <th scope="col">Phase</th>
              <th scope="col" className={classes.money}>
                Fee
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
      <p className={classes.explain}>
        Each couple&apos;s entry fee is shared by its two dancers. Struck-through lines are not
        charged.
      </p>
      <Totals invoice={invoice} />
    </section>
  );
}

function IssuerBlock({ issuer }: { issuer: Issuer }) {
  return (
    <address className={classes.issuer}>
      <strong>{issuer.competitionName}</strong>
      {issuer.startDate && <div>{formatDayRange(issuer.startDate, issuer.endDate)}</div>}
      {issuer.contacts.map((contact) => (
        <div key={`${contact.name}-${contact.email ?? ''}`}>
          {contact.name}
          {contact.title && `, ${contact.title}`}
          {contact.email && ` · ${contact.email}`}
        </div>
      ))}
    </address>
  );
}

/** A struck amount or item when not charged: the printed page and a screen reader both read why. */
function Struck({ when, children }: { when: boolean; children: ReactNode }) {
  return when ? <s>{children}</s> : <>{children}</>;
}

function CompetitorLines({ competitor }: { competitor: InvoiceCompetitor }) {
  const fee = competitor.competitorFee;
  const rows = 1 + competitor.lines.length;
  return (
    <tbody className={blockClass}>
      <tr>
        <td rowSpan={rows} className={classes.number}>
          {competitor.number}
        </td>
        <th scope="rowgroup" rowSpan={rows} className={classes.name}>
          {competitor.name}
        </th>
        <td>
          <Struck when={!fee.charged}>Competitor fee</Struck>
          {!fee.charged && <span className={classes.note}> no entry charged</span>}
        </td>
        <td />
        <td>{fee.phase}</td>
        <td className={classes.money}>
          <Struck when={!fee.charged}>{formatCents(fee.cents)}</Struck>
        </td>
        <td className={classes.money}>
          <Struck when={!fee.charged}>{formatCents(fee.cents)}</Struck>
        </td>
        <td rowSpan={rows} className={`${classes.money} ${classes.subtotal}`}>
          {formatCents(competitor.subtotalCents)}
        </td>
      </tr>
      {competitor.lines.map((line) => {
        const why = uncharged(line.state);
        return (
          <tr key={line.entryId}>
            <td>
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
          </tr>
        );
      })}
    </tbody>
  );
}

function Totals({ invoice }: { invoice: SchoolInvoice }) {
  return (
    <table className={`${classes.totals} ${blockClass}`}>
      <tbody>
        <tr>
          <th scope="row">Total</th>
          <td className={classes.money}>{formatCents(invoice.totalCents)}</td>
        </tr>
        {invoice.payments.map((payment) => (
          <tr key={payment.id} className={classes.payment}>
            <td>
              Paid {paymentDay(payment.paidOn)},{' '}
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
