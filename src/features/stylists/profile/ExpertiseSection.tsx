import styled from 'styled-components';
import type { ApiExpertiseTag } from '@/api/stylistTypes';
import { ProfileSection } from './ProfileSection';

/** The first tag of each `tag_uuid`, in the order given. */
export const uniqueTags = (tags: readonly ApiExpertiseTag[]) => {
  const seen = new Set<string>();
  return tags.filter((tag) => {
    if (seen.has(tag.tag_uuid)) return false;
    seen.add(tag.tag_uuid);
    return true;
  });
};

/** Expertise tags, de-duplicated by tag id (spec 000 §2). */
export const ExpertiseSection = ({ tags }: { tags: readonly ApiExpertiseTag[] }) => {
  const unique = uniqueTags(tags);
  if (unique.length === 0) return null;
  return (
    <ProfileSection title="Expertise">
      <List>
        {unique.map((tag) => (
          <Chip key={tag.tag_uuid}>
            {tag.tag_picture && (
              <Icon src={tag.tag_picture} alt="" width={28} height={28} loading="lazy" />
            )}
            {tag.tag_name}
          </Chip>
        ))}
      </List>
    </ProfileSection>
  );
};

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Chip = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 2.25rem;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Icon = styled.img`
  width: 28px;
  height: 28px;
  border-radius: ${({ theme }) => theme.radii.pill};
  object-fit: cover;
`;
