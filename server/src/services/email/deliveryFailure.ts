/**
 * What a failed send tells the outbox: whether trying again can help, and a summary to store and
 * log. The summary holds codes only (the SMTP reply code, its enhanced status "5.1.1",
 * nodemailer's error code): an SMTP reply's text often quotes the address it refused, and an
 * error's message quotes the reply.
 */
export type DeliveryFailure = { permanent: boolean; summary: string };

type SmtpError = { code?: unknown; responseCode?: unknown; response?: unknown };

const ENHANCED_STATUS = /^\d{3}[ -]([245]\.\d{1,3}\.\d{1,3})\b/;

export const deliveryFailure = (error: unknown): DeliveryFailure => {
  const fields: SmtpError = error && typeof error === 'object' ? error : {};
  const code =
    typeof fields.code === 'string' && /^[A-Z0-9_]+$/.test(fields.code) ? fields.code : null;
  const reply = typeof fields.responseCode === 'number' ? fields.responseCode : null;
  const enhanced =
    typeof fields.response === 'string'
      ? (ENHANCED_STATUS.exec(fields.response)?.[1] ?? null)
      : null;
  const name = error instanceof Error ? error.name : typeof error;
  const summary = [reply ? `SMTP ${reply}` : null, enhanced, code ?? (reply ? null : name)]
    .filter(Boolean)
    .join(' ');
  // A 5xx reply refuses this message for good (an unknown mailbox, a message refused), except a
  // refused login: that is our configuration, and every e-mail would fail the same way until
  // the operator fixes it, so those wait and retry instead.
  const permanent = reply !== null && reply >= 500 && reply < 600 && code !== 'EAUTH';
  return { permanent, summary };
};
