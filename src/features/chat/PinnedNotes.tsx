import { useState } from 'react';
import styled from 'styled-components';
import type { SessionNote } from './chatApi';

const kindLabels: Record<SessionNote['kind'], string> = {
  request: 'Asked for',
  dislike: 'Said no to',
  budget: 'Budget',
  sizes: 'Sizes',
};

/**
 * What the shopper told the stylist (quiz, questionnaire, chat), pinned at the top of the
 * session: every board is built on it and says so.
 */
export const PinnedNotes = ({
  notes,
  stylistName,
  initiallyOpen,
}: {
  notes: readonly SessionNote[];
  stylistName: string;
  /** Open on wide screens; on phones it starts folded to leave room for the chat. */
  initiallyOpen: boolean;
}) => {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <Notes open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <Summary>
        What you told {stylistName}
        {notes.length > 0 && <Count> ({notes.length})</Count>}
      </Summary>
      {notes.length === 0 ? (
        <Empty>
          Tell {stylistName} your sizes, your budget and anything you&apos;d rather avoid: it pins
          here, and every board follows it.
        </Empty>
      ) : (
        <List>
          {notes.map((note) => (
            <Note key={`${note.kind}-${note.text}`} data-kind={note.kind}>
              <span className="visually-hidden">{kindLabels[note.kind]}: </span>
              {note.text}
            </Note>
          ))}
        </List>
      )}
    </Notes>
  );
};

const Notes = styled.details`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const Summary = styled.summary`
  min-height: 32px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 32px;
  cursor: pointer;
`;

const Count = styled.span`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Note = styled.li`
  padding: 2px ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.canvas};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  &[data-kind='dislike'] {
    border-color: ${({ theme }) => theme.colors.major};
    color: ${({ theme }) => theme.colors.major};
  }
`;
