import { TBA } from '../../../domain/competition/competitors';
import type { TbaContactSchema } from '../../../shared/registration';
import type { Mailer } from '../../mail/mailer';
import type { Reader } from './competitor-records';
import { requireCompetitor } from './competitor-records';
import { requireCompetition } from '../competition-service';
import { tbaContactMail } from './registration-mail';
import { errors } from '../../errors';
import type { z } from 'zod';
import type { Logger } from 'pino';

/**
 * Passes a message from the TBA list on to a dancer looking for a partner. Only
 * dancers on the list can be written to, so the form cannot be used to mail
 * every competitor.
 */
export async function contactTbaDancer(
  ctx: { database: { db: Reader }; mailer: Mailer; log: Logger },
  competitionId: string,
  competitorId: string,
  message: z.output<typeof TbaContactSchema>,
  siteUrl: string,
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
