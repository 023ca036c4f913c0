import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useGetCurrentUserQuery } from '@/api/currentUserApi';
import { ChevronDownIcon } from '@/ui/icons';
import { AccountLinks } from './AccountLinks';
import { useDisclosure } from './useDisclosure';

/** The signed-in shopper's menu: account pages and Sign Out (a disclosure, not an ARIA menu). */
export const AccountMenu = () => {
  const { data: user } = useGetCurrentUserQuery();
  const { containerRef, toggleProps, panelProps } = useDisclosure();
  const name = user?.firstName || 'My account';
  // A 32 px circle: the narrowest variant (64 px, a few KB) serves 2× screens and is all a 3× one
  // gets. Inline rather than lib/pictureSrcSet: the header is on every page's first load.
  const small = user?.pictureVariants[0];

  return (
    <Container ref={containerRef}>
      <Toggle {...toggleProps} aria-label={`Account menu for ${name}`}>
        <Avatar aria-hidden="true">
          {user?.pictureUrl ? (
            <img
              src={small?.url ?? user.pictureUrl}
              srcSet={small && `${small.url} ${small.width}w`}
              sizes={small && '32px'}
              alt=""
              width={32}
              height={32}
            />
          ) : (
            name.charAt(0)
          )}
        </Avatar>
        <Name>{name}</Name>
        <ChevronDownIcon size={16} />
      </Toggle>
      <Panel {...panelProps} aria-label="Account">
        <ul>
          <AccountLinks link={PanelLink} button={SignOut} />
        </ul>
      </Panel>
    </Container>
  );
};

const Container = styled.div`
  position: relative;
`;

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.xs};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: none;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
  /* Phones: the avatar alone, so the inbox and the cart fit beside it. */
  ${({ theme }) => theme.media.upToMobile} {
    & > svg {
      display: none;
    }
  }
`;

const Avatar = styled.span`
  display: inline-grid;
  place-items: center;
  width: 32px;
  height: 32px;
  overflow: hidden;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.lux};
  font-family: ${({ theme }) => theme.fonts.display};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-transform: uppercase;
`;

const Name = styled.span`
  max-width: 10rem;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  ${({ theme }) => theme.media.upToTablet} {
    display: none;
  }
`;

const Panel = styled.nav`
  position: absolute;
  right: 0;
  top: calc(100% + ${({ theme }) => theme.space.xs});
  min-width: 13rem;
  padding: ${({ theme }) => theme.space.xs} 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.canvas};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const itemStyles = `
  display: block;
  width: 100%;
  padding: 0.625rem 1rem;
  text-align: left;
  text-decoration: none;
`;

const PanelLink = styled(Link)`
  ${itemStyles}
  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const SignOut = styled.button`
  ${itemStyles}
  border: 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  margin-top: ${({ theme }) => theme.space.xxs};
  background: none;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
`;
