import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { departmentChosen, selectDepartment } from './onboardingSlice';
import type { Department } from './quizTypes';
import { nextStep, quizPath } from './quizSteps';
import { StepHeading } from './StepHeading';
import { StepBody } from './StepLayout';

const departments: { value: Department; label: string; initial: string }[] = [
  { value: 'female', label: 'Women', initial: 'W' },
  { value: 'male', label: 'Men', initial: 'M' },
];

type DepartmentStepProps = { focusHeading: boolean };

/** Step 2: Women or Men; choosing moves on at once (men skip the body-type step). */
export const DepartmentStep = ({ focusHeading }: DepartmentStepProps) => {
  const department = useAppSelector(selectDepartment);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  const handleChoose = (value: Department) => {
    dispatch(departmentChosen(value));
    void navigate(quizPath({ step: nextStep('department', value) ?? 'styles', index: 0 }));
  };

  return (
    <StepBody aria-labelledby="department-title">
      <StepHeading id="department-title" focusOnMount={focusHeading}>
        What's your preferred shopping department?
      </StepHeading>
      <Choices role="group" aria-labelledby="department-title">
        {departments.map(({ value, label, initial }) => (
          <Choice
            key={value}
            type="button"
            aria-pressed={department === value}
            onClick={() => handleChoose(value)}
          >
            <Monogram aria-hidden="true">{initial}</Monogram>
            {label}
          </Choice>
        ))}
      </Choices>
    </StepBody>
  );
};

const Choices = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
  max-width: 36rem;

  ${({ theme }) => theme.media.aboveMobile} {
    gap: ${({ theme }) => theme.space.lg};
  }
`;

const Monogram = styled.span`
  display: grid;
  place-items: center;
  width: 4.5rem;
  height: 4.5rem;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-style: italic;
  transition: border-color ${({ theme }) => theme.motion.fast} ease;

  ${({ theme }) => theme.media.aboveMobile} {
    width: 6rem;
    height: 6rem;
    font-size: ${({ theme }) => theme.fontSizes.display};
  }
`;

const Choice = styled.button`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
  min-height: 12rem;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.12em;
  text-transform: uppercase;
  cursor: pointer;
  transition:
    background-color ${({ theme }) => theme.motion.fast} ease,
    border-color ${({ theme }) => theme.motion.fast} ease;

  ${({ theme }) => theme.media.aboveMobile} {
    min-height: 17rem;
  }

  &:hover,
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surfaceStrong};
  }

  &:hover ${Monogram}, &[aria-pressed='true'] ${Monogram} {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;
