// Sending e-mail is the server's business (its SMTP settings); the API only asks for a message to
// go out. A context without a mailer (the desktop app, a server without SMTP) cannot send.

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  attachments: { filename: string; content: Buffer; contentType: string }[];
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}
