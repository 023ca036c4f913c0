import styled from 'styled-components';
import { Skeleton } from '@/ui/Skeleton';
import type { ApiStylist } from '@/api/stylistTypes';
import { useGetWhyWeRecommendQuery } from './profileApi';
import { ProfileSection } from './ProfileSection';

/**
 * 'Why we recommend' from its own call; when that is empty or fails (reported by the base
 * query), the text the stylist record carries; nothing when neither has one.
 */
export const WhyWeRecommend = ({ stylist }: { stylist: ApiStylist }) => {
  const { data, isLoading } = useGetWhyWeRecommendQuery(stylist.uuid);
  const text = data?.trim() || stylist.why_we_recommend?.trim() || '';
  if (!isLoading && !text) return null;
  return (
    <ProfileSection title={`Why we recommend ${stylist.first_name}`}>
      {isLoading ? (
        <div aria-hidden="true">
          <Skeleton width="90%" />
          <Skeleton width="70%" />
        </div>
      ) : (
        <Text>{text}</Text>
      )}
    </ProfileSection>
  );
};

const Text = styled.p`
  max-width: 48rem;
  white-space: pre-line;
`;
