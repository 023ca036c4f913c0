import AxeBuilder from '@axe-core/playwright';
import {
  test as base,
  expect,
  type APIRequestContext,
  type Page,
  type Request,
} from '@playwright/test';

/**
 * Every journey fails on a console error or an uncaught exception, and `visit` checks each page
 * with axe-core, failing on serious or critical violations. A journey that provokes an expected
 * HTTP error (a wrong password is a 400) says so with
 * `test.use({ allowedConsoleErrors: [/status of 400/] })`: Chromium logs such answers as errors.
 */
/**
 * A front-door page arrives prerendered, and its buttons do nothing until the app has adopted the
 * markup. Navigations wait for that (the app drops `data-prerendered` from #root on its first
 * commit), as a shopper's tap would come after the page is live.
 */
export const APP_MOUNTED = '#root:not([data-prerendered])';

/** No request in flight for this long: the network is idle (as Playwright's `networkidle`). */
const NETWORK_IDLE_MS = 500;

/**
 * A signed-in shopper's page keeps the live chat open (a fetch read as server-sent events,
 * src/services/chat/localChat.ts). Playwright's `networkidle` already leaves WebSockets and
 * EventSource out, but not a fetch that streams, and would never be reached. This is the same
 * wait, reached once per document as Playwright's is, with event streams left out.
 */
const idleWithoutEventStreams = (page: Page) => {
  const inflight = new Set<Request>();
  let idle = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waiting = new Set<() => void>();
  const isEventStream = (request: Request) =>
    request.headers()['accept']?.includes('text/event-stream') ?? false;
  const settle = () => {
    clearTimeout(timer);
    if (idle || inflight.size > 0) return;
    timer = setTimeout(() => {
      idle = true;
      for (const resolve of waiting) resolve();
      waiting.clear();
    }, NETWORK_IDLE_MS);
  };
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) idle = false;
    if (isEventStream(request)) return;
    inflight.add(request);
    clearTimeout(timer);
  });
  const finished = (request: Request) => {
    if (inflight.delete(request)) settle();
  };
  page.on('requestfinished', finished);
  page.on('requestfailed', finished);
  return (timeout: number) =>
    idle
      ? Promise.resolve()
      : new Promise<void>((resolve, reject) => {
          const timedOut = setTimeout(
            () => reject(new Error(`networkidle (event streams left out) not in ${timeout} ms`)),
            timeout,
          );
          waiting.add(() => {
            clearTimeout(timedOut);
            resolve();
          });
          settle();
        });
};

