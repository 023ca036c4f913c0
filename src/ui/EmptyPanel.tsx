import styled from 'styled-components';
import { ButtonLink } from './Button';

type EmptyPanelProps = {
  text: string;
  /** The way on: a link shown as a button. */
  linkTo: string;
  linkLabel: string;
};

/** What an empty list shows: a short line and a way to fill it. */
export const EmptyPanel = ({ text, linkTo, linkLabel }: EmptyPanelProps) => (
  <Panel>
    <p>{text}</p>
    <ButtonLink to={linkTo}>{linkLabel}</ButtonLink>
  </Panel>
);

const Panel = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.inkMuted};
  text-align: center;

  p {
    max-width: 32rem;
    margin: 0;
  }
`;
