import styled from 'styled-components';
import { ErrorState } from '@/ui/ErrorState';
import { Modal } from '@/ui/Modal';
import { Spinner } from '@/ui/Spinner';
import { BoardItemCard } from './BoardItemCard';
import { boardLabel, notesLine } from './boardCopy';
import { useGetBoardQuery } from './chatApi';

/** A board, whole: its look picture, what it is built on, and every piece to shop. */
export const BoardDialog = ({ boardId, onClose }: { boardId: string; onClose: () => void }) => {
  const board = useGetBoardQuery(boardId);
  const { data } = board;
  const title = data ? `${boardLabel(data)}: ${data.title}` : 'Board';
  const notes = data ? notesLine(data.notes) : null;
  return (
    <Modal title={title} size="lg" onClose={onClose}>
      {board.isLoading && <Spinner label="Loading the board" />}
      {!board.isLoading && !data && (
        <ErrorState
          title="This board could not load"
          text="Check your connection and try again."
          onRetry={() => void board.refetch()}
        />
      )}
      {data && (
        <Layout>
          <Look>
            <LookPicture
              src={data.picture}
              alt={data.kind === 'moodboard' ? 'Your mood board' : `The look: ${data.title}`}
              width={400}
              height={500}
              decoding="async"
            />
            <Description>{data.description}</Description>
            {notes && <Notes>{notes}</Notes>}
          </Look>
          {data.items.length > 0 && (
            <section aria-labelledby={`pieces-${data.uuid}`}>
              <PiecesTitle id={`pieces-${data.uuid}`}>
                {data.items.length} {data.items.length === 1 ? 'piece' : 'pieces'}
              </PiecesTitle>
              <Items>
                {data.items.map((item) => (
                  <BoardItemCard
                    key={item.id}
                    item={item}
                    boardId={data.uuid}
                    lookId={data.look_uuid}
                  />
                ))}
              </Items>
            </section>
          )}
        </Layout>
      )}
    </Modal>
  );
};

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};

  ${({ theme }) => theme.media.aboveMobile} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
    align-items: start;
  }
`;

const Look = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

const LookPicture = styled.img`
  width: 100%;
  height: auto;
  aspect-ratio: 4 / 5;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const Description = styled.p`
  margin: 0;
`;

const Notes = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const PiecesTitle = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Items = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;
