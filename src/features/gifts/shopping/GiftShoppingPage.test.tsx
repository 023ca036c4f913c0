import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { rootUrl } from '@/testing/apiUrls';
import { recordReports } from '@/testing/reports';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';
import { GiftShoppingPage } from './GiftShoppingPage';
import { anApiGiftItem, apiGiftFilters, serveGifts } from './giftShoppingTestData';

/** A tall page scrolled to the top: infinite scroll waits, so the button is what loads more. */
const tallPage = () =>
  Object.defineProperty(document.documentElement, 'scrollHeight', {
    configurable: true,
    value: 10_000,
  });

const scrollToBottom = () => {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 9_500 });
  fireEvent.scroll(window);
};

const BackButton = () => {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      Back
    </button>
  );
};

const renderPage = (route = '/gifts/shopping') =>
  renderWithProviders(
    <>
      <GiftShoppingPage />
      <BackButton />
    </>,
    { route },
  );

const location = () => screen.getByTestId('location').textContent;
const gift = (name: string) => screen.findByRole('link', { name: new RegExp(name) });
const giftsOf = (count: number, from = 1) =>
  Array.from({ length: count }, (_, index) => anApiGiftItem(from + index));

describe('GiftShoppingPage', () => {
  const reports = recordReports();

  afterEach(() => {
    Reflect.deleteProperty(document.documentElement, 'scrollHeight');
    Reflect.deleteProperty(window, 'scrollY');
  });

  it('shows the heading, each filter as a labelled group of checkboxes, and the gifts', async () => {
    const asked = serveGifts({ 1: { items: [anApiGiftItem(1)] } });
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Gift Shopping' })).toBeVisible();
    const recipient = await screen.findByRole('group', { name: 'Who is it for?' });
    const boxes = within(recipient).getAllByRole('checkbox');
    expect(boxes.map((box) => (box as HTMLInputElement).labels?.[0]?.textContent)).toEqual([
      'For Her',
      'For Him',
      'For Them',
    ]);
    expect(within(recipient).getByRole('checkbox', { name: 'For Them' })).not.toBeChecked();
    expect(screen.getByRole('group', { name: 'Price' })).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Birthday' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Clear all' })).toBeDisabled();

    const card = await gift('Gift 1');
    expect(card).toHaveAttribute('href', '/item/gift-1?source=gifts&context=gift');
    expect(card).toHaveAccessibleName('Solenne Gift 1 $80');
    const picture = card.querySelector('img');
    expect(picture).toHaveAttribute('src', '/media/items/gift-1.svg');
    expect(picture).toHaveAttribute('alt', '');
    expect(picture).toHaveAttribute('width', '168');
    expect(picture).toHaveAttribute('height', '210');
    expect(picture).toHaveAttribute('loading', 'eager');
    const results = screen.getByRole('region', { name: 'Gifts' });
    expect(within(results).getByRole('status')).toHaveTextContent(/^1 gift$/);
    expect(asked).toEqual(['from=1&count=30']);
  });

  it('asks for the chosen filters, options comma-separated, and keeps them in the URL', async () => {
    const asked = serveGifts((params) => ({
      items: [anApiGiftItem(1, { name: `Gift for ${params.get('recipient') ?? 'all'}` })],
    }));
    const { user } = renderPage();
    await gift('Gift for all');

    await user.click(screen.getByRole('checkbox', { name: 'For Him' }));
    expect(location()).toBe('/gifts/shopping?recipient=him');
    await gift('Gift for him');

    await user.click(screen.getByRole('checkbox', { name: 'For Her' }));
    await user.click(screen.getByRole('checkbox', { name: 'Under $100' }));
    expect(location()).toBe('/gifts/shopping?recipient=her,him&price=under-100');
    expect(screen.getByRole('checkbox', { name: 'For Her' })).toBeChecked();
    await gift('Gift for her,him');
    expect(asked).toContain('recipient=her,him&price=under-100&from=1&count=30');

    await user.click(screen.getByRole('checkbox', { name: 'For Him' }));
    expect(location()).toBe('/gifts/shopping?recipient=her&price=under-100');
    await gift('Gift for her');

    await user.click(screen.getByRole('button', { name: /Clear all/ }));
    expect(location()).toBe('/gifts/shopping');
    expect(screen.getByRole('checkbox', { name: 'For Her' })).not.toBeChecked();
    await gift('Gift for all');
    expect(asked[0]).toBe('from=1&count=30');
    expect(asked[1]).toBe('recipient=him&from=1&count=30');
  });

  it('reads the filters from the URL on load, ignores unknown ones and goes back a step', async () => {
    const asked = serveGifts({ 1: { items: [anApiGiftItem(1)] } });
    const { user } = renderPage(
      '/gifts/shopping?occasion=holiday,bogus&price=<script>&colour=red&utm_source=mail',
    );
    await gift('Gift 1');
    expect(screen.getByRole('checkbox', { name: 'Holidays' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Under $100' })).not.toBeChecked();
    expect(asked).toEqual(['occasion=holiday&from=1&count=30']);

    await user.click(screen.getByRole('checkbox', { name: 'Birthday' }));
    expect(location()).toBe('/gifts/shopping?colour=red&utm_source=mail&occasion=birthday,holiday');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('checkbox', { name: 'Birthday' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Holidays' })).toBeChecked();
  });

  it('marks out-of-stock gifts, with nothing to add them to a cart', async () => {
    serveGifts({
      1: {
        items: [
          anApiGiftItem(1),
          anApiGiftItem(2, { name: 'Sold Scarf', sizes: [], is_shoppable: false }),
        ],
      },
    });
    renderPage();

    expect(await gift('Sold Scarf')).toHaveTextContent('Out of stock');
    expect(await gift('Gift 1')).not.toHaveTextContent('Out of stock');
    expect(screen.queryByRole('button', { name: /add|cart/i })).not.toBeInTheDocument();
  });

  it('loads 30 a page, the next with Load more gifts or by scrolling near the end', async () => {
    tallPage();
    const asked = serveGifts({
      1: { items: giftsOf(30), quota_max: 65, nextPage: 2 },
      2: { items: giftsOf(30, 31), quota_max: 65, nextPage: 3 },
      3: { items: giftsOf(5, 61), quota_max: 65, nextPage: null },
    });
    const { user } = renderPage();

    expect(await screen.findByText('65 gifts')).toBeVisible();
    expect(within(screen.getByRole('region', { name: 'Gifts' })).getAllByRole('link')).toHaveLength(
      30,
    );
    expect((await gift('Gift 5')).querySelector('img')).toHaveAttribute('loading', 'lazy');

    await user.click(screen.getByRole('button', { name: 'Load more gifts' }));
    // Focus goes on where reading does: the first gift of the new page.
    await waitFor(() => expect(screen.getByRole('link', { name: /Gift 31\b/ })).toHaveFocus());
    await gift('Gift 60');

    scrollToBottom();
    await gift('Gift 65');
    expect(within(screen.getByRole('region', { name: 'Gifts' })).getAllByRole('link')).toHaveLength(
      65,
    );
    expect(screen.getByText('That’s every gift.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Load more gifts' })).not.toBeInTheDocument();
    expect(asked).toEqual(['from=1&count=30', 'from=2&count=30', 'from=3&count=30']);
  });

  it('says when no gift matches the filters, and clears them', async () => {
    const asked = serveGifts((params) =>
      params.has('recipient') ? { items: [] } : { items: [anApiGiftItem(1)] },
    );
    const { user } = renderPage('/gifts/shopping?recipient=them');

    expect(await screen.findByText('No gifts match these filters')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(location()).toBe('/gifts/shopping');
    await gift('Gift 1');
    expect(asked).toEqual(['recipient=them&from=1&count=30', 'from=1&count=30']);
  });

  it('offers a retry when the gifts fail to load, and when a further page fails', async () => {
    tallPage();
    let failing = true;
    serveGifts((params) => {
      if (failing) return 'error';
      return params.get('from') === '1'
        ? { items: giftsOf(30), quota_max: 31, nextPage: 2 }
        : { items: giftsOf(1, 31), quota_max: 31, nextPage: null };
    });
    const { user } = renderPage();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load gifts");
    expect(reports).toContainEqual(
      expect.objectContaining({ context: expect.objectContaining({ endpoint: 'getGiftItems' }) }),
    );
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await gift('Gift 30');

    failing = true;
    await user.click(screen.getByRole('button', { name: 'Load more gifts' }));
    const more = await screen.findByRole('alert');
    expect(more).toHaveTextContent("We couldn't load more gifts");
    expect(screen.getByRole('link', { name: /Gift 30/ })).toBeVisible();
    failing = false;
    await user.click(within(more).getByRole('button', { name: 'Try again' }));
    await gift('Gift 31');
  });

  it('offers a retry when the filters fail to load', async () => {
    let failing = true;
    serveGifts({ 1: { items: [anApiGiftItem(1)] } });
    server.use(
      http.get(rootUrl('giftItem/filters'), () =>
        failing
          ? HttpResponse.json({ message: 'Down' }, { status: 503 })
          : HttpResponse.json(apiGiftFilters),
      ),
    );
    const { user } = renderPage();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load gifts");
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('group', { name: 'Occasion' })).toBeVisible();
    await gift('Gift 1');
  });

  it('lets the keyboard reach and toggle every filter', async () => {
    const asked = serveGifts({ 1: { items: [anApiGiftItem(1)] } });
    const { user } = renderPage();
    await gift('Gift 1');

    const forHer = screen.getByRole('checkbox', { name: 'For Her' });
    forHer.focus();
    await user.keyboard(' ');
    expect(forHer).toBeChecked();
    expect(location()).toBe('/gifts/shopping?recipient=her');
    expect(forHer).toHaveFocus();

    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'For Him' })).toHaveFocus();
    await user.keyboard(' ');
    await waitFor(() => expect(asked).toContain('recipient=her,him&from=1&count=30'));

    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: /Clear all/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(location()).toBe('/gifts/shopping');
    // The button is disabled now: focus waits on the filters' title, not lost to the page.
    expect(screen.getByRole('heading', { name: 'Filters' })).toHaveFocus();
  });
});
