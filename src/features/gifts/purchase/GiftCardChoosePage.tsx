import { useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { planOrDefault, type PlanId } from '@shared/plans';
import { Button } from '@/ui/Button';
import { CreditChoiceField } from './CreditChoiceField';
import { PlanChoiceField } from './PlanChoiceField';
import { StepPage } from '@/ui/StepPage';
import { GiftSummary } from './GiftSummary';
import { NO_CREDIT, creditAmount, creditChoiceFor, isCreditTooHigh } from './creditChoice';
import { decodeGiftChoice, giftCheckoutPath, giftTotals } from './giftCardRules';

/**
 * /gift-cards/choose?plan=: the plan (unknown or missing → major) and the amount it sets, optional
 * extra shopping credit, the total, then Continue to the checkout with the choice encoded in
 * `gift`. Coming back from the checkout (`gift=` too), the credit chosen before is shown again.
 */
export const GiftCardChoosePage = () => {
  const [params, setParams] = useSearchParams();
  const plan = planOrDefault(params.get('plan'));
  const [credit, setCredit] = useState(() => {
    const previous = decodeGiftChoice(params.get('gift'));
    return previous ? creditChoiceFor(previous.additionalAmount) : NO_CREDIT;
  });
  const customRef = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const choice = { plan, additionalAmount: creditAmount(credit) };

  const handlePlan = (next: PlanId) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('plan', next);
        return updated;
      },
      { replace: true },
    );

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isCreditTooHigh(credit)) {
      customRef.current?.focus();
      return;
    }
    void navigate(giftCheckoutPath(choice));
  };

  return (
    <StepPage
      title="Choose a Gift Card"
      description="Pick the styling session to give and add shopping credit if you like."
      subtitle="A styling session with a personal stylist, delivered by e-mail."
    >
      <Form noValidate aria-label="Choose your gift card" onSubmit={handleSubmit}>
        <PlanChoiceField value={plan} onChange={handlePlan} />
        <CreditChoiceField value={credit} onChange={setCredit} customRef={customRef} />
        <GiftSummary plan={plan} {...giftTotals(choice)} />
        <Button type="submit" variant="major" size="lg" fullWidth>
          Continue
        </Button>
      </Form>
    </StepPage>
  );
};

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
`;
