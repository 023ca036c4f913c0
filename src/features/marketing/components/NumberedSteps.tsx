import styled from 'styled-components';

type NumberedStepsProps = {
  steps: readonly { title: string; text: string }[];
  /**
   * 'filled': solid numbers, two columns of steps between mobile and tablet (a page section).
   * 'outlined': outlined numbers in the display face, one column (a modal).
   */
  variant: 'filled' | 'outlined';
};

/** Steps in order, each a round number beside its title and text. */
export const NumberedSteps = ({ steps, variant }: NumberedStepsProps) => (
  <Steps data-variant={variant}>
    {steps.map((step, index) => (
      <Step key={step.title}>
        <Number aria-hidden="true">{index + 1}</Number>
        <div>
          <StepTitle>{step.title}</StepTitle>
          <StepText>{step.text}</StepText>
        </div>
      </Step>
    ))}
  </Steps>
);

const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.aboveMobile} {
    &[data-variant='filled'] {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  }

  ${({ theme }) => theme.media.aboveTablet} {
    &[data-variant='filled'] {
      grid-template-columns: minmax(0, 1fr);
    }
  }
`;

const Step = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  align-items: start;

  [data-variant='outlined'] > & {
    grid-template-columns: auto 1fr;
  }
`;

const Number = styled.span`
  display: inline-grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.major};
  color: ${({ theme }) => theme.colors.inverse};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};

  [data-variant='outlined'] & {
    display: flex;
    align-items: center;
    justify-content: center;
    width: 2.5rem;
    height: 2.5rem;
    border: 1px solid ${({ theme }) => theme.colors.major};
    background: none;
    color: ${({ theme }) => theme.colors.major};
    font-family: ${({ theme }) => theme.fonts.display};
    font-weight: inherit;
  }
`;

const StepTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};

  [data-variant='filled'] & {
    margin-bottom: ${({ theme }) => theme.space.xxs};
    line-height: ${({ theme }) => theme.lineHeights.snug};
  }
`;

const StepText = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};

  [data-variant='filled'] & {
    line-height: ${({ theme }) => theme.lineHeights.body};
  }

  [data-variant='outlined'] & {
    margin-top: ${({ theme }) => theme.space.xxs};
  }
`;
