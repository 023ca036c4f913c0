import styled from 'styled-components';
import type { ModalPropsByType } from '@/blocks/modals/modalTypes';
import { Modal } from '@/ui/Modal';
import { StartStylingButton } from '../components/StartStylingButton';
import { shopItBackCreditsText } from './shopItBackCredits';
import { noteShopItBack } from '@/lib/shopItBackVisit';

type BannerModalProps = ModalPropsByType['Banner'] & { onClose: () => void };

const STEPS = [
  {
    title: 'Book a session',
    text: 'Pick Mini, Major or Lux and start styling with your stylist.',
  },
  {
    title: 'Get your shopping code',
    text: `We e-mail you a code worth your session: ${shopItBackCreditsText}.`,
  },
  {
    title: 'Apply it at checkout',
    text: 'Use the code on the pieces you love from your style boards.',
  },
];

/** Banner (spec 000 §2): how Shop it Back works, with a Book My Session button. */
export const BannerModal = ({ onClose }: BannerModalProps) => (
  <Modal
    title="How Shop it Back Works"
    onClose={onClose}
    footer={
      <StartStylingButton
        element="shop it back click"
        onBeforeStart={() => {
          noteShopItBack();
          onClose();
        }}
        fullWidth
      >
        Book My Session
      </StartStylingButton>
    }
  >
    <Intro>
      Your styling session pays for itself: its full value comes back as shopping credit.
    </Intro>
    <Steps>
      {STEPS.map((step, index) => (
        <Step key={step.title}>
          <Number aria-hidden="true">{index + 1}</Number>
          <div>
            <StepTitle>{step.title}</StepTitle>
            <StepText>{step.text}</StepText>
          </div>
        </Step>
      ))}
    </Steps>
  </Modal>
);

const Intro = styled.p`
  margin-bottom: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Step = styled.li`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space.md};
  align-items: start;
`;

const Number = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 2.5rem;
  height: 2.5rem;
  border: 1px solid ${({ theme }) => theme.colors.major};
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.major};
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const StepTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const StepText = styled.p`
  margin-top: ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.colors.inkMuted};
`;
