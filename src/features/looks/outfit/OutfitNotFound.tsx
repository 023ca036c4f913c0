import styled from 'styled-components';
import { ButtonLink } from '@/ui/Button';
import { PageHead } from '@/ui/PageHead';
import { NotFoundMessage } from '../NotFoundMessage';

/** A look that does not exist, or is no longer public: says so and offers a way on. */
export const OutfitNotFound = () => (
  <>
    <PageHead title="Look not found" description="This look is no longer available." />
    <NotFoundMessage
      title="We couldn't find that look"
      text="It may have been taken down by its stylist, or the link may be mistyped."
      spacing="page"
    >
      <Actions>
        <ButtonLink to="/feed">Browse looks</ButtonLink>
        <ButtonLink to="/stylistSearch" variant="secondary">
          Meet our stylists
        </ButtonLink>
      </Actions>
    </NotFoundMessage>
  </>
);

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
`;
