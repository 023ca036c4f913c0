import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import type { Department } from './quizTypes';
import { quizPath, stepNumber, stepsFor, stepTitles, type QuizStep } from './quizSteps';

type QuizProgressProps = { step: QuizStep; department: Department | null };

/**
 * Where the shopper is: 'Step N out of M: title' (shown on small screens, read out everywhere)
 * and, on wider screens, a progress bar whose dots lead back to earlier steps; later steps are
 * not links, because the quiz only goes forward by answering.
 */
export const QuizProgress = ({ step, department }: QuizProgressProps) => {
  const steps = stepsFor(department);
  const { number, total } = stepNumber(step, department);
  const current = number - 1;
  return (
    <Wrapper>
      <StepText>
        Step {number} out of {total}: {stepTitles[step]}
      </StepText>
      <Bar aria-label="Quiz progress">
        <Track aria-hidden="true">
          <Fill style={{ width: `${(current / Math.max(total - 1, 1)) * 100}%` }} />
        </Track>
        <Dots>
          {steps.map((name, index) => {
            const label = `Step ${index + 1}: ${stepTitles[name]}`;
            const state = index < current ? 'done' : index === current ? 'current' : 'todo';
            return (
              <DotItem key={name} data-state={state}>
                {index < current ? (
                  <DotLink to={quizPath({ step: name, index: 0 })} aria-label={`Back to ${label}`}>
                    <Dot aria-hidden="true" />
                    <DotLabel aria-hidden="true">{stepTitles[name]}</DotLabel>
                  </DotLink>
                ) : (
                  <DotSpot aria-current={index === current ? 'step' : undefined}>
                    <Dot aria-hidden="true" />
                    <DotLabel>
                      <span className="visually-hidden">Step {index + 1}: </span>
                      {stepTitles[name]}
                    </DotLabel>
                  </DotSpot>
                )}
              </DotItem>
            );
          })}
        </Dots>
      </Bar>
    </Wrapper>
  );
};

const Wrapper = styled.div`
  width: 100%;
  max-width: 40rem;
  margin: 0 auto;
`;

const StepText = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.08em;
  text-align: center;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.inkMuted};

  ${({ theme }) => theme.media.aboveMobile} {
    /* The dots say it on wide screens; screen readers still hear it. */
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;

const Bar = styled.nav`
  position: relative;
  padding: 0 ${({ theme }) => theme.space.xl};

  ${({ theme }) => theme.media.upToMobile} {
    display: none;
  }
`;

const Track = styled.div`
  position: absolute;
  top: 0.5rem;
  left: calc(${({ theme }) => theme.space.xl} + 3.5rem);
  right: calc(${({ theme }) => theme.space.xl} + 3.5rem);
  height: 2px;
  background: ${({ theme }) => theme.colors.border};
`;

const Fill = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.colors.primary};
  transition: width ${({ theme }) => theme.motion.slow} ease;
`;

const Dots = styled.ol`
  position: relative;
  display: flex;
  justify-content: space-between;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const DotItem = styled.li`
  display: flex;
  justify-content: center;
  width: 7rem;
`;

const spot = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.5rem;
  text-decoration: none;
`;

const DotLink = styled(Link)`
  ${spot}
  border-radius: ${({ theme }) => theme.radii.sm};

  &:hover span:last-child {
    color: ${({ theme }) => theme.colors.ink};
    text-decoration: underline;
    text-underline-offset: 3px;
  }
`;

const DotSpot = styled.span`
  ${spot}
`;

const Dot = styled.span`
  width: 1.125rem;
  height: 1.125rem;
  border: 2px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.canvas};

  [data-state='done'] & {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
  }

  [data-state='current'] & {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: inset 0 0 0 3px ${({ theme }) => theme.colors.canvas};
    background: ${({ theme }) => theme.colors.primary};
  }
`;

const DotLabel = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.inkSubtle};

  [data-state='current'] & {
    color: ${({ theme }) => theme.colors.ink};
  }
`;
