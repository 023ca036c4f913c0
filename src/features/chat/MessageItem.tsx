import styled from 'styled-components';
import { formatClockTime } from '@/lib/dates';
import { Button } from '@/ui/Button';
import { UploadProgress } from '@/ui/UploadProgress';
import { BoardCard } from './BoardCard';
import { ChatPicture } from './ChatPicture';
import type { ShownMessage } from './chatMessages';
import type { PictureProgress } from './usePictureSends';

export type MessageItemProps = {
  message: ShownMessage;
  stylistName: string;
  /** The message this one answers, when it is in the chat. */
  repliedTo: ShownMessage | null;
  onReply: (message: ShownMessage) => void;
  onRetry: (message: ShownMessage) => void;
  onOpenBoard: (boardId: string) => void;
  /** A picture message's URL, `width` device pixels wide at most (ChatPicture). */
  loadPicture: (message: ShownMessage, width: number) => Promise<string>;
  /** The shopper's pictures on their way, by client key. */
  pictureProgress: PictureProgress;
  onCancelPicture: (message: ShownMessage) => void;
};

const statusLabels = { sending: 'Sending…', sent: 'Sent', failed: 'Not sent' } as const;

/** A short, one-line version of a message, for the quote above a reply. */
export const snippet = (message: ShownMessage) => {
  if (message.type === 'moodboard') return 'Mood board';
  if (message.type === 'styleboard') return message.content;
  if (message.type === 'picture') return 'Picture';
  return message.content.length > 80 ? `${message.content.slice(0, 79)}…` : message.content;
};

/**
 * One message: the shopper's on the right with its send status (a picture on its way with its
 * progress and Cancel), the stylist's on the left.
 */
export const MessageItem = ({
  message,
  stylistName,
  repliedTo,
  onReply,
  onRetry,
  onOpenBoard,
  loadPicture,
  pictureProgress,
  onCancelPicture,
}: MessageItemProps) => {
  const own = message.sender === 'client';
  const { clientKey } = message;
  const uploading =
    own && message.status === 'sending' && clientKey !== null && clientKey in pictureProgress;
  const author = own ? 'You' : stylistName;
  const renderBody = () => {
    if ((message.type === 'moodboard' || message.type === 'styleboard') && message.boardId) {
      const { boardId } = message;
      return <BoardCard boardId={boardId} onOpen={() => onOpenBoard(boardId)} />;
    }
    if (message.type === 'picture') {
      return <ChatPicture message={message} load={loadPicture} alt={`Picture from ${author}`} />;
    }
    return <Bubble data-own={own || undefined}>{message.content}</Bubble>;
  };
  return (
    <Item data-own={own || undefined} data-status={message.status}>
      <span className="visually-hidden">{author}:</span>
      {repliedTo && (
        <Quote>
          <span className="visually-hidden">In reply to: </span>
          {snippet(repliedTo)}
        </Quote>
      )}
      {renderBody()}
      {uploading && (
        <Upload>
          <UploadProgress
            label="Sending your picture"
            percent={pictureProgress[clientKey] ?? null}
            onCancel={() => onCancelPicture(message)}
          />
        </Upload>
      )}
      <Meta>
        <time dateTime={message.created}>{formatClockTime(message.created)}</time>
        {own && <span>{statusLabels[message.status]}</span>}
        {own && message.status === 'failed' && (
          <Button size="sm" variant="secondary" onClick={() => onRetry(message)}>
            Retry
          </Button>
        )}
        {!own && (
          <ReplyButton type="button" onClick={() => onReply(message)}>
            Reply<span className="visually-hidden"> to this message</span>
          </ReplyButton>
        )}
      </Meta>
    </Item>
  );
};

const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  justify-items: start;
  max-width: min(85%, 34rem);

  &[data-own] {
    justify-items: end;
    margin-left: auto;
  }
`;

const Upload = styled.div`
  width: min(100%, 260px);
`;

const Bubble = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  border-top-left-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  white-space: pre-wrap;
  overflow-wrap: anywhere;

  &[data-own] {
    border-top-left-radius: ${({ theme }) => theme.radii.lg};
    border-top-right-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.inverse};
  }
`;

const Quote = styled.p`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.xs};
  border-left: 3px solid ${({ theme }) => theme.colors.borderStrong};
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  align-items: center;
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};

  [data-status='failed'] & {
    color: ${({ theme }) => theme.colors.error};
  }
`;

const ReplyButton = styled.button`
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.space.xs};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: none;
  color: ${({ theme }) => theme.colors.ink};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
`;
