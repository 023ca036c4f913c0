import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { recordReports } from '@/testing/reports';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';
import {
  answerConfirm,
  answerSession,
  paymentSession,
  RETURN_PATH,
  SECRET,
} from '@/testing/localPaymentsTestData';
import { PaymentForm } from './PaymentForm';

const renderLocalForm = async (payLabel = 'Pay $130') => {
  const result = renderWithProviders(
    <PaymentForm provider="local" clientSecret={SECRET} payLabel={payLabel} />,
    { route: '/checkout' },
  );
  await screen.findByRole('button', { name: payLabel });
  return result;
};

describe('LocalPaymentForm', () => {
  const reports = recordReports();

  it('shows what is paid and pays with the test card, then goes to the return path', async () => {
    const confirm = answerConfirm();
    server.use(answerSession(), confirm.handler);
    const { user, store } = await renderLocalForm();

    const form = screen.getByRole('form', { name: 'Mini styling session with Maya' });
    expect(form).toHaveTextContent('Total$130');
    expect(form).toHaveTextContent('4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined');

    const number = screen.getByLabelText('Card number');
    expect(number).toHaveAttribute('inputmode', 'numeric');
    expect(number).toHaveAttribute('autocomplete', 'cc-number');
    await user.type(number, '4242424242424242');
    expect(number).toHaveValue('4242 4242 4242 4242');
    await user.type(screen.getByLabelText('Expiry (MM / YY)'), '1234');
    expect(screen.getByLabelText('Expiry (MM / YY)')).toHaveValue('12 / 34');
    await user.type(screen.getByLabelText('CVC'), '123');
    await user.click(screen.getByRole('button', { name: 'Pay $130' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(RETURN_PATH));
    expect(confirm.bodies).toEqual([
      {
        secret: SECRET,
        number: '4242424242424242',
        expiry: '12/34',
        cvc: '123',
        idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    ]);
    // Card data stays in the form: never in the store or the error reports.
    expect(JSON.stringify(store.getState())).not.toMatch(/4242424242424242|"123"/);
    expect(reports).toEqual([]);
  });

  it('says plainly that a trial checks the card and charges nothing today', async () => {
    server.use(
      answerSession(
        paymentSession({
          description: 'Monthly Mini',
          amount: 49,
          mode: 'trial',
          trialEnd: '2099-01-03',
        }),
      ),
    );
    await renderLocalForm('Start Free Trial');

    const form = screen.getByRole('form', { name: 'Monthly Mini' });
    expect(form).toHaveTextContent('Due today$0');
    expect(form).toHaveTextContent(
      'Your card is checked now and nothing is charged today. Your free trial ends January 03, 2099; then $49.',
    );
  });
});
