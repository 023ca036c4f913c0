import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { gatewayUrl } from '@/testing/apiUrls';
import { recordReports } from '@/testing/reports';
import { renderWithProviders, signedInState } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';
import type { ApiMembership } from './membershipApi';
import { MembershipTab } from './MembershipTab';
import { aTrialMembership, anApiMembership } from './membershipTestData';

type Answer = ApiMembership[] | 'error';

/** Serves the list (answers in turn, the last one repeating) and the two changes. */
const serve = (answers: Answer[], change?: (action: string) => Response | ApiMembership) => {
  const calls: string[] = [];
  let listed = 0;
  server.use(
    http.get(gatewayUrl('proxy/user/user-1/sessions'), () => {
      const answer = answers[Math.min(listed, answers.length - 1)]!;
      listed += 1;
      return answer === 'error'
        ? HttpResponse.json({ message: 'Down' }, { status: 500 })
        : HttpResponse.json({ items: answer });
    }),
    http.put(gatewayUrl('proxy/session/:id/:action'), ({ params }) => {
      const action = String(params.action);
      calls.push(`${action} ${String(params.id)}`);
      const answer = change?.(action);
      return answer instanceof Response ? answer : HttpResponse.json(answer ?? {});
    }),
  );
  return calls;
};

const renderTab = () => renderWithProviders(<MembershipTab />, { preloadedState: signedInState() });

const card = () => screen.findByRole('article', { name: /Major monthly membership with Ana Ruiz/ });

describe('MembershipTab states', () => {
  recordReports();

  it('shows an active membership: plan, stylist, payment, last billing date, card, renewal', async () => {
    serve([[anApiMembership()]]);
    renderTab();
    expect(screen.getByText('Loading your membership…')).toHaveAttribute('role', 'status');
    const membership = await card();
    expect(within(membership).getByText('Active')).toBeInTheDocument();
    expect(within(membership).getByText('Renews on April 05, 2026 at $117.')).toBeInTheDocument();
    expect(membership.querySelector('dl')).toHaveTextContent(
      'PlanMajor (monthly)StylistAna RuizPayment$117 a monthLast billing dateMarch 05, 2026Payment methodCard ending in 4242',
    );
    expect(membership).toHaveTextContent(
      'On the Monthly Plan you may cancel after seeing the mood board and switch stylist.',
    );
    expect(within(membership).getByRole('button', { name: 'Cancel membership' })).toBeEnabled();
  });

  it('shows a trial with the day it ends and the first payment', async () => {
    serve([[aTrialMembership()]]);
    renderTab();
    const membership = await card();
    expect(within(membership).getByText('Free trial')).toBeInTheDocument();
    expect(membership).toHaveTextContent(
      'Free trial until March 05, 2026. Your first payment of $117 is on March 05, 2026.',
    );
    expect(membership).toHaveTextContent('Last billing dateNone yet (free trial)');
  });

  it('shows an ending membership with its end date and a way to reactivate', async () => {
    serve([[anApiMembership({ cancelAtPeriodEnd: true })]]);
    renderTab();
    const membership = await card();
    expect(within(membership).getByText('Ending')).toBeInTheDocument();
    expect(membership).toHaveTextContent('Ends on April 05, 2026.');
    expect(within(membership).getByRole('button', { name: 'Reactivate membership' })).toBeVisible();
  });

  it('shows an inactive membership with the day it ended, and nothing to change', async () => {
    serve([
      [anApiMembership({ status: 'inactive', cancelAtPeriodEnd: true, paymentMethod: null })],
    ]);
    renderTab();
    const membership = await card();
    expect(within(membership).getByText('Inactive')).toBeInTheDocument();
    expect(membership).toHaveTextContent('Ended on April 05, 2026.');
    expect(membership).toHaveTextContent('Payment methodNo card on file');
    expect(within(membership).queryByRole('button')).toBeNull();
    expect(membership).not.toHaveTextContent('mood board');
  });

  it('offers a way to book when there is no membership', async () => {
    serve([[]]);
    renderTab();
    expect(await screen.findByRole('heading', { name: 'You have no membership' })).toBeVisible();
    expect(screen.getByText(/free 3-day trial/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Book a stylist' })).toHaveAttribute(
      'href',
      '/stylistSearch',
    );
  });

  it('offers a retry when the list fails to load', async () => {
    serve(['error', [anApiMembership()]]);
    const { user } = renderTab();
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load your membership");
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await card()).toBeVisible();
  });
});

