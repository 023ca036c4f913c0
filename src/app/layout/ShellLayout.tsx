import { PageOutlet } from './PageOutlet';
import styled from 'styled-components';
import { BirthdaySlot } from '@/features/birthday/BirthdaySlot';
import { deferredSection } from '@/ui/deferredSection';
import { GiftBanner } from './GiftBanner';
import { ShellHeader } from './header/ShellHeader';

/**
 * The footer is below every page's first screen: in the page from the start (prerendered, or
 * rendered once its code has arrived), its code a moment after the first screen's.
 */
const Footer = deferredSection(() => import('./Footer').then((m) => m.Footer));

/**
 * The shell most pages sit in: gift and birthday banners, header (a checkout header on phones at
 * checkout), the page, footer.
 */
export const ShellLayout = () => (
  <Page>
    <SkipLink href="#main">Skip to content</SkipLink>
    <GiftBanner />
    <BirthdaySlot />
    <ShellHeader />
    <Main id="main" tabIndex={-1}>
      <PageOutlet />
    </Main>
    <Footer />
  </Page>
);

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const Main = styled.main`
  flex: 1;
  &:focus {
    outline: none;
  }
`;

const SkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space.md};
  top: -100px;
  z-index: ${({ theme }) => theme.zIndices.modal};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.inverse};
  &:focus {
    top: ${({ theme }) => theme.space.md};
  }
`;
