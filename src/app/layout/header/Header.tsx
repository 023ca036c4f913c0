import { Suspense } from 'react';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { selectIsSignedIn } from '@/api/authSlice';
import { ButtonLink } from '@/ui/Button';
import { lazyComponent } from '@/ui/lazyComponent';
import { useAppSelector } from '../../hooks';
import { CartLink, ShopperCartLink } from './CartLink';
import { IconSlot } from './IconLink';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu';
import { mainNavLinks } from './navLinks';

/** Signed-in only, so their code (and the server data's) stays out of a visitor's first load. */
const InboxLink = lazyComponent(() => import('./InboxLink').then((m) => m.InboxLink));
const AccountMenu = lazyComponent(() => import('./AccountMenu').then((m) => m.AccountMenu));

/**
 * The signed-in header's code: main.tsx loads it before the first render of a signed-in
 * shopper's page, so the header appears whole in the first commit.
 */
export const preloadSignedInHeader = () =>
  Promise.all([InboxLink.preload(), AccountMenu.preload(), ShopperCartLink.preload()]);

/** The site header: logo, navigation, the inbox (signed in), cart, and sign-in or the account menu. */
export const Header = () => {
  const isSignedIn = useAppSelector(selectIsSignedIn);
  return (
    <Bar>
      <Inner>
        <MobileMenu />
        <Logo />
        <DesktopNav aria-label="Main">
          <ul>
            {mainNavLinks.map((link) => (
              <li key={link.to}>
                <NavItem to={link.to}>{link.label}</NavItem>
              </li>
            ))}
          </ul>
        </DesktopNav>
        <Actions>
          {isSignedIn && (
            <Suspense fallback={<IconSlot />}>
              <InboxLink />
            </Suspense>
          )}
          <CartLink />
          {isSignedIn ? (
            <Suspense fallback={<IconSlot />}>
              <AccountMenu />
            </Suspense>
          ) : (
            <>
              <SignIn to="/login">Sign In</SignIn>
              <QuizButton to="/onboarding" size="sm">
                Take the Quiz
              </QuizButton>
            </>
          )}
        </Actions>
      </Inner>
    </Bar>
  );
};

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.canvas};
`;

const Inner = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  height: ${({ theme }) => theme.layout.headerHeight};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.aboveMobile} {
    padding: 0 ${({ theme }) => theme.space.lg};
  }
`;

const DesktopNav = styled.nav`
  margin-left: ${({ theme }) => theme.space.xl};
  ${({ theme }) => theme.media.upToTablet} {
    display: none;
  }
  ul {
    display: flex;
    gap: ${({ theme }) => theme.space.lg};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const NavItem = styled(NavLink)`
  position: relative;
  padding: ${({ theme }) => theme.space.xs} 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  letter-spacing: 0.04em;
  text-decoration: none;
  text-transform: uppercase;
  &:hover,
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.major};
  }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin-left: auto;
  ${({ theme }) => theme.media.upToMobile} {
    gap: ${({ theme }) => theme.space.xxs};
  }
`;

const SignIn = styled(NavLink)`
  padding: 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  white-space: nowrap;
`;

const QuizButton = styled(ButtonLink)`
  ${({ theme }) => theme.media.upToMobile} {
    display: none;
  }
`;
