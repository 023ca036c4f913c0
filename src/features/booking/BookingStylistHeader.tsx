import { skipToken } from '@reduxjs/toolkit/query';
import styled from 'styled-components';
import { useGetBookingStylistQuery } from './bookingApi';
import { Avatar } from '@/ui/Avatar';
import { Skeleton } from '@/ui/Skeleton';

/** Who the shopper is booking, above each booking step: picture, name and location. */
export const BookingStylistHeader = ({ stylistId }: { stylistId: string | undefined }) => {
  const { data: stylist, isLoading } = useGetBookingStylistQuery(stylistId || skipToken);
  if (isLoading) {
    return (
      <Header aria-busy="true" aria-label="Loading your stylist">
        <Skeleton circle width="56px" height="56px" />
        <Skeleton width="10rem" />
      </Header>
    );
  }
  if (!stylist) return null;
  return (
    <Header>
      <Avatar src={stylist.profile_picture} name={stylist.name} size={56} />
      <div>
        <Eyebrow>Booking with</Eyebrow>
        <Name>{stylist.name}</Name>
        {stylist.location && <Location>{stylist.location}</Location>}
      </div>
    </Header>
  );
};

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
  text-align: left;
`;

const Eyebrow = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  letter-spacing: 0.12em;
  text-transform: uppercase;
`;

const Name = styled.p`
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Location = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
