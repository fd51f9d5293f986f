import nodemailer from 'nodemailer';

export interface OutgoingMail {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /** Documents made as the mail goes out (an invoice's PDF). */
  attachments?: MailAttachment[];
  /** Extra headers from the outbox row (a campaign's one-click unsubscribe). */
  headers?: Record<string, string>;
}

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** What the sender needs of nodemailer; tests pass a fake. */
export interface MailTransport {
  sendMail(mail: OutgoingMail): Promise<unknown>;
  close?(): void;
}

export function smtpTransport(smtpUrl: string): MailTransport {
  return nodemailer.createTransport(smtpUrl);
}
