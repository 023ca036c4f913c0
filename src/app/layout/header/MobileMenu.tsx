import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { selectIsSignedIn } from '@/api/authSlice';
import { CloseIcon, MenuIcon } from '@/ui/icons';
import { useAppSelector } from '../../hooks';
import { AccountLinks } from './AccountLinks';
import { mainNavLinks } from './navLinks';
import { useDisclosure } from './useDisclosure';

/** Navigation for widths up to the tablet breakpoint: a toggle and a panel under the header. */
export const MobileMenu = () => {
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const { isOpen, containerRef, toggleProps, panelProps } = useDisclosure();

  return (
    <Container ref={containerRef}>
      <Toggle {...toggleProps} aria-label="Menu">
        {isOpen ? <CloseIcon /> : <MenuIcon />}
      </Toggle>
      <Panel {...panelProps} aria-label="Main">
        <List>
          {mainNavLinks.map((link) => (
            <li key={link.to}>
              <Item to={link.to}>{link.label}</Item>
            </li>
          ))}
        </List>
        <List>
          {isSignedIn ? (
            <AccountLinks link={Item} button={SignOut} />
          ) : (
            <>
              <li>
                <Item to="/onboarding">Take the Style Quiz</Item>
              </li>
              <li>
                <Item to="/login">Sign In</Item>
              </li>
            </>
          )}
        </List>
      </Panel>
    </Container>
  );
};

const Container = styled.div`
  ${({ theme }) => theme.media.aboveTablet} {
    display: none;
  }
`;

const Toggle = styled.button`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: none;
  cursor: pointer;
`;

const Panel = styled.nav`
  position: absolute;
  left: 0;
  right: 0;
  top: 100%;
  max-height: calc(100vh - ${({ theme }) => theme.layout.headerHeight});
  overflow-y: auto;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.lg} ${theme.space.lg}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.canvas};
  box-shadow: ${({ theme }) => theme.shadows.raised};
`;

const List = styled.ul`
  margin: 0;
  padding: ${({ theme }) => theme.space.xs} 0;
  list-style: none;
  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Item = styled(NavLink)`
  display: block;
  padding: ${({ theme }) => theme.space.sm} 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  text-decoration: none;
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.major};
  }
`;

const SignOut = styled.button`
  padding: ${({ theme }) => theme.space.sm} 0;
  border: 0;
  background: none;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  cursor: pointer;
`;
