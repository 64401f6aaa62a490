import nodemailer from 'nodemailer';
import type { Mailer } from '../core/api/mailer';

/** E-mail through the SMTP server at `url` (smtp://user:pass@host:587, smtps://… for TLS). */
export function smtpMailer({ url, from }: { url: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
  };
}
