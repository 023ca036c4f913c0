import styled from 'styled-components';
import { ButtonLink } from '@/ui/Button';
import { PageHead } from '@/ui/PageHead';

/** A look that does not exist, or is no longer public: says so and offers a way on. */
export const OutfitNotFound = () => (
  <Message>
    <PageHead title="Look not found" description="This look is no longer available." />
    <Title>We couldn&apos;t find that look</Title>
    <Text>It may have been taken down by its stylist, or the link may be mistyped.</Text>
    <Actions>
      <ButtonLink to="/feed">Browse looks</ButtonLink>
      <ButtonLink to="/stylistSearch" variant="secondary">
        Meet our stylists
      </ButtonLink>
    </Actions>
  </Message>
);

const Message = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.md};
  max-width: 32rem;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xxxl} ${theme.space.md}`};
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

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
`;
