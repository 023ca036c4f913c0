import { startReferenceServer, type ReferenceServer } from '../../scripts/referenceServer.mjs';
import { startSmtpSink, type ReceivedMail } from '../../server/src/testing/smtpSink';
import { expect, fillCard, test, uniqueEmail, visit } from './fixtures';

/**
 * E-mail that arrives (docs/operations.md "E-mail"): a gift card bought in the browser reaches
 * the recipient, and the receipt the buyer, through a real SMTP server — the outbox's sender
 * delivers them as a background job — not read from the outbox. The journey has a server of its
 * own whose SMTP_URL points at an SMTP server inside the test process.
 */
type Sink = Awaited<ReturnType<typeof startSmtpSink>>;

const journey = test.extend<object, { smtp: Sink; mailServer: ReferenceServer }>({
  smtp: [
    // eslint-disable-next-line no-empty-pattern -- Playwright's fixture signature
    async ({}, provide) => {
      const sink = await startSmtpSink();
      await provide(sink);
      await sink.close();
    },
    { scope: 'worker' },
  ],
  mailServer: [
    async ({ smtp }, provide) => {
      const server = await startReferenceServer({
        prefix: 'lookwright-mail-',
        env: { SMTP_URL: smtp.url, MAIL_FROM: 'Lookwright <hello@lookwright.test>' },
      });
      await provide(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
});

journey.use({
  baseURL: async ({ mailServer }, provide) => {
    await provide(mailServer.baseUrl);
  },
});

journey.skip(({ isMobile }) => isMobile, 'one delivery covers both widths');

/** The e-mail to `address`, once the sender has delivered it (it runs every few seconds). */
const mailTo = async (smtp: Sink, address: string) => {
  let mail: ReceivedMail | undefined;
  await expect
    .poll(() => (mail = smtp.received.find((m) => m.to.includes(address))), { timeout: 30_000 })
    .toBeTruthy();
  return mail!;
};

journey(
  'a gift card bought in the browser arrives by e-mail, with a receipt for the buyer',
  async ({ page, smtp, mailServer }) => {
    journey.setTimeout(120_000);
    const recipient = uniqueEmail('mail-recipient');
    const buyer = uniqueEmail('mail-buyer');

    await visit(page, '/gifts');
    await page.getByRole('link', { name: 'Buy the Mini gift card' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel("Recipient's name").fill('Ada <b>Park</b>');
    await page.getByLabel("Recipient's email").fill(recipient);
    await page.getByLabel('Your name').fill('Nina Park');
    await page.getByLabel('Your email').fill(buyer);
    await page.getByLabel('Message (optional)').fill('Happy birthday <img src=x onerror=alert(1)>');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await expect(page).toHaveURL(/\/app\/gift-cards\/confirmation\?requestId=/);
    const confirmation = page.url();

    const gift = await mailTo(smtp, recipient);
    expect(gift.subject).toBe('Nina Park sent you a Lookwright gift card');
    expect(gift.from).toBe('"Lookwright" <hello@lookwright.test>');
    const code = /GIFT-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/.exec(gift.text)?.[0];
    expect(code).toBeTruthy();
    expect(gift.text).toContain('Happy birthday <img src=x onerror=alert(1)>');
    // The HTML version shows what was typed as text, never as markup.
    expect(gift.html).toContain('Happy birthday &lt;img src=x onerror=alert(1)&gt;');
    expect(gift.html).not.toContain('<img src=x');
    expect(gift.html).toContain(code!);
    // Its links are on the shop's public address and lead somewhere real.
    const link = /href="([^"]+\/app\/[^"]*)"/.exec(gift.html ?? '')?.[1];
    expect(link?.startsWith(`${mailServer.baseUrl}/app/`)).toBe(true);
    await page.goto(link!);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // The buyer's receipt names the recipient and never carries the code.
    const receipt = await mailTo(smtp, buyer);
    expect(receipt.subject).toBe('Your Lookwright gift card for Ada <b>Park</b>');
    expect(receipt.text).not.toContain(code!);

    // Back on the confirmation, the page says what happened: it was e-mailed.
    await page.goto(confirmation);
    await expect(page.getByText(/We.ve e-mailed/)).toBeVisible();
  },
);
