import styled from 'styled-components';
import { selectUserId } from '@/api/authSlice';
import { useAppSelector } from '@/app/hooks';
import { chatSessionPath } from '@/lib/booking';
import { Button, ButtonLink } from '@/ui/Button';
import { responseTimeLabel } from '../stylistRules';
import { useBookStylist } from '../useBookStylist';
import type { ApiStylist } from '@/api/stylistTypes';
import { useGetCanBookQuery } from './profileApi';
import { WaitlistButton } from './WaitlistButton';

/**
 * The bottom book bar (spec 000 §2): avatar, name, average response time and one action. An
 * approved, active stylist: 'Go to session' when the reader already has one, else
 * 'Book {first name}'. An inactive stylist: join or leave the waitlist.
 */
export const BookBar = ({ stylist }: { stylist: ApiStylist }) => {
  const isBookable = stylist.is_approved === '1' && stylist.is_active;
  return (
    <Bar aria-label={`Book ${stylist.first_name}`}>
      <Inner>
        <Who>
          {stylist.profile_picture && (
            <Avatar src={stylist.profile_picture} alt="" width={48} height={48} loading="lazy" />
          )}
          <div>
            <Name>{stylist.name}</Name>
            <Muted>{responseTimeLabel(stylist.average_response_time)}</Muted>
          </div>
        </Who>
        {isBookable && (
          <Action>
            <BookAction stylist={stylist} />
          </Action>
        )}
        {!stylist.is_active && (
          <Action>
            <Note>Not taking bookings right now</Note>
            <WaitlistButton stylist={stylist} />
          </Action>
        )}
      </Inner>
    </Bar>
  );
};

const BookAction = ({ stylist }: { stylist: ApiStylist }) => {
  const userId = useAppSelector(selectUserId);
  const book = useBookStylist();
  const { data: canBook } = useGetCanBookQuery(stylist.uuid, { skip: !userId });
  const hasSession =
    stylist.has_active_session || (canBook === false && Boolean(stylist.channel_sid));

  if (userId && hasSession) {
    return (
      <ButtonLink to={chatSessionPath(stylist.uuid, userId)} variant="major">
        Go to session
      </ButtonLink>
    );
  }
  return (
    <Button variant="major" onClick={() => book(stylist, 'profile')}>
      Book {stylist.first_name}
    </Button>
  );
};

const Bar = styled.aside`
  position: sticky;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndices.header - 1};
  margin-top: ${({ theme }) => theme.space.xl};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.canvas};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Inner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};

  ${({ theme }) => theme.media.upToSmallMobile} {
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  }
`;

const Who = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

const Avatar = styled.img`
  width: 48px;
  height: 48px;
  border-radius: ${({ theme }) => theme.radii.pill};
  object-fit: cover;

  ${({ theme }) => theme.media.upToSmallMobile} {
    width: 40px;
    height: 40px;
  }
`;

const Name = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The button says enough on phones. */
const Note = styled(Muted)`
  ${({ theme }) => theme.media.upToSmallMobile} {
    display: none;
  }
`;

const Action = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};

  /* Phones: the action gets the whole second row. */
  ${({ theme }) => theme.media.upToSmallMobile} {
    flex: 1 1 100%;

    & > a,
    & > button {
      flex: 1 1 auto;
    }
  }
`;
