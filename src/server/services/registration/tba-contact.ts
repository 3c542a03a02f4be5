import { TBA } from '../../../domain/competition/competitors';
import { DAY_MS, dailyLimitWaitSeconds } from '../../../domain/registration/confirmation-rules';
import type { TbaContactSchema } from '../../../shared/registration';
import type { Mailer } from '../../mail/mailer';
import type { Reader } from './competitor-records';
import { requireCompetitor } from './competitor-records';
import { requireCompetition } from '../competition-service';
import { tbaContactMail } from './registration-mail';
import { errors } from '../../errors';
import { AttemptLog } from '../../auth/sign-in-limits';
import type { z } from 'zod';
import type { Logger } from 'pino';

/** Messages relayed to one dancer in a day, whoever sends them and from wherever (finding N3). */
export const TBA_MESSAGES_PER_DAY = 5;

/**
 * Per dancer, beside the per-address route limit: senders spread over many
 * addresses cannot flood one dancer's inbox. Kept in this process's memory,
 * like the sign-in limits; one instance per server.
 */
export class TbaRecipientLimits {
  readonly #sent = new AttemptLog((sent, now) => now - sent.first >= DAY_MS);

  /** Counts a message to `competitorId`, or refuses with the wait when the day's are used up. */
  take(competitorId: string, now: number): void {
    const sent = this.#sent.get(competitorId, now);
    // The log keeps only the first time of the day's messages: they all age out with it.
    const sentAt = Array.from({ length: sent?.count ?? 0 }, () => new Date(sent?.first ?? now));
    const wait = dailyLimitWaitSeconds(sentAt, new Date(now), TBA_MESSAGES_PER_DAY);
    if (wait !== null) throw errors.recipientLimited(wait);
    this.#sent.add(competitorId, now);
  }
}

/**
 * Passes a message from the TBA list on to a dancer looking for a partner. Only
 * dancers on the list can be written to, so the form cannot be used to mail
 * every competitor, and each at most TBA_MESSAGES_PER_DAY times a day.
 */
export async function contactTbaDancer(
  ctx: { database: { db: Reader }; mailer: Mailer; log: Logger },
  limits: TbaRecipientLimits,
  competitionId: string,
  competitorId: string,
  message: z.output<typeof TbaContactSchema>,
  siteUrl: string,
  now = new Date(),
): Promise<void> {
  const db = ctx.database.db;
  const competition = await requireCompetition(db, competitionId);
  const dancer = await requireCompetitor(db, competitionId, competitorId);
  const onList = await db
    .selectFrom('entries')
    .select('id')
    .where('lead_id', '=', competitorId)
    .where('follow_name', '=', TBA)
    .executeTakeFirst();
  if (!onList) throw errors.notOnTbaList(dancer.name);
  limits.take(dancer.id, now.getTime());
  try {
    await ctx.mailer.send(
      tbaContactMail(dancer.email, dancer.name, message, {
        competitionName: competition.full_name,
        siteUrl,
      }),
    );
  } catch (error) {
    ctx.log.error({ err: error, competitionId }, 'TBA contact mail failed');
    throw errors.mailFailed();
  }
}