export const test = base.extend<{ problems: string[]; allowedConsoleErrors: RegExp[] }>({
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      // The app's pages; about:blank has no response and no app.
      if (response) await page.locator(APP_MOUNTED).waitFor({ state: 'attached' });
      return response;
    };
    const networkIdle = idleWithoutEventStreams(page);
    const waitForLoadState = page.waitForLoadState.bind(page);
    page.waitForLoadState = async (state, options) => {
      if (state !== 'networkidle') return waitForLoadState(state, options);
      await waitForLoadState('load', options);
      return networkIdle(options?.timeout ?? 30_000);
    };
    await provide(page);
  },
  allowedConsoleErrors: [[], { option: true }],
  problems: [
    async ({ page, allowedConsoleErrors }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        if (allowedConsoleErrors.some((pattern) => pattern.test(message.text()))) return;
        problems.push(`console error: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
      await use(problems);
      expect(problems, 'console errors and uncaught exceptions').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export const checkAccessibility = async (page: Page) => {
  // Still the page's motion first: a slide caught mid-fade would read as low contrast.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  if ((await page.locator('[data-transition="fade"]').count()) > 0) await page.waitForTimeout(1100);
  // A transition already running (a button turning enabled as the field it waits for is filled)
  // keeps its own duration: wait for every finite one to end (spinners run for ever).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Everything drawn, as a shopper scrolling by sees it: axe reads colours from the rendering,
  // and sections off screen skip theirs (content-visibility: auto).
  await page.evaluate(() => {
    const style = document.createElement('style');
    style.id = 'e2e-draw-all';
    style.textContent = '*{content-visibility:visible!important}';
    document.head.append(style);
  });
  const results = await new AxeBuilder({ page }).analyze();
  await page.evaluate(() => document.getElementById('e2e-draw-all')?.remove());
  await page.emulateMedia({ reducedMotion: null });
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
  expect(serious, `axe violations on ${page.url()}`).toEqual([]);
};

/**
 * Scrolls to the bottom a screen at a time, so lazy pictures and sections the browser draws as
 * they near the viewport (content-visibility) are all drawn for the checks, then back to the top.
 */
export const scrollThrough = async (page: Page) => {
  for (let step = 0; step < 40; step++) {
    const atBottom = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(150);
    if (atBottom) break;
  }
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 0));
};

/** Goes to an app path, waits for the page to settle, and checks the whole page with axe. */
export const visit = async (page: Page, path: string) => {
  await page.goto(`/app${path}`);
  await page.waitForLoadState('networkidle');
  await scrollThrough(page);
  await checkAccessibility(page);
};

let counter = 0;
/** A unique e-mail per journey run. */
export const uniqueEmail = (label: string) => {
  counter += 1;
  return `${label}-${Date.now()}-${counter}-${Math.random().toString(36).slice(2, 7)}@example.com`;
};

/**
 * Signs a new shopper up through the API and starts the page signed in as them (the persisted
 * auth slice, seeded once per tab). Returns their token and id for API checks.
 */
export const signedInAs = async (page: Page, request: APIRequestContext, label: string) => {
  const response = await request.post('/gateway/signup/email', {
    data: {
      email: uniqueEmail(label),
      full_name: 'Nina Park',
      password: 'secret123',
      client: 'web',
    },
  });
  const { token, user_uuid: userId } = (await response.json()) as {
    token: string;
    user_uuid: string;
  };
  await page.addInitScript(
    ([apiToken, id]) => {
      if (sessionStorage.getItem('seeded')) return;
      localStorage.setItem(
        'persist:auth',
        JSON.stringify({
          apiToken: JSON.stringify(apiToken),
          sdkToken: 'null',
          userId: JSON.stringify(id),
          _persist: JSON.stringify({ version: -1, rehydrated: true }),
        }),
      );
      sessionStorage.setItem('seeded', '1');
    },
    [token, userId],
  );
  return { token, userId };
};

/**
 * The tag of a check whose subject does not change with the viewport (a redirect, the server's
 * HTML, who may read what, how code loads): it runs at one width, the desktop project's.
 */
export const ONE_WIDTH = '@one-width';

/**
 * Tabs from the top of the page until focus reaches the footer (outside `main`), marking each
 * element it stops on with `data-tab-stop` = its order. Answers whether the footer was reached.
 */
export const tabToFooter = async (page: Page, maxStops = 400) => {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    document
      .querySelectorAll('[data-tab-stop]')
      .forEach((el) => el.removeAttribute('data-tab-stop'));
    window.scrollTo(0, 0);
  });
  for (let stop = 0; stop < maxStops; stop++) {
    await page.keyboard.press('Tab');
    const inFooter = await page.evaluate((index) => {
      const focused = document.activeElement;
      if (!focused || focused === document.body) return false;
      if (!focused.hasAttribute('data-tab-stop'))
        focused.setAttribute('data-tab-stop', String(index));
      return Boolean(focused.closest('footer')) && !focused.closest('main');
    }, stop);
    if (inFooter) return true;
  }
  return false;
};

/**
 * Tabs from the top of the page until focus leaves `main` for the footer. Reports the controls
 * in `main` that Tab never reached, and whether the stops came in reading order.
 */
export const tabThroughMain = async (page: Page) => {
  await tabToFooter(page, 300);
  return page.evaluate(() => {
    // Roving tab stops (tabindex -1, e.g. the tabs not selected) are reached with arrow keys.
    const selector =
      ':is(a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex="0"]):not([tabindex="-1"])';
    const visible = (el: Element) => (el as HTMLElement).offsetParent !== null;
    const controls = [...document.querySelectorAll(`main ${selector}`)].filter(visible);
    // A radio group is one Tab stop: the checked radio (or the first) stands for the group.
    const expected = controls.filter((el) => {
      if (!(el instanceof HTMLInputElement) || el.type !== 'radio') return true;
      const group = [...document.querySelectorAll(`input[type="radio"][name="${el.name}"]`)];
      const checked = group.find((radio) => (radio as HTMLInputElement).checked);
      return el === (checked ?? group[0]);
    });
    const label = (el: Element) =>
      `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 50)}"`;
    const stops = [...document.querySelectorAll('main [data-tab-stop], main[data-tab-stop]')].sort(
      (a, b) => Number(a.getAttribute('data-tab-stop')) - Number(b.getAttribute('data-tab-stop')),
    );
    return {
      unreached: expected.filter((el) => !el.hasAttribute('data-tab-stop')).map(label),
      inReadingOrder: stops.every(
        (stop, index) =>
          index === 0 ||
          Boolean(
            stops[index - 1]!.compareDocumentPosition(stop) & Node.DOCUMENT_POSITION_FOLLOWING,
          ),
      ),
    };
  });
};

