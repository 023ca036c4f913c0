import { describe, expect, it } from 'vitest';
import { emailChangeConfirmEmail, emailChangeNoticeEmail } from './emailChangeEmails';
import { escapeHtml } from './emailHtml';
import { giftCardEmail, giftCardReceiptEmail } from './giftCardEmails';
import { resetPasswordEmail } from './resetPasswordEmail';
import { shopItBackEmail } from './shopItBackEmail';

const EVIL = '<img src=x onerror=alert(1)>';
const SITE = 'https://shop.example.test';
const base = { productName: 'Lookwright', siteUrl: SITE };
const gift = {
  ...base,
  requestId: 'req-1',
  recipientName: EVIL,
  recipientEmail: 'bea@example.com',
  senderName: `Sam "${EVIL}"`,
  plan: 'major' as const,
  planAmountCents: 13000,
  additionalAmountCents: 0,
};

const every = [
  resetPasswordEmail({ ...base, firstName: EVIL, email: 'a@example.com', token: 'tok' }),
  giftCardEmail({
    ...gift,
    message: `${EVIL}\n<script>alert(2)</script>`,
    code: 'GIFT-AAAA-BBBB-CCCC',
    expiresAt: new Date('2027-01-01T00:00:00Z'),
  }),
  giftCardReceiptEmail({ ...gift, senderEmail: 'sam@example.com' }),
  shopItBackEmail({
    ...base,
    firstName: EVIL,
    email: 'a@example.com',
    plan: 'mini',
    valueCents: 6000,
    code: 'SIB-AAAA-BBBB-CCCC',
    expiresAt: new Date('2027-01-01T00:00:00Z'),
  }),
  emailChangeConfirmEmail({ ...base, firstName: EVIL, newEmail: 'new@example.com', token: 't' }),
  emailChangeNoticeEmail({
    ...base,
    firstName: EVIL,
    newEmail: `x${EVIL}@example.com`,
    oldEmail: 'old@example.com',
  }),
];

describe('the e-mail templates', () => {
  it.each(every.map((email) => [email.kind, email] as const))(
    '%s: a text and an HTML version, every typed value escaped in the HTML',
    (_kind, email) => {
      expect(email.text).toContain(EVIL);
      expect(email.html).toContain(escapeHtml(EVIL));
      expect(email.html).not.toMatch(/<img|<script/i);
      expect(email.html).toMatch(/^<!doctype html><html lang="en">/);
      expect(email.html).toContain('<title>');
      // Readable without images, links on PUBLIC_URL.
      expect(email.html).not.toMatch(/<img\b/);
      expect(email.html).toContain(`${SITE}/app`);
    },
  );

  it('keeps the links of the text version in the HTML (with & as &amp;)', () => {
    for (const email of every) {
      for (const link of email.text.match(/https:\/\/\S+/g) ?? []) {
        expect(email.html).toContain(`href="${escapeHtml(link.replace(/[.,]$/, ''))}"`);
      }
    }
  });
});
