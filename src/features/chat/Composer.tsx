import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Button } from '@/ui/Button';
import { CloseIcon, ImageIcon, SendIcon } from '@/ui/icons';
import { ErrorText } from '@/ui/ErrorText';
import { PICTURE_TYPES } from './chatPicture';
import type { ShownMessage } from './chatMessages';
import { snippet } from './MessageItem';

/** The chat service's limit on a message. */
export const MAX_MESSAGE_LENGTH = 4000;

type ComposerProps = {
  stylistName: string;
  disabled: boolean;
  replyingTo: ShownMessage | null;
  onCancelReply: () => void;
  onSend: (text: string) => void;
  /** Sends a picture; answers why it cannot be sent, or null. */
  onPicture: (file: File) => Promise<string | null>;
};

/**
 * Writing to the stylist: a message (Enter sends, Shift+Enter starts a new line), a picture
 * (JPEG or PNG), and, when replying, the message being answered with a way to cancel.
 */
export const Composer = ({
  stylistName,
  disabled,
  replyingTo,
  onCancelReply,
  onSend,
  onPicture,
}: ComposerProps) => {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const textId = useId();
  const problemId = useId();
  const content = text.trim();

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!content || disabled) return;
    onSend(content);
    setText('');
    setProblem(null);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <Form onSubmit={submit}>
      {replyingTo && (
        <Replying>
          <span>
            Replying to: <strong>{snippet(replyingTo)}</strong>
          </span>
          <IconButton type="button" onClick={onCancelReply} aria-label="Cancel reply">
            <CloseIcon size={18} />
          </IconButton>
        </Replying>
      )}
      <Row>
        <IconButton
          type="button"
          onClick={() => fileInput.current?.click()}
          disabled={disabled}
          aria-label="Send a picture"
        >
          <ImageIcon />
        </IconButton>
        <input
          ref={fileInput}
          type="file"
          accept={PICTURE_TYPES.join(',')}
          hidden
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void onPicture(file).then(setProblem);
          }}
        />
        <label htmlFor={textId} className="visually-hidden">
          Message {stylistName}
        </label>
        <TextArea
          id={textId}
          rows={1}
          value={text}
          maxLength={MAX_MESSAGE_LENGTH}
          placeholder={`Message ${stylistName}`}
          aria-describedby={problem ? problemId : undefined}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={handleKeyDown}
        />
        <Button type="submit" size="sm" disabled={disabled || !content} aria-label="Send">
          <SendIcon size={20} />
        </Button>
      </Row>
      {problem && (
        <ErrorText id={problemId} role="alert">
          {problem}
        </ErrorText>
      )}
    </Form>
  );
};

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.canvas};
`;

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  align-items: flex-end;
`;

const TextArea = styled.textarea`
  flex: 1;
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  max-height: 10rem;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.sm}`};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  font: inherit;
  resize: vertical;
  field-sizing: content;
`;

const IconButton = styled.button`
  display: inline-grid;
  flex-shrink: 0;
  place-items: center;
  width: ${({ theme }) => theme.sizes.touchTarget};
  height: ${({ theme }) => theme.sizes.touchTarget};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: none;
  color: ${({ theme }) => theme.colors.ink};
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.surface};
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

const Replying = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  align-items: center;
  justify-content: space-between;
  padding-left: ${({ theme }) => theme.space.xs};
  border-left: 3px solid ${({ theme }) => theme.colors.major};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
