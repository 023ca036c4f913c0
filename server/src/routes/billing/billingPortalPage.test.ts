import { describe, expect, it } from 'vitest';
import { billingPortalPage, type PortalMembership } from './billingPortalPage';

const membership = (overrides: Partial<PortalMembership> = {}): PortalMembership => ({
  id: 'session-1',
  title: 'Mini monthly membership with Ana Ruiz',
  status: 'active',
  trialEnd: new Date('2026-06-04T00:00:00Z'),
  periodEnd: new Date('2026-06-04T00:00:00Z'),
  monthlyCents: 5400,
  cancelAtPeriodEnd: false,
  managedByStripe: false,
  ...overrides,
});

const page = (memberships: PortalMembership[]) =>
  billingPortalPage({
    productName: 'Lookwright',
    userName: 'Ada Lovelace',
    payments: [],
    memberships,
    returnUrl: '/app/',
    cancelAction: (id) => `token/memberships/${id}/cancel`,
  });

describe('billingPortalPage', () => {
  it('offers to cancel a running membership, with the membership in the button’s name', () => {
    const html = page([membership()]);
    expect(html).toContain(
      '<button type="submit">Cancel membership<span class="visually-hidden">: Mini monthly membership with Ana Ruiz</span></button>',
    );
    expect(html).toContain('<dt>Next charge</dt><dd>$54 on June 4, 2026</dd>');
    expect(html).toContain('You have no payments yet.');
  });

  it('sends a membership billed by Stripe to Stripe, and offers nothing for an ended one', () => {
    const html = page([
      membership({ managedByStripe: true }),
      membership({ id: 'session-2', status: 'ended' }),
    ]);
    expect(html).not.toContain('<form');
    expect(html).toContain('Billed through Stripe');
    expect(html).toContain('<dt>Status</dt><dd>Ended</dd>');
  });
});
