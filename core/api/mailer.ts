// Sending e-mail is the server's business (its SMTP settings); the API only asks for a message to
// go out. A context without a mailer (the desktop app, a server without SMTP) cannot send.

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

export interface Mailer {
  /**
   * Where people open this server's app (https://farm.example.com), for links in mails. Set by the
   * server's owner, never taken from a request: a forged Host header would otherwise send the link's
   * secret to someone else's site.
   */
  appUrl: string;
  send(mail: OutgoingMail): Promise<void>;
}
