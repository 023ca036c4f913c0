import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { gatewayUrl } from '@/testing/apiUrls';
import { renderWithProviders, signedInState } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';
import { PaymentHistoryTab } from './PaymentHistoryTab';

const serve = (answer: () => Response) =>
  server.use(http.get(gatewayUrl('proxy/user/user-1/sessionsPayments'), answer));

const renderTab = () =>
  renderWithProviders(<PaymentHistoryTab />, { preloadedState: signedInState() });

describe('PaymentHistoryTab', () => {
  it('lists each payment with its date, what it was and the amount', async () => {
    serve(() =>
      HttpResponse.json([
        {
          uuid: 'tip-1',
          kind: 'tip',
          description: 'Tip for Jane Doe',
          amount: 15,
          currency: 'usd',
          created: '2025-03-05T14:00:00Z',
        },
        {
          uuid: 'session-1',
          kind: 'session',
          description: 'Major session with Jane Doe',
          amount: 86.6,
          currency: 'usd',
          created: '2025-02-01T10:00:00Z',
        },
      ]),
    );
    renderTab();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['March 05, 2025', 'Tip for Jane Doe', '$15'],
      ['February 01, 2025', 'Major session with Jane Doe', '$86.60'],
    ]);
  });

  it('dates a payment of the last 7 days as relative time (000 §9), older ones in full', async () => {
    const DAY_MS = 24 * 60 * 60 * 1000;
    serve(() =>
      HttpResponse.json([
        {
          uuid: 'tip-2',
          kind: 'tip',
          description: 'Tip for Jane Doe',
          amount: 10,
          currency: 'usd',
          created: new Date(Date.now() - DAY_MS).toISOString(),
        },
        {
          uuid: 'session-2',
          kind: 'session',
          description: 'Mini session with Jane Doe',
          amount: 40,
          currency: 'usd',
          created: new Date(Date.now() - 3 * DAY_MS).toISOString(),
        },
        {
          uuid: 'session-3',
          kind: 'session',
          description: 'Major session with Jane Doe',
          amount: 90,
          currency: 'usd',
          created: '2025-02-01T10:00:00Z',
        },
      ]),
    );
    renderTab();
    const table = await screen.findByRole('table');
    const dates = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    expect(dates).toEqual(['a day ago', '3 days ago', 'February 01, 2025']);
  });

  it.each([
    ['an empty list', []],
    ['an answer that is not a list', { items: [{ amount: 1 }] }],
  ])('shows the empty state for %s', async (_name, answer) => {
    serve(() => HttpResponse.json(answer));
    renderTab();
    expect(
      await screen.findByText('No payments yet. Your session payments and tips will show here.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('offers a retry when the payments cannot load', async () => {
    let fail = true;
    serve(() => (fail ? HttpResponse.json({}, { status: 500 }) : HttpResponse.json([])));
    const { user } = renderTab();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    await user.click(retry);
    expect(await screen.findByText(/No payments yet/)).toBeInTheDocument();
  });
});
