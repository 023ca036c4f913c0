import type { Page } from '@playwright/test';
import { checkAccessibility, expect, signedInAs, test, uniqueEmail, visit } from './fixtures';

const LOVED = ['Minimalist', 'Classic'];

/** Answers every style sub-step: LOVE IT for the loved styles, NO for the rest. */
const answerStyles = async (page: Page) => {
  const question = page.getByRole('heading', { name: /^Do you wear .+ style/ });
  // The styles step loads its mood boards first: wait for the first question.
  await expect(question).toBeVisible();
  for (let step = 0; step < 20 && (await question.count()) > 0; step += 1) {
    const text = (await question.textContent()) ?? '';
    const loved = LOVED.some((style) => text.includes(style));
    await page.getByRole('button', { name: loved ? 'LOVE IT' : 'NO', exact: true }).click();
    // The next style's question, or none once the last answer finishes the quiz.
    await expect
      .poll(async () => ((await question.count()) === 0 ? null : await question.textContent()))
      .not.toBe(text);
  }
};

test('a visitor takes the quiz, signs up, meets a matching stylist and starts booking', async ({
  page,
}) => {
  await visit(page, '/onboarding');
  await expect(
    page.getByRole('heading', { name: "Let's get started, what are you looking for?" }),
  ).toBeVisible();
  await page.getByText('Outfits for work').click();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(
    page.getByRole('heading', { name: "What's your preferred shopping department?" }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Women' }).click();

  await page.getByRole('button', { name: 'Skip' }).click();
  await answerStyles(page);

  const signup = page.getByRole('dialog');
  await expect(signup).toBeVisible();
  await signup.getByLabel('Full name').fill('Olivia Stone');
  await signup.getByLabel('Email').fill(uniqueEmail('quiz'));
  await signup.getByLabel(/Password/).fill('secret123');
  await signup.getByRole('button', { name: 'Sign Up' }).click();

  await expect(page).toHaveURL(/\/app\/match$/);
  await expect(page.getByRole('heading', { name: 'Meet Your New Stylist!' })).toBeVisible();
  const continueButton = page.getByRole('button', { name: /^Continue with / });
  await expect(continueButton).toBeVisible();
  const matchText = (await page.getByRole('main').textContent()) ?? '';
  expect(LOVED.some((style) => matchText.includes(style))).toBe(true);
  await checkAccessibility(page);

  const firstName = ((await continueButton.textContent()) ?? '')
    .replace(/^Continue with /, '')
    .trim();
  await page
    .getByRole('link', { name: /review/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/app\/stylist\/[^/]+\/profile/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(firstName);

  await page.getByRole('button', { name: `Book ${firstName}` }).click();
  await expect(page).toHaveURL(/\/app\/match\/plans\?booking=/);
});

test('a shopper joins a waitlisted stylist’s waitlist and leaves it', async ({ page, request }) => {
  const list = await request.get('/gateway/proxy/stylist/readAll?count=100');
  const { items } = (await list.json()) as {
    items: { uuid: string; first_name: string; is_active: boolean }[];
  };
  const waitlisted = items.find((stylist) => !stylist.is_active);
  expect(waitlisted).toBeTruthy();

  await signedInAs(page, request, 'waitlist');
  await visit(page, `/stylist/${waitlisted!.uuid}/profile`);
  await page.getByRole('button', { name: /Join waitlist/i }).click();
  await expect(
    page.getByText(new RegExp(`You joined ${waitlisted!.first_name}.s waitlist`)),
  ).toBeVisible();

  await page.getByRole('button', { name: /Leave waitlist/i }).click();
  await expect(
    page.getByText(new RegExp(`You left ${waitlisted!.first_name}.s waitlist`)),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /Join waitlist/i })).toBeVisible();
});
