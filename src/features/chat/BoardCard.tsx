import styled from 'styled-components';
import { Button } from '@/ui/Button';
import { Skeleton } from '@/ui/Skeleton';
import { boardLabel, notesLine } from './boardCopy';
import { useGetBoardQuery } from './chatApi';

/**
 * A board the stylist sent, as a rich card in the chat: its picture, name and the notes it was
 * built on, with a button that opens it whole.
 */
export const BoardCard = ({ boardId, onOpen }: { boardId: string; onOpen: () => void }) => {
  const board = useGetBoardQuery(boardId);
  if (board.isLoading) {
    return (
      <Card aria-busy="true" aria-label="Loading the board">
        <Skeleton width="120px" height="150px" />
        <Skeleton width="60%" />
      </Card>
    );
  }
  if (!board.data) {
    return (
      <Card role="alert">
        <Text>This board could not load.</Text>
        <Button size="sm" variant="secondary" onClick={() => void board.refetch()}>
          Try again
        </Button>
      </Card>
    );
  }
  const { data } = board;
  const label = boardLabel(data);
  const notes = notesLine(data.notes);
  return (
    <Card>
      <Picture
        src={data.picture}
        alt={data.kind === 'moodboard' ? 'Your mood board' : `${label}: ${data.title}`}
        width={400}
        height={500}
        loading="lazy"
        decoding="async"
      />
      <Body>
        <Kind>{label}</Kind>
        <Title>{data.title}</Title>
        {data.items.length > 0 && (
          <Text>
            {data.items.length} {data.items.length === 1 ? 'piece' : 'pieces'} to shop
          </Text>
        )}
        {notes && <Notes>{notes}</Notes>}
        <Button size="sm" onClick={onOpen} aria-label={`Open ${label}: ${data.title}`}>
          {data.kind === 'moodboard' ? 'View mood board' : 'Open board'}
        </Button>
      </Body>
    </Card>
  );
};

const Card = styled.article`
  display: grid;
  grid-template-columns: 120px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.sm};
  align-items: start;
  width: min(100%, 26rem);
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.canvas};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Picture = styled.img`
  width: 120px;
  height: 150px;
  border-radius: ${({ theme }) => theme.radii.md};
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surface};
`;

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  justify-items: start;
`;

const Kind = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.major};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Text = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Notes = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;
