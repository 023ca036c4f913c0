import { expect, tabToFooter, test } from './fixtures';

/**
 * Every public page is whole from the first load: no scrolling first. Tab from the top reaches
 * every section's controls in reading order (FAQ questions, carousel and marquee pause controls)
 * on its way to the footer, and find-in-page finds text far below the first screen.
 */

/** `pauseAndFaq`: how many FAQ questions and carousel pause controls the page has at least. */
const FRONT_DOOR: { path: string; headings: string[]; findable: string[]; pauseAndFaq?: number }[] =
  [
    {
      path: '/',
      headings: [
        'Meet Our Stylists',
        'How It Works',
        'Find Your Perfect Plan',
        '#LookwrightStyle',
        'Hear It From Our Clients',
        'FAQ',
      ],
      findable: ['FAQ', '$130', 'How does a styling session work?'],
    },
    {
      path: '/pricing',
      headings: ['See Why People Love Lookwright', 'All Plans Include', 'FAQ'],
      findable: ['All Plans Include', 'switch stylist'],
    },
    {
      path: '/lux',
      headings: ['The Styling Process', 'A Gift From Us', 'What Lux is Good For', 'FAQ'],
      findable: ['A Gift From Us', 'Buy What You Love'],
    },
    {
      path: '/how-it-works',
      headings: ['Ready to meet your stylist?', 'See Why People Love Lookwright'],
      findable: ['Help Center'],
      pauseAndFaq: 0,
    },
    {
      path: '/wedding',
      headings: ['Wedding FAQ'],
      findable: ['Wedding FAQ', '$130'],
    },
    {
      path: '/gifts',
      headings: [
        'Choose Their Gift',
        'A Gift for Everyone on Your List',
        'Why It Makes a Great Gift',
        'How Gifting Works',
        'Looking for Something to Unwrap?',
      ],
      findable: ['How Gifting Works', '$500'],
      pauseAndFaq: 1, // the slideshow's pause
    },
    {
      path: '/gift-cards',
      headings: ['Pick Their Plan', 'How Redeeming Works', 'Good to Know'],
      findable: ['How Redeeming Works', '$130'],
      pauseAndFaq: 0,
    },
    {
      path: '/gift-cards/lux',
      headings: ['Everything in the Gift', 'Their Month With a Stylist', 'Ready to Give Lux?'],
      findable: ['Ready to Give Lux?'],
      pauseAndFaq: 0,
    },
  ];

/** Chromium's find-in-page from script (window.find: not standard, so not in the DOM types). */
const findInPage = (text: string) =>
  (window as unknown as { find: (text: string, ...flags: boolean[]) => boolean }).find(
    text,
    false,
    false,
    true,
  );

/** Tabs from the top of the page until focus reaches the footer; marks each stop in the DOM. */
for (const { path, headings, findable, pauseAndFaq = 3 } of FRONT_DOOR) {
  test(`${path}: whole from the first load, and Tab reaches every control on the way to the footer`, async ({
    page,
  }) => {
    await page.goto(`/app${path}`);

    // Right after load, no scrolling: every section heading is in the page, and find-in-page
    // (Chromium's window.find) finds text far below the first screen.
    for (const name of headings)
      await expect(page.getByRole('heading', { name, exact: true })).toBeAttached();
    for (const text of findable)
      expect(await page.evaluate(findInPage, text), `find "${text}"`).toBe(true);

    expect(await tabToFooter(page), 'Tab reaches the footer').toBe(true);

    const missed = await page.evaluate(() => {
      const label = (element: Element) =>
        `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 60)}"`;
      const stops = [...document.querySelectorAll('[data-tab-stop]')];
      const controls = [
        ...document.querySelectorAll('main button[aria-expanded][aria-controls]'), // FAQ questions
        ...[...document.querySelectorAll('main button')].filter((button) =>
          /^(Pause|Play)\b/.test(button.getAttribute('aria-label') ?? button.textContent ?? ''),
        ),
      ];
      const headingsPassed = [...document.querySelectorAll('main h2')].filter((heading) =>
        stops.some(
          (stop) => heading.compareDocumentPosition(stop) & Node.DOCUMENT_POSITION_FOLLOWING,
        ),
      );
      // Reading order: each stop comes after the one before it in the document.
      const ordered = stops
        .sort(
          (a, b) =>
            Number(a.getAttribute('data-tab-stop')) - Number(b.getAttribute('data-tab-stop')),
        )
        .every(
          (stop, index, all) =>
            index === 0 ||
            Boolean(
              all[index - 1]!.compareDocumentPosition(stop) & Node.DOCUMENT_POSITION_FOLLOWING,
            ),
        );
      return {
        controlCount: controls.length,
        unreached: controls.filter((control) => !control.hasAttribute('data-tab-stop')).map(label),
        headingsNotPassed: document.querySelectorAll('main h2').length - headingsPassed.length,
        ordered,
      };
    });
    expect(missed.unreached).toEqual([]);
    expect(missed.headingsNotPassed).toBe(0);
    expect(missed.ordered).toBe(true);
    expect(missed.controlCount).toBeGreaterThanOrEqual(pauseAndFaq);
  });
}

test('the landing page, read right after load: the FAQ questions and all three plan prices', async ({
  page,
}) => {
  await page.goto('/app/');
  const text = await page.locator('main').textContent();
  for (const price of ['$60', '$130', '$550']) expect(text).toContain(price);
  const faq = page.getByRole('region', { name: 'FAQ' });
  await expect(faq.getByRole('button')).toHaveCount(7);
  for (const question of await faq.getByRole('button').allTextContents())
    expect(text).toContain(question.trim());
});
