import styled from 'styled-components';
import { Button } from './Button';
import { Modal } from './Modal';

type ErrorModalProps = {
  text?: string;
  onClose: () => void;
};

/** The Error modal (spec: title 'Error', optional text, an OK button). */
export const ErrorModal = ({ text, onClose }: ErrorModalProps) => (
  <Modal
    title="Error"
    size="sm"
    onClose={onClose}
    footer={
      <Button variant="primary" onClick={onClose}>
        OK
      </Button>
    }
  >
    {text && <Text>{text}</Text>}
  </Modal>
);

const Text = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
`;
