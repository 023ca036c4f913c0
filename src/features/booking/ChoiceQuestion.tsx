import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

export type ChoiceAnswer = { value: string; label: ReactNode; detail?: ReactNode };

type ChoiceQuestionProps = {
  question: string;
  answers: readonly ChoiceAnswer[];
  chosen: string | null;
  onChoose: (value: string) => void;
};

/**
 * A booking question: one button per answer, the chosen one marked (aria-pressed). Choosing
 * moves on by itself (see `useDelayedChoice`), so there is no Next button.
 */
export const ChoiceQuestion = ({ question, answers, chosen, onChoose }: ChoiceQuestionProps) => {
  const questionId = useId();
  return (
    <Wrapper role="group" aria-labelledby={questionId}>
      <Question id={questionId}>{question}</Question>
      <Answers>
        {answers.map((answer) => (
          <li key={answer.value}>
            <Answer
              type="button"
              aria-pressed={chosen === answer.value}
              onClick={() => onChoose(answer.value)}
            >
              <AnswerLabel>{answer.label}</AnswerLabel>
              {answer.detail && <AnswerDetail>{answer.detail}</AnswerDetail>}
            </Answer>
          </li>
        ))}
      </Answers>
      <p className="visually-hidden" aria-live="polite">
        {chosen ? 'Saved. Moving on to the next step.' : ''}
      </p>
    </Wrapper>
  );
};

const Wrapper = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const Question = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  text-align: center;
`;

const Answers = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: 0;
  list-style: none;
`;

const Answer = styled.button`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  width: 100%;
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.canvas};
  color: ${({ theme }) => theme.colors.ink};
  font: inherit;
  text-align: left;
  cursor: pointer;
  transition:
    border-color 150ms ease,
    background-color 150ms ease;

  &:hover {
    border-color: ${({ theme }) => theme.colors.ink};
  }

  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.major};
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.major};
  }

  ${({ theme }) => theme.media.reducedMotion} {
    transition: none;
  }
`;

const AnswerLabel = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const AnswerDetail = styled.span`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
