import crypto from 'node:crypto';
import type { z } from 'zod';
import type { Payment, PaymentInputSchema } from '../../../shared/invoices';
import { errors } from '../../errors';
import type { WriteContext } from '../../live/write-transaction';
import { runWriteTransaction } from '../../live/write-transaction';
import type { Actor } from '../audit-log';
import { recordAudit } from '../audit-log';
import { requireCompetition } from '../competition-service';
import { presentPayment } from './invoice-reads';

/**
 * Records a payment a school made. The school is taken as typed (one renamed
 * since it paid keeps its payment); the audit log keeps every figure.
 */
export async function recordPayment(
  ctx: WriteContext,
  actor: Actor,
  competitionId: string,
  input: z.output<typeof PaymentInputSchema>,
  now = new Date(),
): Promise<Payment> {
  return runWriteTransaction(ctx, async (trx, changed) => {
    await requireCompetition(trx, competitionId);
    const row = {
      id: crypto.randomUUID(),
      competition_id: competitionId,
      school: input.school,
      amount_cents: input.amountCents,
      paid_on: input.paidOn,
      method: input.method,
      note: input.note,
      recorded_by: actor.email,
      recorded_by_user_id: actor.userId,
      recorded_at: now.toISOString(),
    };
    await trx.insertInto('school_payments').values(row).execute();
    const payment = presentPayment(row);
    await recordAudit(trx, {
      competitionId,
      actor,
      action: 'payment.record',
      details: auditDetails(payment),
    });
    changed({ kind: 'payment', competitionId });
    return payment;
  });
}

/** A payment recorded by mistake is deleted, never edited: the audit log keeps what it said. */
export async function deletePayment(
  ctx: WriteContext,
  actor: Actor,
  competitionId: string,
  paymentId: string,
): Promise<void> {
  await runWriteTransaction(ctx, async (trx, changed) => {
    await requireCompetition(trx, competitionId);
    const row = await trx
      .selectFrom('school_payments')
      .selectAll()
      .where('competition_id', '=', competitionId)
      .where('id', '=', paymentId)
      .executeTakeFirst();
    if (!row) throw errors.paymentNotFound(paymentId);
    await trx.deleteFrom('school_payments').where('id', '=', paymentId).execute();
    await recordAudit(trx, {
      competitionId,
      actor,
      action: 'payment.delete',
      details: auditDetails(presentPayment(row)),
    });
    changed({ kind: 'payment', competitionId });
  });
}

const auditDetails = (payment: Payment) => ({
  paymentId: payment.id,
  school: payment.school,
  amountCents: payment.amountCents,
  paidOn: payment.paidOn,
  method: payment.method,
  note: payment.note,
});
