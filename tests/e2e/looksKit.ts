import type { APIRequestContext, Page } from '@playwright/test';
import { expect, uniqueEmail } from './fixtures';

/*
 * What the looks journeys share: the seed's feed and looks read through the API, and places on
 * the page.
 */

export type FeedLook = { type: string; id: string; name: string };
export type OutfitItem = {
  item_uuid: string;
  name: string;
  sizes: string[];
  is_shoppable: boolean;
  available_for_checkout: boolean;
};

export const feedLooks = async (request: APIRequestContext, count = 30) => {
  const response = await request.get(`/gateway/feed?gender=female&count=${count}`);
  expect(response.ok()).toBe(true);
  const { items } = (await response.json()) as { items: FeedLook[] };
  return items.filter((item) => item.type === 'outfit');
};

/** A look's pieces as the outfit call gives them to a visitor. */
export const outfitItems = async (request: APIRequestContext, lookId: string) => {
  const response = await request.get(`/gateway/proxy/outfit/web/${lookId}/null`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { items: OutfitItem[] }).items;
};

/** Sold here: checkout on this site, in more than one size (so a size can be chosen). */
export const soldHere = (item: OutfitItem) =>
  item.is_shoppable && item.available_for_checkout && item.sizes.length > 1;

/**
 * Among the first row of the womenswear feed (three looks at 1440 px, one per row at 375 px but
 * all three drawn at the top), the first look with a piece sold here, and that piece.
 */
export const lookWithPieceSoldHere = async (request: APIRequestContext) => {
  const looks = (await feedLooks(request)).slice(0, 3);
  for (const look of looks) {
    const item = (await outfitItems(request, look.id)).find(soldHere);
    if (item) return { look, item };
  }
  throw new Error('None of the first three looks in the feed has a piece sold here');
};

/** The feed's own `GET feed` calls, one entry per page ('first', then each page token). */
export const countFeedPages = (page: Page) => {
  const pages: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname !== '/gateway/feed' || response.request().method() !== 'GET') return;
    if (response.ok()) pages.push(url.searchParams.get('pageToken') ?? 'first');
  });
  return pages;
};

export const cardsInDocument = (page: Page) => page.locator('[role="feed"] article').count();

/** The first look whose card's top is below the sticky header, and the window's scroll position. */
export const feedPlace = (page: Page) =>
  page.evaluate(() => {
    const headerBottom = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
    const card = [...document.querySelectorAll('[role="feed"] article[aria-labelledby]')].find(
      (article) => article.getBoundingClientRect().top >= headerBottom,
    );
    return { scrollY: window.scrollY, card: card?.getAttribute('aria-labelledby') ?? null };
  });

export const signUpInModal = async (page: Page, label: string) => {
  const dialog = page.getByRole('dialog', { name: 'Create your account' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Full name').fill('Ada Moreno');
  await dialog.getByLabel('Email').fill(uniqueEmail(label));
  await dialog.getByLabel(/Password/).fill('secret123');
  await dialog.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Account menu for Ada' })).toBeVisible();
};
