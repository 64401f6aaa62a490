import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on a free port for the e-mail tests: what it takes lands in `received`. */
export interface SmtpInbox {
  url: string;
  received: ParsedMail[];
  /** The next message is refused, as a full mailbox would. */
  refuseNext(): void;
  /** The text of the messages sent to `address`, oldest first. */
  textsTo(address: string): string[];
  close(): Promise<void>;
}

const recipient = (mail: ParsedMail) => (mail.to && 'text' in mail.to ? mail.to.text : '');

export async function startSmtpInbox(): Promise<SmtpInbox> {
  const received: ParsedMail[] = [];
  let refuse = false;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      if (refuse) {
        refuse = false;
        stream.resume();
        return callback(new Error('Mailbox full'));
      }
      void simpleParser(stream).then((mail) => {
        received.push(mail);
        callback();
      }, callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
    received,
    refuseNext: () => {
      refuse = true;
    },
    textsTo: (address) => received.filter((mail) => recipient(mail) === address).map((mail) => mail.text ?? ''),
    close: () => new Promise<void>((resolve) => smtp.close(resolve)),
  };
}
