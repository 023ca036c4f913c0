import styled from 'styled-components';
import type { ModalPropsByType } from '@/blocks/modals/modalTypes';
import { Modal } from '@/ui/Modal';
import { NumberedSteps } from '../components/NumberedSteps';
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
    <NumberedSteps steps={STEPS} variant="outlined" />
  </Modal>
);

const Intro = styled.p`
  margin-bottom: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.inkMuted};
`;
