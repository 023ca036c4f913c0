import styled from 'styled-components';

/** The shared frame of the question steps: heading, hint, answers and the action, centred. */
export const StepBody = styled.section`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 46rem;
  margin: 0 auto;
  text-align: center;

  ${({ theme }) => theme.media.aboveMobile} {
    gap: ${({ theme }) => theme.space.xl};
  }
`;

export const StepHint = styled.p`
  margin-top: -${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

/**
 * The step's Skip / Next button: on phones full width and kept in reach at the bottom of the
 * screen while the choices scroll; elsewhere a comfortable width below them.
 */
export const StepActions = styled.div`
  position: sticky;
  bottom: 0;
  display: flex;
  justify-content: center;
  width: 100%;
  padding: ${({ theme }) => `${theme.space.lg} 0 ${theme.space.md}`};
  background: linear-gradient(to bottom, transparent, ${({ theme }) => theme.colors.canvas} 35%);

  & > * {
    width: 100%;
  }

  ${({ theme }) => theme.media.aboveSmallMobile} {
    position: static;
    padding: ${({ theme }) => theme.space.xs} 0 0;
    background: none;

    & > * {
      width: auto;
      min-width: 16rem;
    }
  }
`;
