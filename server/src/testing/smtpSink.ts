import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = {
  /** The envelope's recipients (RCPT TO). */
  to: string[];
  /** The Message-ID header as sent (`<outbox-id@host>`). */
  messageId: string | undefined;
  subject: string | undefined;
  from: string | undefined;
  text: string;
  /** The HTML part, or null. */
  html: string | null;
  parsed: ParsedMail;
};

type Refusal = { code: number; message: string };

/**
 * A real SMTP server inside the test process, on a free port of 127.0.0.1: it takes every
 * e-mail (no TLS, no login), parses it (mailparser) and keeps it in `received`. `refuseNext`
 * makes it answer the next recipients with an SMTP error (451 to try later, 550 for good).
 * Point SMTP_URL at `url`. Close it after the tests.
 */
export const startSmtpSink = async () => {
  const received: ReceivedMail[] = [];
  const refusals: Refusal[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const refusal = refusals.shift();
      if (!refusal) return callback();
      // As a real server does, the reply names the address it refused.
      const error = Object.assign(new Error(`${refusal.message} <${address.address}>`), {
        responseCode: refusal.code,
      });
      callback(error);
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          received.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            messageId: parsed.messageId,
            subject: parsed.subject,
            from: parsed.from?.text,
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : null,
            parsed,
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The e-mails received for one address, oldest first. */
    receivedBy: (address: string) =>
      received.filter((mail) => mail.to.some((to) => to.toLowerCase() === address.toLowerCase())),
    /** Answers the next `times` recipients with `code` (e.g. 451 or 550). */
    refuseNext: (code: number, times = 1) => {
      const message = code >= 500 ? '5.1.1 Mailbox unavailable' : '4.3.0 Try again later';
      for (let i = 0; i < times; i += 1) refusals.push({ code, message });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;
