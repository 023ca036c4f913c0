import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { gatewayApi } from '@/api/gatewayApi';
import { useAppDispatch, useAppStore } from '@/app/hooks';
import { CHANNEL_CREATION_FAILED } from '@/blocks/chat/channelReports';
import { sendChatText } from '@/blocks/chat/sendChatText';
import { reportError } from '@/services/errorReporting';
import { Button, ButtonLink } from '@/ui/Button';
import { Modal } from '@/ui/Modal';
import type { ModalPropsByType } from '@/blocks/modals/modalTypes';
import { ErrorText } from '@/ui/ErrorText';
import { TextAreaField } from '@/ui/TextAreaField';
import { useCreateChannelMutation } from './profileApi';

type ContactModalProps = ModalPropsByType['Contact'] & { onClose: () => void };

type Status = 'idle' | 'loading' | 'success' | 'failed';

/** The server's limit on a chat message. */
const MAX_MESSAGE_LENGTH = 4000;

/**
 * Contact (spec 000 §4): idle, loading, then 'Message Sent!' or 'Could not send message'.
 * Sending opens (or reuses) the chat channel with the stylist, sends the text through the chat
 * adapter (the chat's one road), and the inbox refreshes through its tag.
 */
export const ContactModal = ({ stylistId, stylistName, onClose }: ContactModalProps) => {
  const [message, setMessage] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const [createChannel] = useCreateChannelMutation();
  const store = useAppStore();
  const dispatch = useAppDispatch();
  const content = message.trim();

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!content || status === 'loading') return;
    setStatus('loading');
    try {
      const { sid } = await createChannel(stylistId).unwrap();
      const userId = store.getState().auth.userId;
      if (!userId) throw new Error('Contact needs a signed-in shopper');
      await sendChatText(store, { userId, channelSid: sid, text: content });
      dispatch(gatewayApi.util.invalidateTags(['Inbox']));
      setStatus('success');
    } catch {
      reportError(new Error(CHANNEL_CREATION_FAILED), { stylistId });
      setStatus('failed');
    }
  };

  if (status === 'success') {
    return (
      <Modal title="Message Sent!" size="sm" onClose={onClose}>
        <Body>
          <Text>{stylistName} will reply in your inbox.</Text>
          <Actions>
            <ButtonLink to="/inbox" onClick={onClose}>
              Go to inbox
            </ButtonLink>
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
          </Actions>
        </Body>
      </Modal>
    );
  }

  return (
    <Modal title={`Contact ${stylistName}`} onClose={onClose}>
      <Form aria-label={`Contact ${stylistName}`} onSubmit={(event) => void handleSubmit(event)}>
        <Text>Ask {stylistName} anything about styling with them. They answer in your inbox.</Text>
        <MessageField
          label="Your message"
          required
          rows={6}
          maxLength={MAX_MESSAGE_LENGTH}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
        />
        {status === 'failed' && <ErrorText role="alert">Could not send message</ErrorText>}
        <Button type="submit" fullWidth disabled={!content} isLoading={status === 'loading'}>
          Send message
        </Button>
      </Form>
    </Modal>
  );
};

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const Text = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const MessageField = styled(TextAreaField)`
  textarea {
    min-height: 9rem;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;
