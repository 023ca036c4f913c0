import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTracking } from '@/services/tracking';
import { gatewayUrl } from '@/testing/apiUrls';
import { recordReports } from '@/testing/reports';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';
import type { GiftCardRequest } from '../giftCardApi';
import { GiftCardConfirmationPage } from './GiftCardConfirmationPage';
import { aGiftRequest, serveGiftRequest } from './giftCardTestData';

type TrackingWindow = Window & { dataLayer?: Record<string, unknown>[] };
const win = window as TrackingWindow;
const purchases = () =>
  (win.dataLayer ?? []).filter((entry) => entry.event === 'gift_card_purchase');

const location = () => new URL(screen.getByTestId('location').textContent ?? '', 'http://x');

const renderConfirmation = (query = 'requestId=gift-req-1') =>
  renderWithProviders(<GiftCardConfirmationPage />, {
    route: `/gift-cards/confirmation?${query}`,
  });

const serve = (request: GiftCardRequest) => {
  let current = request;
  const served = serveGiftRequest(() => current);
  server.use(...served.handlers);
  return { ...served, update: (next: GiftCardRequest) => (current = next) };
};

describe('GiftCardConfirmationPage', () => {
  const reports = recordReports();

  beforeEach(() => {
    initTracking({ gtmId: 'GTM-TEST', adPixelId: null, emailMarketingKey: null });
  });

  afterEach(() => {
    initTracking({ gtmId: null, adPixelId: null, emailMarketingKey: null });
    delete win.dataLayer;
    document.head.querySelectorAll('script').forEach((script) => script.remove());
  });

  it('tracks a paid gift once, completes it, and says it is on its way', async () => {
    const { completions } = serve(aGiftRequest());
    renderConfirmation();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your gift is on its way' }),
    ).toBeVisible();
    expect(screen.getByText('Grace Hopper')).toBeVisible();
    expect(
      screen.getByText(
        /We’ve e-mailed a Major styling session gift card and \$500 of shopping credit/,
      ),
    ).toBeVisible();
    const summary = within(screen.getByRole('region', { name: 'Your gift' }));
    expect(summary.getByText('Major styling session')).toBeVisible();
    expect(summary.getByText('$500')).toBeVisible();
    expect(summary.getByText('$630')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Send another gift' })).toHaveAttribute(
      'href',
      '/gift-cards',
    );
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');

    expect(completions).toEqual([{ requestId: 'gift-req-1' }]);
    expect(purchases()).toEqual([
      expect.objectContaining({
        event: 'gift_card_purchase',
        value: 630,
        request_id: 'gift-req-1',
        plan: 'major',
        additional_amount: 500,
      }),
    ]);
    expect(reports).toEqual([]);
  });

  it('neither tracks nor completes a gift completed before (a reload, a second visit)', async () => {
    const { completions } = serve(
      aGiftRequest({ completed: true, additionalAmount: 0, total: 130 }),
    );
    renderConfirmation();
    expect(await screen.findByRole('heading', { name: 'Your gift is on its way' })).toBeVisible();
    expect(screen.getByText(/a Major styling session gift card, with your message/)).toBeVisible();
    expect(completions).toEqual([]);
    expect(purchases()).toEqual([]);
  });

  it('says the e-mail is on its way, not sent, while it waits to be sent', async () => {
    serve(aGiftRequest({ completed: true, emailStatus: 'queued' }));
    renderConfirmation();
    expect(await screen.findByRole('heading', { name: 'Your gift is on its way' })).toBeVisible();
    expect(
      screen.getByText(
        /We’ll e-mail a Major styling session gift card and \$500 of shopping credit in a few minutes/,
      ),
    ).toBeVisible();
    expect(screen.getByText('Grace Hopper')).toBeVisible();
    expect(screen.queryByText(/We’ve e-mailed/)).not.toBeInTheDocument();
  });

  it('says so when the e-mail could not be delivered', async () => {
    serve(aGiftRequest({ completed: true, emailStatus: 'failed' }));
    renderConfirmation();
    expect(await screen.findByRole('heading', { name: 'Your gift card is paid' })).toBeVisible();
    expect(
      screen.getByText(/We couldn’t e-mail a Major.*: the address may be mistyped/),
    ).toBeVisible();
    expect(screen.queryByText(/We’ve e-mailed/)).not.toBeInTheDocument();
  });

  it.each([
    ['an unknown request', 'requestId=nope'],
    ['no request id', ''],
  ])('sends %s home', async (_name, query) => {
    serve(aGiftRequest());
    renderConfirmation(query);
    await vi.waitFor(() => expect(location().pathname).toBe('/'));
    expect(purchases()).toEqual([]);
  });

  it('waits for an open request, and completes it once the payment has come through', async () => {
    const served = serve(aGiftRequest({ status: 'open' }));
    const { user } = renderConfirmation();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Waiting for Your Payment' }),
    ).toBeVisible();
    expect(screen.getByText(/haven’t received your payment yet/)).toHaveAttribute('role', 'status');
    expect(served.completions).toEqual([]);

    served.update(aGiftRequest());
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByRole('heading', { name: 'Your gift is on its way' })).toBeVisible();
    expect(served.completions).toHaveLength(1);
    expect(purchases()).toHaveLength(1);
  });

  it('says an expired request was not paid, with a way to choose again', async () => {
    serve(aGiftRequest({ status: 'expired', plan: 'lux' }));
    renderConfirmation();
    expect(
      await screen.findByRole('heading', { name: 'This Gift Card Was Not Paid' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Choose a gift card' })).toHaveAttribute(
      'href',
      '/gift-cards/choose?plan=lux',
    );
  });

  it('offers a retry when the request cannot be looked up', async () => {
    let fail = true;
    server.use(
      http.get(gatewayUrl('gift-card'), () =>
        fail
          ? HttpResponse.json({ message: 'Down' }, { status: 503 })
          : HttpResponse.json(aGiftRequest({ completed: true })),
      ),
    );
    const { user } = renderConfirmation();
    expect(
      await screen.findByRole('heading', { name: "We couldn't confirm your gift card" }),
    ).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Your gift is on its way' })).toBeVisible();
    expect(reports).toHaveLength(1);
  });
});
