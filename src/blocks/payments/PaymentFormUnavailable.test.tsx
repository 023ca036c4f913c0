import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { env } from '@/config/env';
import { gatewayUrl } from '@/testing/apiUrls';
import { recordReports } from '@/testing/reports';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';
import { answerSession, SECRET } from '@/testing/localPaymentsTestData';
import { PaymentForm } from './PaymentForm';

const COPY =
  "We're unable to load the payment form at the moment. Please check your internet connection and refresh the page. If the issue continues, try again later or contact our support team";

const failSession = (answer: () => Response) =>
  server.use(http.post(gatewayUrl('payments/local/session'), answer, { once: true }));

const renderLocalForm = () =>
  renderWithProviders(<PaymentForm provider="local" clientSecret={SECRET} payLabel="Pay $130" />);

describe('PaymentFormUnavailable', () => {
  const reports = recordReports();

  it.each([
    ['no connection', () => HttpResponse.error()],
    ['a server fault', () => HttpResponse.json({ message: 'Down' }, { status: 503 })],
    ['an unknown session', () => HttpResponse.json({ message: 'Not found' }, { status: 404 })],
  ])(
    'shows the spec copy when the session fails (%s), and Try again loads it',
    async (_case, answer) => {
      server.use(answerSession());
      failSession(answer);
      const { user } = renderLocalForm();

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(COPY);
      const support = screen.getByRole('link', { name: /contact our support team/ });
      expect(support).toHaveAttribute('href', new URL(env.helpCenterUrl).href);
      expect(support).toHaveAttribute('target', '_blank');
      expect(support).toHaveAttribute('rel', expect.stringContaining('noopener'));
      expect(reports).toHaveLength(1);
      expect(JSON.stringify(reports)).not.toContain(SECRET);

      await user.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByRole('button', { name: 'Pay $130' })).toBeEnabled();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
  );
});
