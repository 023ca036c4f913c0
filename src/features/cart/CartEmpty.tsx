import { useId } from 'react';
import styled from 'styled-components';
import { useGetBestMatchesQuery } from '@/api/stylistsApi';
import { StylistTileList } from '@/blocks/StylistTileList';
import { ButtonLink } from '@/ui/Button';

/** How many best-match stylists the empty cart suggests. */
const SUGGESTED = 3;

/**
 * The empty cart (spec 001 §2): 'Your cart's not empty. It's full of potential.' and the
 * shopper's best-match stylists, who fill carts, with a way to see them all.
 */
export const CartEmpty = () => {
  const titleId = useId();
  const matches = useGetBestMatchesQuery();
  const stylists = (matches.data ?? []).slice(0, SUGGESTED);
  return (
    <Wrapper>
      <Message>Your cart&apos;s not empty. It&apos;s full of potential.</Message>
      {stylists.length > 0 && (
        <section aria-labelledby={titleId}>
          <Title id={titleId}>Stylists matched for you</Title>
          <StylistTileList
            stylists={stylists}
            avatarSize={72}
            columns={{ repeat: 'fit', minWidth: '180px' }}
            tone="raised"
          />
        </section>
      )}
      <ButtonLink to="/stylistSearch" variant="secondary">
        Find a stylist
      </ButtonLink>
    </Wrapper>
  );
};

const Wrapper = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;

  > section {
    display: grid;
    gap: ${({ theme }) => theme.space.md};
    width: 100%;
  }
`;

const Message = styled.p`
  max-width: 32rem;
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;
