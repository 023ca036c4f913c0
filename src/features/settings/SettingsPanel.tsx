import type { ReactNode } from 'react';
import styled from 'styled-components';

type SettingsPanelProps = {
  title: string;
  /** A sentence under the title. */
  intro?: ReactNode;
  children: ReactNode;
};

/** A settings tab's content: its heading (the tab's name) and a readable column. */
export const SettingsPanel = ({ title, intro, children }: SettingsPanelProps) => (
  <Panel>
    <Heading>{title}</Heading>
    {intro && <Intro>{intro}</Intro>}
    {children}
  </Panel>
);

const Panel = styled.div`
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
