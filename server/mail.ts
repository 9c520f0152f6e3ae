import nodemailer from 'nodemailer';
import type { Db } from './db/connect';
import { outbox } from './db/schema';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** The one-time code, kept beside the dev outbox entry so tests and people can read it. */
  code?: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

/**
 * SMTP through nodemailer when SMTP_URL is set; otherwise the mail is printed in the log and
 * listed at /dev/outbox (development only).
 */
export function createMailer(options: {
  smtpUrl: string | null;
  from: string;
  db: Db;
  log: (message: string) => void;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({
          from: options.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
        });
      },
    };
  }
  return {
    async send(mail) {
      await options.db
        .insert(outbox)
        .values({ to: mail.to, subject: mail.subject, text: mail.text, code: mail.code ?? null });
      options.log(
        `[mail] to ${mail.to}: ${mail.subject}${mail.code ? ` — code ${mail.code}` : ''}`,
      );
    },
  };
}
