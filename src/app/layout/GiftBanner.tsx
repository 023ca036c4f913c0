import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useSessionDismissal } from '@/ui/hooks/useSessionDismissal';
import { AnnouncementBar, AnnouncementDismiss } from '@/ui/AnnouncementBar';
import { GiftIcon } from '@/ui/icons';

/** The gift-card banner at the top of the shell; dismissed for the browser session (spec 000 §2). */
export const GiftBanner = () => {
  const { isDismissed, dismiss } = useSessionDismissal('giftBannerDismissed');
  const { pathname } = useLocation();
  if (isDismissed || pathname.startsWith('/gift')) return null;

  return (
    <Banner aria-label="Gift cards">
      <GiftIcon size={20} />
      <Text>
        <strong>Give the Gift of Style</strong>{' '}
        <span>Treat your fashion-forward friends and family to a fun styling experience.</span>{' '}
        <Link to="/gift-cards">
          Learn more <span className="visually-hidden">about gift cards</span>
        </Link>
      </Text>
      <AnnouncementDismiss label="Dismiss gift card banner" onClick={dismiss} />
    </Banner>
  );
};

const Banner = styled(AnnouncementBar)`
  background: ${({ theme }) => theme.colors.lux};
  color: ${({ theme }) => theme.colors.primary};
`;

const Text = styled.p`
  a {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-underline-offset: 3px;
  }
`;
