import type { MouseEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';

type ItemBackLinkProps = { outfitId: string | null };

/**
 * 'Back' (spec 001 §2): one step back in history; opened directly (no earlier page in the app),
 * it goes to the look the item came from, else the feed. A real link either way, so a new tab
 * works.
 */
export const ItemBackLink = ({ outfitId }: ItemBackLinkProps) => {
  const navigate = useNavigate();
  const { key } = useLocation();
  const hasHistory = key !== 'default';
  const fallback = outfitId ? `/outfit/${encodeURIComponent(outfitId)}` : '/feed';

  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!hasHistory || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) {
      return;
    }
    event.preventDefault();
    void navigate(-1);
  };

  return (
    <Back to={fallback} onClick={handleClick}>
      <span aria-hidden="true">←</span> Back
    </Back>
  );
};

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  justify-self: start;
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  padding-inline: ${({ theme }) => theme.space.xs};
  margin-inline-start: calc(-1 * ${({ theme }) => theme.space.xs});
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.ink};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
