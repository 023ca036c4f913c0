import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gatewayUrl } from '@/testing/apiUrls';
import { signedInAccountHandlers } from '@/testing/handlers';
import { recordReports } from '@/testing/reports';
import { renderWithProviders, signedInState } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';
import { aSuggestion } from '../closetTestData';
import { MOBILE_APP_CLOSET_URL } from '../mobileAppCloset';
import { AddToClosetPage } from './AddToClosetPage';

const ERROR = 'An error occurred, please try again later.';

type Answer = () => Response | Promise<Response>;

const serveSuggestions = (answer: Answer) => {
  const asked: string[] = [];
  server.use(
    ...signedInAccountHandlers(),
    http.get(gatewayUrl('session/s-1/closet-suggestions'), ({ request }) => {
      asked.push(new URL(request.url).search);
      return answer();
    }),
  );
  return asked;
};

const suggestions = (count: number) => () =>
  HttpResponse.json({
    items: Array.from({ length: count }, (_, index) => aSuggestion(index + 1)),
    pageInfo: { totalItems: count },
  });

const renderPage = () =>
  renderWithProviders(<AddToClosetPage />, {
    route: '/session/s-1/add-to-closet',
    path: '/session/:sessionId/add-to-closet',
    preloadedState: signedInState(),
  });

const button = (name: RegExp | string) => screen.getByRole('button', { name });

describe('AddToClosetPage', () => {
  const reports = recordReports();
  afterEach(() => vi.unstubAllGlobals());

  it('shows its heading and prompt at once, and placeholders while the suggestions load', async () => {
    const asked = serveSuggestions(async () => {
      await delay(50);
      return suggestions(2)();
    });
    renderPage();
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Keep Your Closet Up to Date with Your Purchases',
      }),
    ).toBeVisible();
    expect(screen.getByText('Select the items you purchased (or similar ones):')).toBeVisible();
    expect(screen.getByText('Loading the items from your session…')).toHaveAttribute(
      'role',
      'status',
    );
    expect(screen.getByTestId('suggestions-placeholder')).not.toHaveAttribute('data-faded');
    expect(await screen.findByRole('checkbox', { name: /^Suggested piece 1 / })).toBeVisible();
    expect(asked).toEqual(['?count=250']);
  });

  it('counts the chosen items on the button, which is off until one is chosen', async () => {
    serveSuggestions(suggestions(3));
    const { user } = renderPage();
    const first = await screen.findByRole('checkbox', { name: /^Suggested piece 1 / });
    expect(screen.getAllByRole('checkbox')).toHaveLength(3);
    expect(button('Add 0 Items to Closet')).toBeDisabled();
    await user.click(first);
    expect(first).toBeChecked();
    expect(button('Add 1 Item to Closet')).toBeEnabled();
    // The whole card is the checkbox's label.
    await user.click(screen.getByText(/^Suggested piece 2 /));
    expect(button('Add 2 Items to Closet')).toBeEnabled();
    await user.click(first);
    expect(button('Add 1 Item to Closet')).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: /^Suggested piece 2 / }));
    expect(button('Add 0 Items to Closet')).toBeDisabled();
  });

  it('adds the chosen items as a session recap, then goes to the mobile app’s closet', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, href: window.location.href });
    serveSuggestions(suggestions(3));
    const bodies: unknown[] = [];
    server.use(
      http.post(gatewayUrl('proxy/user/user-1/items'), async ({ request }) => {
        bodies.push(await request.json());
        // Long enough for the status to be seen on a busy machine.
        await delay(500);
        return HttpResponse.json(
          { items: ['item-1', 'item-3'], is_in_closet: true },
          { status: 201 },
        );
      }),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('checkbox', { name: /^Suggested piece 1 / }));
    await user.click(screen.getByRole('checkbox', { name: /^Suggested piece 3 / }));
    await user.click(button('Add 2 Items to Closet'));
    expect(
      await screen.findByRole('status', { name: 'Adding the items to your closet…' }),
    ).toBeVisible();
    await waitFor(() => expect(assign).toHaveBeenCalledWith(MOBILE_APP_CLOSET_URL));
    expect(bodies).toEqual([{ item_uuids: ['item-1', 'item-3'], source: 'session_recap' }]);
    expect(screen.getByText(/Added to your closet\./)).toBeVisible();
    expect(
      screen.queryByRole('status', { name: 'Adding the items to your closet…' }),
    ).not.toBeInTheDocument();
  });

  it('says so in red when adding fails, keeps the choice, and adds on a second try', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, href: window.location.href });
    serveSuggestions(suggestions(2));
    let status = 500;
    server.use(
      http.post(gatewayUrl('proxy/user/user-1/items'), () =>
        HttpResponse.json({ items: ['item-2'] }, { status }),
      ),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('checkbox', { name: /^Suggested piece 2 / }));
    await user.click(button('Add 1 Item to Closet'));
    expect(await screen.findByRole('alert')).toHaveTextContent(ERROR);
    expect(
      screen.queryByRole('status', { name: 'Adding the items to your closet…' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /^Suggested piece 2 / })).toBeChecked();
    expect(assign).not.toHaveBeenCalled();

    status = 201;
    await user.click(button('Add 1 Item to Closet'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(MOBILE_APP_CLOSET_URL));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(reports).toHaveLength(1);
  });

  it('shows the message in red over a faded empty grid when the suggestions fail, with a retry', async () => {
    let fail = true;
    serveSuggestions(() =>
      fail ? HttpResponse.json({ message: 'Down' }, { status: 500 }) : suggestions(1)(),
    );
    const { user } = renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(ERROR);
    expect(screen.getByTestId('suggestions-placeholder')).toHaveAttribute('data-faded', 'true');
    expect(screen.queryByText('Nothing to Add to Closet')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('checkbox', { name: /^Suggested piece 1 / })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says there is nothing to add when the session has no new pieces, with a way to the closet', async () => {
    serveSuggestions(suggestions(0));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Nothing to Add to Closet' })).toBeVisible();
    expect(
      screen.getByText("You've already added all available items to your closet."),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'View My Closet' })).toHaveAttribute(
      'href',
      '/profile/closet',
    );
    expect(screen.queryByRole('button', { name: /to Closet$/ })).not.toBeInTheDocument();
  });
});