describe('MembershipTab changes', () => {
  recordReports();

  it('cancels in two clicks, stating the last day of access, then shows the end date', async () => {
    const calls = serve([[anApiMembership()]], () => anApiMembership({ cancelAtPeriodEnd: true }));
    const { user } = renderTab();
    await user.click(within(await card()).getByRole('button', { name: 'Cancel membership' }));

    const dialog = screen.getByRole('dialog', { name: 'Cancel your membership?' });
    expect(dialog).toHaveTextContent('Your last day of access is April 05, 2026.');
    expect(dialog).not.toHaveTextContent(/survey|call us|chat/i);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel membership' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toEqual(['cancel membership-1']);
    // The answer takes the card's place a moment after the dialog closes.
    const membership = await card();
    const reactivate = await within(membership).findByRole('button', {
      name: 'Reactivate membership',
    });
    expect(membership).toHaveTextContent('Ends on April 05, 2026.');
    await waitFor(() => expect(reactivate).toHaveFocus());
  });

  it('says in the confirmation that a trial ends without a charge', async () => {
    serve([[aTrialMembership()]]);
    const { user } = renderTab();
    await user.click(within(await card()).getByRole('button', { name: 'Cancel membership' }));
    expect(screen.getByRole('dialog')).toHaveTextContent(
      'Your last day of access is March 05, 2026. Your free trial ends then, so nothing is charged.',
    );
  });

  it('reactivates in two clicks, stating the renewal', async () => {
    const calls = serve([[anApiMembership({ cancelAtPeriodEnd: true })]], () => anApiMembership());
    const { user } = renderTab();
    await user.click(within(await card()).getByRole('button', { name: 'Reactivate membership' }));
    const dialog = screen.getByRole('dialog', { name: 'Reactivate your membership?' });
    expect(dialog).toHaveTextContent(
      'Your Major membership will renew on April 05, 2026 at $117 a month.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reactivate membership' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toEqual(['reactivate membership-1']);
    const membership = await card();
    await waitFor(() => expect(membership).toHaveTextContent('Renews on April 05, 2026 at $117.'));
  });

  it('changes nothing when the dialog is closed with Escape or Keep membership', async () => {
    const calls = serve([[anApiMembership()]]);
    const { user } = renderTab();
    const open = within(await card()).getByRole('button', { name: 'Cancel membership' });
    await user.click(open);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(open).toHaveFocus();
    await user.click(open);
    await user.click(screen.getByRole('button', { name: 'Keep membership' }));
    expect(calls).toEqual([]);
  });

  it('keeps the dialog open with a message when cancelling fails', async () => {
    serve([[anApiMembership()]], () => HttpResponse.json({ message: 'Down' }, { status: 503 }));
    const { user } = renderTab();
    await user.click(within(await card()).getByRole('button', { name: 'Cancel membership' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel membership' }),
    );
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent('Down');
  });

  it('says why an ended membership cannot be reactivated, and shows it ended', async () => {
    const message =
      'This membership has ended, so it can no longer be reactivated. Book a new session to start again.';
    serve(
      [
        [anApiMembership({ cancelAtPeriodEnd: true })],
        [anApiMembership({ cancelAtPeriodEnd: true, status: 'inactive' })],
      ],
      () => HttpResponse.json({ message, code: 'membership_ended' }, { status: 409 }),
    );
    const { user } = renderTab();
    await user.click(within(await card()).getByRole('button', { name: 'Reactivate membership' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Reactivate membership' }),
    );
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(message);
    await user.click(screen.getByRole('button', { name: 'Not now' }));
    // The list is asked again after a refusal: the card follows its answer.
    const membership = await card();
    await waitFor(() => expect(membership).toHaveTextContent('Ended on April 05, 2026.'));
  });
});
