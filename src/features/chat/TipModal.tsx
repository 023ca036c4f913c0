import { useId, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { useAppDispatch } from '@/app/hooks';
import { formatMoney } from '@/lib/money';
import { newIdempotencyKey } from '@/services/payments/idempotencyKey';
import { Button } from '@/ui/Button';
import { Modal } from '@/ui/Modal';
import type { ModalPropsByType } from '@/blocks/modals/modalTypes';
import { TextField } from '@/ui/TextField';
import { toastShown } from '@/blocks/modals/uiSlice';
import { ErrorText } from '@/ui/ErrorText';
import { useOpenChannelMutation, usePayTipMutation } from './chatApi';
import { parseCustomTip, TIP_MESSAGES, TIP_PRESETS } from './tipRules';
import { TipPayment, type TipCheckout } from './TipPayment';

/** The tip's own checkout in an answer, when the server opened one (no card on file). */
const checkoutOf = (value: unknown): TipCheckout | null => {
  if (!value || typeof value !== 'object') return null;
  const { provider, clientSecret, amount } = value as Record<string, unknown>;
  return (provider === 'stripe' || provider === 'local') &&
    typeof clientSecret === 'string' &&
    clientSecret &&
    typeof amount === 'number'
    ? { provider, clientSecret, amount }
    : null;
};

type TipModalProps = ModalPropsByType['Tip'] & { onClose: () => void };

type TipValues = {
  /** The chosen tip in dollars; null for none. */
  amount: number | null;
  /** The custom amount as typed (kept while the shopper goes back and forth). */
  customText: string;
  /** The custom amount last confirmed with OK, as parsed; null before any. */
  custom: number | null;
};

const NO_TIP: TipValues = { amount: null, customText: '', custom: null };

/**
 * Tip (spec 000 §4): the select view (the presets, and a custom amount) and the custom view,
 * whose OK comes back to select with that amount chosen. Done with an amount charges the card
 * on file (`POST invoice/payTip`, one Idempotency-Key per tap) and closes only when the answer's
 * data is exactly `true`; a failure stays on select with the spec's message. With no card on
 * file the server opens the tip's own checkout, shown here as the payment view. Done with no
 * amount just closes.
 */
export const TipModal = ({
  stylistId,
  stylistName,
  channelSid,
  reviewed,
  onClose,
}: TipModalProps) => {
  const dispatch = useAppDispatch();
  const [view, setView] = useState<'select' | 'custom'>('select');
  const [checkout, setCheckout] = useState<TipCheckout | null>(null);
  const { control, register, handleSubmit, setValue } = useForm<TipValues>({
    defaultValues: NO_TIP,
  });
  const custom = useWatch({ control, name: 'custom' });
  const [failure, setFailure] = useState<string | null>(null);
  const [payTip, paying] = usePayTipMutation();
  const [openChannel] = useOpenChannelMutation();
  /**
   * The key of the last tap on Done, with its amount: a retry of that amount sends it again (if
   * the first went through after all, the server charges once); another amount is a new tap.
   */
  const tap = useRef<{ amount: number; key: string } | null>(null);
  const groupId = useId();

  const handleDone = async ({ amount }: TipValues) => {
    if (!amount) {
      onClose();
      return;
    }
    setFailure(null);
    if (tap.current?.amount !== amount) tap.current = { amount, key: newIdempotencyKey() };
    const idempotencyKey = tap.current.key;
    try {
      const sid = channelSid ?? (await openChannel(stylistId).unwrap()).sid;
      const answer = await payTip({
        amount,
        channelSid: sid,
        stylistId,
        idempotencyKey,
      }).unwrap();
      const ownCheckout = answer.data === false ? checkoutOf(answer.checkout) : null;
      if (ownCheckout) {
        setCheckout(ownCheckout);
        return;
      }
      if (answer.data !== true) {
        setFailure(TIP_MESSAGES.notTrue);
        return;
      }
      dispatch(
        toastShown({
          content: `Thank you! Your ${formatMoney(amount)} tip is on its way to ${stylistName}.`,
        }),
      );
      onClose();
    } catch {
      setFailure(TIP_MESSAGES.cardInvalid);
    }
  };

  const handleConfirmCustom = ({ customText }: TipValues) => {
    const value = parseCustomTip(customText);
    setValue('custom', value);
    setValue('amount', value || null);
    setView('select');
  };

  if (checkout) {
    return (
      <TipPayment
        stylistName={stylistName}
        checkout={checkout}
        onBack={() => setCheckout(null)}
        onClose={onClose}
      />
    );
  }

  if (view === 'custom') {
    return (
      <Modal title={`Tip ${stylistName}`} size="sm" onClose={onClose}>
        <Form onSubmit={handleSubmit(handleConfirmCustom)} aria-label="Custom tip">
          <TextField
            label="Tip amount in dollars"
            inputMode="numeric"
            hint="Whole dollars."
            {...register('customText')}
          />
          <Actions>
            <Button type="button" variant="secondary" onClick={() => setView('select')}>
              Back
            </Button>
            <Button type="submit">OK</Button>
          </Actions>
        </Form>
      </Modal>
    );
  }

  const customChoice =
    custom !== null && custom > 0 && !(TIP_PRESETS as readonly number[]).includes(custom)
      ? custom
      : null;

  return (
    <Modal title={`Tip ${stylistName}`} size="sm" onClose={onClose}>
      <Form
        aria-label={`Tip ${stylistName}`}
        onSubmit={(event) => void handleSubmit(handleDone)(event)}
      >
        {reviewed && <Lead>Thank you for your review! It is on {stylistName}’s profile now.</Lead>}
        <Amounts aria-labelledby={groupId}>
          <legend id={groupId}>Choose a tip</legend>
          <Controller
            control={control}
            name="amount"
            render={({ field }) => (
              <Choices>
                {TIP_PRESETS.map((preset) => (
                  <Choice
                    key={preset}
                    data-on={field.value === preset && custom !== preset ? true : undefined}
                  >
                    <input
                      type="radio"
                      name="tip"
                      checked={field.value === preset}
                      onChange={() => field.onChange(preset)}
                    />
                    {formatMoney(preset)}
                  </Choice>
                ))}
                {customChoice !== null && (
                  <Choice>
                    <input
                      type="radio"
                      name="tip"
                      checked={field.value === customChoice}
                      onChange={() => field.onChange(customChoice)}
                    />
                    {formatMoney(customChoice)}
                  </Choice>
                )}
              </Choices>
            )}
          />
          <Button type="button" variant="ghost" size="sm" onClick={() => setView('custom')}>
            Custom amount
          </Button>
        </Amounts>
        <Note>100% goes to the stylist.</Note>
        {failure && <ErrorText role="alert">{failure}</ErrorText>}
        <Button type="submit" disabled={paying.isLoading}>
          {paying.isLoading ? 'Sending…' : 'Done'}
        </Button>
      </Form>
    </Modal>
  );
};

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Lead = styled.p`
  margin: 0;
`;

const Amounts = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const Choice = styled.label`
  display: inline-flex;
  gap: ${({ theme }) => theme.space.xs};
  align-items: center;
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.inverse};
  }
  &:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  justify-content: flex-end;
`;
