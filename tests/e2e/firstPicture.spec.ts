import type { APIRequestContext } from '@playwright/test';
import { APP_MOUNTED, expect, test } from './fixtures';
import { feedLooks, outfitItems } from './looksKit';

/**
 * A profile, a look and an item arrive with their largest picture in the server's HTML: the
 * browser paints it before any of the app's JavaScript has run. When the app renders the page
 * over the shell it draws the same picture in the same place: no second download, no frame
 * without it, no shift.
 */

type Seeded = { path: string; picture: string };

/** The first look of the feed, its first piece, and its stylist, with their pictures. */
const seededPages = async (
  request: APIRequestContext,
): Promise<Record<'look' | 'item' | 'profile', Seeded>> => {
  const [look] = await feedLooks(request, 5);
  const read = await request.get(`/gateway/proxy/outfit/web/${look!.id}/null`);
  const { picture, owner } = (await read.json()) as { picture: string; owner: { uuid: string } };
  const [item] = await outfitItems(request, look!.id);
  const itemRead = await request.get(`/gateway/proxy/item/catalog/${item!.item_uuid}`);
  const stylistRead = await request.get(`/gateway/proxy/stylist/${owner.uuid}/read`, {
    headers: { platform: 'web-desktop' },
  });
  return {
    look: { path: `/app/outfit/${look!.id}?source=feed`, picture },
    item: {
      path: `/app/item/${item!.item_uuid}`,
      picture: ((await itemRead.json()) as { picture: string }).picture,
    },
    profile: {
      path: `/app/stylist/${owner.uuid}/profile`,
      picture: ((await stylistRead.json()) as { moodboard: string }).moodboard,
    },
  };
};

for (const kind of ['item', 'look', 'profile'] as const) {
  test(`${kind}: the picture paints from the first HTML, then the app shows it in place`, async ({
    page,
    request,
  }) => {
    const { path, picture } = (await seededPages(request))[kind];
    const pictureUrl = new URL(picture, 'http://localhost').pathname;
    const downloads: string[] = [];
    /** The picture arriving and the app's entry being asked for, in the order they happen. */
    const order: string[] = [];
    page.on('request', (sent) => {
      const { pathname } = new URL(sent.url());
      if (pathname === pictureUrl) downloads.push(sent.url());
      if (/^\/app\/assets\/index-[\w-]+\.js$/.test(pathname)) order.push('entry');
    });
    page.on('requestfinished', (finished) => {
      if (new URL(finished.url()).pathname === pictureUrl) order.push('picture');
    });

    // The app's code is held back until the picture has been seen.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/app/assets/*.js', async (route) => {
      await released;
      await route.continue();
    });
    // The frame's own navigation: the journeys' `page.goto` waits for the app, held back here.
    await page.mainFrame().goto(path, { waitUntil: 'domcontentloaded' });

    const shellPicture = page.locator('#root[data-shell] [data-page-picture] img');
    await expect(shellPicture).toBeVisible();
    await expect(shellPicture).toHaveAttribute('src', picture);
    await expect(shellPicture).toHaveAttribute('fetchpriority', 'high');
    await expect
      .poll(() =>
        shellPicture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
      )
      .toBeGreaterThan(0);
    const before = await shellPicture.boundingBox();
    expect(before?.width).toBeGreaterThan(100);

    // Every frame from the release until the app is up shows the picture, finished.
    const frames = page.evaluate((src) => {
      const shown: boolean[] = [];
      return new Promise<boolean[]>((resolve) => {
        let after = 0;
        const check = () => {
          const img = document.querySelector<HTMLImageElement>(`#root img[src="${src}"]`);
          shown.push(Boolean(img?.complete && img.naturalWidth > 0));
          if (document.querySelector('#root:not([data-prerendered])')) after += 1;
          if (after > 10 || shown.length > 600) resolve(shown);
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      });
    }, picture);
    release();
    await expect(page.locator(APP_MOUNTED)).toBeAttached();
    // The page, not its skeleton.
    await expect(page.locator('#root [data-page-picture]')).toHaveCount(0);
    expect(await frames).not.toContain(false);

    const appPicture = page.locator(`#root img[src="${picture}"]`).first();
    await expect(appPicture).toBeVisible();
    const after = await appPicture.boundingBox();
    for (const side of ['x', 'y', 'width', 'height'] as const) {
      expect(Math.abs(after![side] - before![side]), side).toBeLessThanOrEqual(1);
    }
    expect(downloads).toHaveLength(1);
    // The app's code is asked for once the picture is in, not alongside it.
    expect(order.slice(0, 2)).toEqual(['picture', 'entry']);
  });
}
