import styled from 'styled-components';
import { formatLongDate } from '@/lib/dates';
import { ButtonLink } from '@/ui/Button';

type ClosedChatNoteProps = {
  stylistId: string;
  stylistName: string;
  closedAt: string;
};

/**
 * In place of the composer once a Lux session's booked month is over (spec 000 §1 "chat open for
 * the booked month"): since when the chat is closed, that nothing is lost, and the way to book
 * the stylist again. The server refuses messages to it (409 chat_closed) all the same.
 */
export const ClosedChatNote = ({ stylistId, stylistName, closedAt }: ClosedChatNoteProps) => (
  <Note>
    <Text>
      Your Lux month with {stylistName} ended on {formatLongDate(closedAt)}, so this chat is closed.
      Your boards and messages stay here.
    </Text>
    <ButtonLink size="sm" to={`/stylist/${encodeURIComponent(stylistId)}/profile`}>
      Book {stylistName} again
    </ButtonLink>
  </Note>
);

const Note = styled.section`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  justify-content: space-between;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const Text = styled.p`
  flex: 1 1 16rem;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
