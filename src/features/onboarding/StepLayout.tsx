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

/** The step's Skip / Next button: full width on phones, a comfortable width elsewhere. */
export const StepActions = styled.div`
  display: flex;
  justify-content: center;
  width: 100%;
  padding-top: ${({ theme }) => theme.space.xs};

  & > * {
    width: 100%;
  }

  ${({ theme }) => theme.media.aboveSmallMobile} {
    & > * {
      width: auto;
      min-width: 16rem;
    }
  }
`;
