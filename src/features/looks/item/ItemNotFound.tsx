import styled from 'styled-components';
import { ButtonLink } from '@/ui/Button';
import { ItemBackLink } from './ItemBackLink';
import { ItemFrame } from './itemLayout';

type ItemNotFoundProps = { outfitId: string | null };

/** An item that does not exist (404): a way on to the feed and a way back. */
export const ItemNotFound = ({ outfitId }: ItemNotFoundProps) => (
  <ItemFrame>
    <ItemBackLink outfitId={outfitId} />
    <Message>
      <Title>We couldn&apos;t find that item</Title>
      <Text>It may have been removed, or the link may be mistyped.</Text>
      <ButtonLink to="/feed">Browse looks</ButtonLink>
    </Message>
  </ItemFrame>
);

const Message = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.md};
  max-width: 32rem;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xxl} 0`};
  text-align: center;
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;

const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
`;
