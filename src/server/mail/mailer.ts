import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Database } from '../db/schema';

/** `replyTo` lets a message relayed for someone be answered to them directly. */
export type Mail = { to: string; subject: string; text: string; replyTo?: string };

export interface Mailer {
  send(mail: Mail): Promise<void>;
  /** Where mail goes, for the admin screen: 'smtp' or the dev 'outbox'. */
  readonly kind: 'smtp' | 'outbox';
}

/**
 * With SMTP_URL set, mail goes out through nodemailer. Without it, mail is kept
 * in the database's outbox and shown to organizers in the admin settings, so
 * every flow works on a laptop with no mail server.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  db: Kysely<Database>;
  log: Logger;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      kind: 'smtp',
      async send(mail) {
        await transport.sendMail({
          from: options.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          ...(mail.replyTo && { replyTo: mail.replyTo }),
        });
        // The body may hold a sign-in link: never log it.
        options.log.info({ to: mail.to, subject: mail.subject }, 'mail sent');
      },
    };
  }
  return {
    kind: 'outbox',
    async send(mail) {
      await options.db
        .insertInto('outbox')
        .values({
          id: crypto.randomUUID(),
          to_address: mail.to,
          subject: mail.subject,
          text_body: mail.text,
          created_at: new Date().toISOString(),
        })
        .execute();
      options.log.info({ to: mail.to, subject: mail.subject }, 'mail kept in the dev outbox');
    },
  };
}
