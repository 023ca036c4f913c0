import nodemailer from 'nodemailer';
import type { ServerConfig } from '../../env';

/** One e-mail as the sender hands it to the mail server. */
export type OutgoingEmail = {
  /** The outbox row's id: the Message-ID is made from it. */
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
};

/** The mail provider, as the outbox's sender sees it (tests may pass their own). */
export type Mailer = {
  send: (email: OutgoingEmail) => Promise<void>;
  close: () => void;
};

type MailConfig = Pick<ServerConfig, 'smtp' | 'publicUrl' | 'productName'>;

const hostOf = (config: MailConfig) => new URL(config.publicUrl).hostname;

/** MAIL_FROM, else "<product>" <no-reply@<PUBLIC_URL's host>>. */
export const mailFrom = (config: MailConfig) =>
  config.smtp.from ?? { name: config.productName, address: `no-reply@${hostOf(config)}` };

/**
 * The same Message-ID for every attempt at one outbox row: a resend after a crash between the
 * server's "250 OK" and our marking the row sent is recognisable as the same message.
 */
export const messageIdOf = (config: MailConfig, outboxId: string) =>
  `<${outboxId}@${hostOf(config)}>`;

/**
 * How long one send may wait on the mail server, in ms (nodemailer's defaults are minutes): one
 * send ends well within the sender's claim on its row (`CLAIM_MS` in ./drainOutbox.ts).
 */
const TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

/**
 * The SMTP adapter (nodemailer), or null without SMTP_URL (e-mails then stay in the outbox). The
 * URL carries the host, port, credentials and TLS (`smtps://` from the start, else STARTTLS
 * when the server offers it), and nodemailer's options as query parameters (`?pool=true`), which
 * win over the time-outs here.
 */
export const createMailer = (config: MailConfig): Mailer | null => {
  if (!config.smtp.url) return null;
  const transport = nodemailer.createTransport({ url: config.smtp.url, ...TIMEOUTS });
  const from = mailFrom(config);
  return {
    send: async (email) => {
      await transport.sendMail({
        from,
        to: email.to,
        subject: email.subject,
        text: email.text,
        ...(email.html ? { html: email.html } : {}),
        messageId: messageIdOf(config, email.id),
      });
    },
    close: () => transport.close(),
  };
};
