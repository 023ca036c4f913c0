import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

type SettingsPanelProps = {
  title: string;
  /** A sentence under the title. */
  intro?: ReactNode;
  children: ReactNode;
};

/** A settings section's content: a region named by its heading, in a readable column. */
export const SettingsPanel = ({ title, intro, children }: SettingsPanelProps) => {
  const headingId = useId();
  return (
    <Panel aria-labelledby={headingId}>
      <Heading id={headingId}>{title}</Heading>
      {intro && <Intro>{intro}</Intro>}
      {children}
    </Panel>
  );
};

const Panel = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  max-width: 46rem;
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
`;
