import { createHash } from 'node:crypto';
import { longDate } from '../../services/longDate';

export type PortalPayment = {
  date: Date;
  description: string;
  amountCents: number;
  kind: 'payment' | 'verification';
  cardLast4: string;
};

export type PortalMembership = {
  id: string;
  title: string;
  status: 'trial' | 'active' | 'ended';
  trialEnd: Date | null;
  periodEnd: Date | null;
  monthlyCents: number;
  cancelAtPeriodEnd: boolean;
  /** Billed by Stripe: cancelled in Stripe's portal, not here. */
  managedByStripe: boolean;
};

export type PortalPageInput = {
  productName: string;
  userName: string;
  payments: PortalPayment[];
  memberships: PortalMembership[];
  /** Inside the app, already checked. */
  returnUrl: string;
  /** The cancel form's action for a membership (relative to the page). */
  cancelAction: (membershipId: string) => string;
};

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? '',
  );

const money = (cents: number) =>
  (cents / 100).toLocaleString('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
  });

const STYLE = `
body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#161616;background:#fafafa}
main{max-width:44rem;margin:0 auto;padding:2rem 1rem}
h1{font-size:1.75rem;margin:0 0 .25rem}
h2{font-size:1.25rem;margin:2rem 0 .75rem}
h3{font-size:1.05rem;margin:0 0 .5rem}
ul{list-style:none;padding:0;margin:0}
li.membership{background:#fff;border:1px solid #ddd;border-radius:8px;padding:1rem;margin-bottom:1rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0 0 .75rem}
dt{font-weight:600}dd{margin:0}
table{width:100%;border-collapse:collapse;background:#fff}
th,td{text-align:left;padding:.5rem;border-bottom:1px solid #ddd;vertical-align:top}
td.amount{white-space:nowrap}
button{font:inherit;padding:.5rem 1rem;border:1px solid #7d1818;color:#7d1818;background:#fff;border-radius:6px;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid #161616;outline-offset:2px}
a{color:#161616}
.back{margin-top:2rem}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
`;

/** The page's Content-Security-Policy: nothing but its own inline style and same-origin forms. */
export const PORTAL_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

const layout = (productName: string, title: string, body: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | ${escapeHtml(productName)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;

const membershipItem = (membership: PortalMembership, input: PortalPageInput) => {
  const rows: [string, string][] = [
    [
      'Status',
      membership.status === 'trial'
        ? 'Free trial'
        : membership.status === 'active'
          ? membership.cancelAtPeriodEnd
            ? 'Cancelled'
            : 'Active'
          : 'Ended',
    ],
  ];
  if (membership.trialEnd) rows.push(['Trial ends', longDate(membership.trialEnd)]);
  if (membership.status !== 'ended' && membership.periodEnd) {
    rows.push(
      membership.cancelAtPeriodEnd
        ? ['Next charge', `None. Your membership ends on ${longDate(membership.periodEnd)}.`]
        : ['Next charge', `${money(membership.monthlyCents)} on ${longDate(membership.periodEnd)}`],
    );
  }
  const running = membership.status !== 'ended' && !membership.cancelAtPeriodEnd;
  const canCancel = running && !membership.managedByStripe;
  return `<li class="membership">
<h3>${escapeHtml(membership.title)}</h3>
<dl>${rows.map(([term, value]) => `<dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd>`).join('')}</dl>
${
  canCancel
    ? `<form method="post" action="${escapeHtml(input.cancelAction(membership.id))}"><button type="submit">Cancel membership<span class="visually-hidden">: ${escapeHtml(membership.title)}</span></button></form>`
    : running && membership.managedByStripe
      ? '<p>Billed through Stripe: cancel it from Billing in your settings.</p>'
      : ''
}
</li>`;
};

const paymentRow = (payment: PortalPayment) => {
  const description =
    payment.kind === 'verification'
      ? `${payment.description} (card check for the free trial: nothing charged)`
      : payment.description;
  return `<tr><td>${escapeHtml(longDate(payment.date))}</td><td>${escapeHtml(description)}</td><td class="amount">${escapeHtml(money(payment.amountCents))}</td><td>${escapeHtml(`Card ending in ${payment.cardLast4}`)}</td></tr>`;
};

/** The reference server's own billing page: memberships, then payments, then the way back. */
export const billingPortalPage = (input: PortalPageInput) =>
  layout(
    input.productName,
    'Billing',
    `<h1>Billing</h1>
<p>For ${escapeHtml(input.userName)}</p>
<section aria-labelledby="memberships-title">
<h2 id="memberships-title">Memberships</h2>
${
  input.memberships.length
    ? `<ul>${input.memberships.map((membership) => membershipItem(membership, input)).join('\n')}</ul>`
    : '<p>You have no memberships.</p>'
}
</section>
<section aria-labelledby="payments-title">
<h2 id="payments-title">Payments</h2>
${
  input.payments.length
    ? `<table>
<thead><tr><th scope="col">Date</th><th scope="col">Description</th><th scope="col">Amount</th><th scope="col">Card</th></tr></thead>
<tbody>${input.payments.map(paymentRow).join('\n')}</tbody>
</table>`
    : '<p>You have no payments yet.</p>'
}
</section>
<p class="back"><a href="${escapeHtml(input.returnUrl)}">Return to ${escapeHtml(input.productName)}</a></p>`,
  );

/** An unknown or expired link. */
export const expiredPortalPage = (productName: string) =>
  layout(
    productName,
    'Link expired',
    `<h1>This billing link has expired</h1>
<p>Billing links work for one hour. Open billing again from your settings.</p>
<p class="back"><a href="/app/">Return to ${escapeHtml(productName)}</a></p>`,
  );
