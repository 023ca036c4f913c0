import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

type ProfileSectionProps = {
  title: string;
  /** Anchor for the section navigation ('looks', 'reviews'). */
  id?: string;
  /** Beside the title, e.g. 'Add review'. */
  actions?: ReactNode;
  children: ReactNode;
};

/** One titled block of the profile; the landmark is named by its heading. */
export const ProfileSection = ({ title, id, actions, children }: ProfileSectionProps) => {
  const headingId = useId();
  return (
    <Section id={id} aria-labelledby={headingId}>
      <Head>
        <Heading id={headingId}>{title}</Heading>
        {actions}
      </Head>
      {children}
    </Section>
  );
};

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xl} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  /* Room for the sticky header (and the section links on small screens) when jumped to. */
  scroll-margin-top: calc(${({ theme }) => theme.layout.headerHeight} + 3.5rem);
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};

  ${({ theme }) => theme.media.aboveMobile} {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
`;
