import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';
import {
  answerConfirm,
  answerSession,
  DECLINED,
  declined,
  fieldErrors,
  RETURN_PATH,
  SECRET,
} from '@/testing/localPaymentsTestData';
import { PaymentForm } from './PaymentForm';

const numberField = () => screen.getByLabelText('Card number');
const expiryField = () => screen.getByLabelText('Expiry (MM / YY)');
const cvcField = () => screen.getByLabelText('CVC');
const payButton = () => screen.getByRole('button', { name: 'Pay $130' });

const renderCardForm = async (confirm = answerConfirm()) => {
  server.use(answerSession(), confirm.handler);
  const result = renderWithProviders(
    <PaymentForm provider="local" clientSecret={SECRET} payLabel="Pay $130" />,
  );
  await screen.findByRole('button', { name: 'Pay $130' });
  return { ...result, bodies: confirm.bodies };
};

type User = Awaited<ReturnType<typeof renderCardForm>>['user'];

const fillCard = async (user: User, number = '4242424242424242') => {
  await user.type(numberField(), number);
  await user.type(expiryField(), '1234');
  await user.type(cvcField(), '123');
};

describe('LocalCardForm', () => {
  it('checks the card before sending anything', async () => {
    const { user, bodies } = await renderCardForm();
    await user.click(payButton());
    expect(numberField()).toHaveAccessibleDescription('Enter your card number.');
    expect(expiryField()).toHaveAccessibleDescription('Enter the expiry date (MM / YY).');
    expect(cvcField()).toHaveAccessibleDescription('Enter the security code (CVC).');
    expect(numberField()).toHaveFocus();

    await user.type(numberField(), '4242424242424241');
    await user.type(expiryField(), '1320');
    await user.type(cvcField(), '12');
    await user.click(payButton());
    expect(numberField()).toHaveAccessibleDescription('Your card number is invalid.');
    expect(expiryField()).toHaveAccessibleDescription("Your card's expiration date is invalid.");
    expect(cvcField()).toHaveAccessibleDescription("Your card's security code is invalid.");
    expect(bodies).toEqual([]);
  });

  it("shows the server's field errors under their fields", async () => {
    const confirm = answerConfirm(() =>
      fieldErrors([{ field: 'expiry', message: "Your card's expiration date is in the past." }]),
    );
    const { user } = await renderCardForm(confirm);
    await fillCard(user);
    await user.click(payButton());

    await waitFor(() =>
      expect(expiryField()).toHaveAccessibleDescription(
        "Your card's expiration date is in the past.",
      ),
    );
    expect(expiryField()).toHaveFocus();
    expect(expiryField()).toHaveAttribute('aria-invalid', 'true');
  });

  it('announces a decline and keeps the card form filled and usable', async () => {
    const confirm = answerConfirm(() => declined());
    const { user } = await renderCardForm(confirm);
    await fillCard(user, '4000000000000002');
    await user.click(payButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(DECLINED);
    expect(numberField()).toHaveValue('4000 0000 0000 0002');
    expect(expiryField()).toHaveValue('12 / 34');
    expect(cvcField()).toHaveValue('123');
    expect(payButton()).toBeEnabled();
  });

  it('sends one confirm however often Pay is pressed while it is on its way', async () => {
    const { user, bodies } = await renderCardForm(answerConfirm(undefined, 200));
    await fillCard(user);
    const form = screen.getByRole('form');
    await user.click(payButton());
    expect(payButton()).toBeDisabled();
    fireEvent.submit(form);
    fireEvent.submit(form);

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(RETURN_PATH));
    expect(bodies).toHaveLength(1);
  });

  it('repeats an attempt with the same key after an unknown outcome, a new one after a decline', async () => {
    const answers = [() => HttpResponse.error(), () => declined(), () => declined()];
    const confirm = answerConfirm((_body, call) => answers[call - 1]!());
    const { user, bodies } = await renderCardForm(confirm);
    await fillCard(user);

    await user.click(payButton());
    expect(await screen.findByRole('alert')).toHaveTextContent("you won't be charged twice");
    await user.click(payButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(DECLINED);
    await user.click(payButton());
    await waitFor(() => expect(bodies).toHaveLength(3));

    const [first, second, third] = bodies.map((body) => body.idempotencyKey);
    expect(second).toBe(first);
    expect(third).not.toBe(second);
  });
});