/** Presses Tab until the focused element's text or label matches `name`. */
export const tabTo = async (page: Page, name: RegExp) => {
  for (let stop = 0; stop < 150; stop++) {
    await page.keyboard.press('Tab');
    const text = await page.evaluate(() => {
      // The control's own name: its label, aria-label or text; containers do not count.
      const el = document.activeElement;
      if (!el || !el.matches('a, button, input, select, textarea')) return '';
      const labels = 'labels' in el ? [...((el as HTMLInputElement).labels ?? [])] : [];
      return [
        el.getAttribute('aria-label'),
        ...labels.map((label) => label.textContent),
        el.textContent,
      ]
        .filter(Boolean)
        .join(' ');
    });
    if (name.test(text)) return;
  }
  throw new Error(`Tab never reached ${name}`);
};

export type SeededStylist = {
  uuid: string;
  first_name: string;
  name: string;
  is_active: boolean;
  is_bot: boolean;
  is_approved: string;
};

/** A stylist who takes bookings, a different one per journey so runs never share one. */
export const bookableStylist = async (request: APIRequestContext, index: number) => {
  const list = await request.get('/gateway/proxy/stylist/readAll?count=100');
  const { items } = (await list.json()) as { items: SeededStylist[] };
  const bookable = items.filter(
    (item) => item.is_active && !item.is_bot && item.is_approved === '1',
  );
  const stylist = bookable[index];
  expect(stylist, 'a bookable stylist in the seed').toBeTruthy();
  return stylist!;
};

/** Fills the local payment form with a test card. */
export const fillCard = async (page: Page, number: string) => {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
};

/** Books a Mini session with the local payment form; the stylist's welcome is then in the chat. */
export const bookMini = async (page: Page, stylist: SeededStylist) => {
  const booking = Buffer.from(
    JSON.stringify({ stylistId: stylist.uuid, plan: 'mini', goal: 'x', bookingSource: 'e2e' }),
  ).toString('base64');
  await page.goto(`/app/checkout?booking=${encodeURIComponent(booking)}`);
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay $60' }).click();
  await expect(page).toHaveURL(/\/app\/thank-you\?requestId=/);
};

/** Opens the chat (its live stream never lets the network go idle) and waits until it is live. */
export const openChat = async (page: Page, stylist: SeededStylist, userId: string) => {
  await page.goto(`/app/chat/${stylist.uuid}/${userId}`);
  await expect(page.getByRole('status').filter({ hasText: /^Live$/ })).toBeVisible();
};
