import { useId, useState } from 'react';
import styled from 'styled-components';
import { useAppDispatch } from '@/app/hooks';
import { toSafeExternalUrl } from '@/lib/safeExternalLink';
import { Button } from '@/ui/Button';
import { modalOpened } from '@/blocks/modals/uiSlice';
import { useGuestGate } from '@/blocks/useGuestGate';
import type { ApiStylist } from '@/api/stylistTypes';
import { ProfileSection } from './ProfileSection';

/**
 * Experience: the bio, 'More' for education, collaborations and website (http(s) only,
 * 'http://' added when missing), then 'Contact {first name}' (Signup first for a visitor).
 */
export const ExperienceSection = ({ stylist }: { stylist: ApiStylist }) => {
  const dispatch = useAppDispatch();
  const requireSignIn = useGuestGate();
  const moreId = useId();
  const [isExpanded, setIsExpanded] = useState(false);
  const websiteUrl = toSafeExternalUrl(stylist.website);
  const hasMore = Boolean(stylist.education || stylist.collaborations || websiteUrl);

  const handleContact = () => {
    if (!requireSignIn({ source: 'profile', element: 'contact click' })) return;
    dispatch(
      modalOpened({
        type: 'Contact',
        modalProps: { stylistId: stylist.uuid, stylistName: stylist.first_name },
      }),
    );
  };

  return (
    <ProfileSection title="Experience">
      {stylist.bio && <Text>{stylist.bio}</Text>}
      {hasMore && (
        <>
          <More id={moreId} hidden={!isExpanded}>
            {stylist.education && (
              <div>
                <dt>Education</dt>
                <dd>{stylist.education}</dd>
              </div>
            )}
            {stylist.collaborations && (
              <div>
                <dt>Collaborations</dt>
                <dd>{stylist.collaborations}</dd>
              </div>
            )}
            {websiteUrl && (
              <div>
                <dt>Website</dt>
                <dd>
                  <a href={websiteUrl} target="_blank" rel="noopener noreferrer">
                    {stylist.website?.trim()}
                  </a>
                </dd>
              </div>
            )}
          </More>
          <Toggle
            type="button"
            aria-expanded={isExpanded}
            aria-controls={moreId}
            onClick={() => setIsExpanded(!isExpanded)}
          >
            {isExpanded ? 'Less' : 'More'}
          </Toggle>
        </>
      )}
      <div>
        <Button variant="secondary" onClick={handleContact}>
          Contact {stylist.first_name}
        </Button>
      </div>
    </ProfileSection>
  );
};

const Text = styled.p`
  max-width: 48rem;
  white-space: pre-line;
`;

const More = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  max-width: 48rem;
  margin: 0;

  &[hidden] {
    display: none;
  }

  dt {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Toggle = styled.button`
  justify-self: start;
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  padding: 0;
  border: 0;
  background: none;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: underline;
  text-underline-offset: 3px;
  cursor: pointer;
`;
