import nodemailer from 'nodemailer';
import type { Mailer } from '../core/api/mailer';

/**
 * E-mail through the SMTP server at `url` (smtp://user:pass@host:587, smtps://… for TLS), from
 * `from`; links in the mails open the app at `appUrl`.
 */
export function smtpMailer({ url, from, appUrl }: { url: string; from: string; appUrl: string }): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    appUrl,
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
  };
}
