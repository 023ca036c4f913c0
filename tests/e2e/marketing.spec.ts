import { APP_MOUNTED, ONE_WIDTH, expect, test, uniqueEmail, visit } from './fixtures';

test('the landing page: hero, How It Works scroll, real stylists, plans and start', async ({
  page,
}) => {
  await visit(page, '/?utm_source=newsletter&utm_campaign=fall');
  await expect(
    page.getByRole('heading', { level: 1, name: '#1 App for Personalized Luxury Styling' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'How It Works' }).click();
  await expect(page.getByRole('region', { name: 'How It Works' })).toBeInViewport();

  const stylists = page.getByRole('region', { name: 'Meet Our Stylists' });
  await expect(stylists.getByRole('heading', { level: 3 })).toHaveCount(6);
  const firstTag = stylists
    .getByRole('listitem')
    .getByRole('list')
    .first()
    .getByRole('link')
    .first();
  const profile = await firstTag.getAttribute('href');
  expect(profile).toMatch(/^\/app\/stylist\/[^/]+\/profile$/);

  const plans = page.getByRole('region', { name: 'Find Your Perfect Plan' });
  await expect(plans.getByRole('article')).toHaveCount(3);
  await expect(plans.getByRole('link', { name: 'Learn More about Lux' })).toHaveAttribute(
    'href',
    '/app/lux',
  );
  const utm = await page.evaluate(() => sessionStorage.getItem('attribution'));
  expect(JSON.parse(utm ?? '{}')).toEqual({ utm_source: 'newsletter', utm_campaign: 'fall' });

  await page.getByRole('button', { name: 'Get Started' }).first().click();
  await expect(page).toHaveURL(/\/app\/onboarding/);
});

test(
  'the front-door pages answer with their page chunk and hero picture preloaded',
  { tag: ONE_WIDTH },
  async ({ request }) => {
    const html = await (await request.get('/app/')).text();
    expect(html).toContain('rel="preload" as="image" href="/media/marketing/hero.svg"');
    expect(html).toMatch(
      /rel="modulepreload" crossorigin href="\/app\/assets\/LandingPage-[^"]+\.js"/,
    );
    const pricing = await (await request.get('/app/pricing')).text();
    expect(pricing).toMatch(/PricingPage-[^"]+\.js/);
  },
);

test('pricing: the plan selector switches to monthly prices with the free trial', async ({
  page,
}) => {
  await visit(page, '/pricing');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Find Your Perfect Plan' }),
  ).toBeVisible();
  await expect(page.getByText('$130').first()).toBeVisible();
  await page.getByRole('radio', { name: /Monthly/ }).check();
  await expect(page.getByText('$117').first()).toBeVisible();
  await expect(page.getByText(/3-day/).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'All Plans Include' })).toBeVisible();
});

test('wedding campaign: a visitor starts the quiz carrying the wedding marker', async ({
  page,
}) => {
  await visit(page, '/wedding');
  await page.getByRole('button', { name: 'Find My Wedding Stylist' }).first().click();
  await expect(page).toHaveURL(/\/app\/onboarding\?campaign=wedding$/);
});

test('lux, how it works, our story, terms, privacy and blog are complete pages', async ({
  page,
}) => {
  await visit(page, '/lux');
  await expect(page.getByRole('heading', { level: 1, name: 'The LUX Experience' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'The Styling Process' })).toBeVisible();
  const pages: [string, string][] = [
    ['/how-it-works', 'How It Works'],
    ['/our-story', 'Our Story'],
    ['/terms', 'Terms of Service'],
    ['/privacy', 'Privacy Policy'],
    ['/blog', 'Blog'],
  ];
  for (const [path, title] of pages) {
    await visit(page, path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }
});

test(
  'front-door pages arrive prerendered, readable without JavaScript',
  { tag: ONE_WIDTH },
  async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/app/pricing');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Find Your Perfect Plan' }),
    ).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '/app/pricing');
    await context.close();
  },
);

test('the app adopts the prerendered page as it is, and it works', async ({ page }) => {
  // Mark the prerendered heading before any script runs: the same element must survive.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () =>
      document.querySelector('h1')?.setAttribute('data-from-server', ''),
    );
  });
  await visit(page, '/pricing');
  await expect(page.locator('h1[data-from-server]')).toHaveText('Find Your Perfect Plan');
  await page.getByRole('radio', { name: 'Monthly' }).check();
  await expect(page.getByText('Free 3-day trial').first()).toBeVisible();
});

test("a signed-in shopper on a prerendered page sees their own header, not a visitor's", async ({
  page,
  request,
}) => {
  const email = uniqueEmail('prerendered');
  const signup = await request.post('/gateway/signup/email', {
    data: { email, full_name: 'Grace Hopper', password: 'secret123', client: 'web' },
  });
  expect(signup.ok()).toBe(true);
  await visit(page, '/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('secret123');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('button', { name: 'Account menu for Grace' })).toBeVisible();

  // Until the app renders, the visitor's markup stays hidden: never a 'Sign In' link on screen.
  const signInShown: boolean[] = [];
  await page.exposeFunction('reportSignIn', (shown: boolean) => signInShown.push(shown));
  await page.addInitScript(() => {
    const check = () => {
      const link = [...document.querySelectorAll('header a')].find(
        (a) => a.textContent === 'Sign In',
      );
      const shown = Boolean(link && getComputedStyle(link).visibility === 'visible');
      (window as unknown as { reportSignIn: (shown: boolean) => void }).reportSignIn(shown);
      if (!document.querySelector('#root:not([data-prerendered])')) requestAnimationFrame(check);
    };
    document.addEventListener('DOMContentLoaded', check);
  });
  await page.goto('/app/lux');
  await expect(page.locator(APP_MOUNTED)).toBeAttached();
  await expect(page.getByRole('button', { name: 'Account menu for Grace' })).toBeVisible();
  expect(signInShown.length).toBeGreaterThan(0);
  expect(signInShown).not.toContain(true);
});
