import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useState } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { PageHead } from '@/ui/PageHead';
import { BodyTypesStep } from './BodyTypesStep';
import { CampaignIntro } from './CampaignIntro';
import { DepartmentStep } from './DepartmentStep';
import { NeedsStep } from './NeedsStep';
import { useGetMoodBoardsQuery } from './onboardingApi';
import { campaignNoted, selectOnboarding } from './onboardingSlice';
import { QuizFinish } from './QuizFinish';
import { QuizProgress } from './QuizProgress';
import { countStylesAnswered, resolveStep, type QuizPosition } from './quizSteps';
import { StylesStep } from './StylesStep';

/**
 * /onboarding/{step?}/{innerStepIndex?}: the style quiz. The address names the step; the step
 * rules (`resolveStep`) send an address the shopper may not be at yet back to where they are.
 * A `?campaign=` marker is kept as the result's source; an onboarding-type campaign (maternity)
 * also shows its intro above the first step.
 */
export const OnboardingPage = () => {
  const { step, innerStepIndex } = useParams();
  const [searchParams] = useSearchParams();
  const campaign = searchParams.get('campaign');
  const quiz = useAppSelector(selectOnboarding);
  const dispatch = useAppDispatch();
  const { data: moodBoards } = useGetMoodBoardsQuery(quiz.department ?? skipToken);

  useEffect(() => {
    if (campaign) dispatch(campaignNoted(campaign));
  }, [campaign, dispatch]);

  const { position, redirect } = resolveStep(
    { step, innerStepIndex },
    {
      needsDone: quiz.needsDone,
      department: quiz.department,
      bodyTypesDone: quiz.bodyTypesDone,
      stylesAnswered: countStylesAnswered(moodBoards ?? [], quiz.styles),
      styleCount: moodBoards?.length ?? null,
      isFinished: quiz.status !== 'inProgress',
    },
  );
  const showFinish = position.step === 'styles' && quiz.status === 'finished';
  const focusHeading = useHasMoved(`${position.step}/${position.index}/${String(showFinish)}`);

  if (redirect) return <Navigate to={redirect} replace />;
  return (
    <Page>
      <PageHead
        title="Style Quiz"
        description="Tell us what you are looking for, your shape and the styles you love, and meet the stylists who match you."
      />
      <QuizProgress step={position.step} department={quiz.department} />
      <Content>
        {position.step === 'needs' && <CampaignIntro campaign={campaign} />}
        {showFinish ? (
          <QuizFinish focusHeading={focusHeading} />
        ) : (
          <Step
            key={`${position.step}/${position.index}`}
            position={position}
            focus={focusHeading}
          />
        )}
      </Content>
    </Page>
  );
};

const Step = ({ position, focus }: { position: QuizPosition; focus: boolean }) => {
  switch (position.step) {
    case 'needs':
      return <NeedsStep focusHeading={focus} />;
    case 'department':
      return <DepartmentStep focusHeading={focus} />;
    case 'bodyTypes':
      return <BodyTypesStep focusHeading={focus} />;
    case 'styles':
      return <StylesStep index={position.index} focusHeading={focus} />;
  }
};

/** Whether `key` has changed since the page opened: focus follows step changes, not arrival. */
const useHasMoved = (key: string) => {
  const [firstKey] = useState(key);
  const [hasMoved, setHasMoved] = useState(false);
  if (!hasMoved && key !== firstKey) setHasMoved(true);
  return hasMoved || key !== firstKey;
};

const Page = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.xl};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  min-height: calc(100vh - ${({ theme }) => theme.layout.headerHeight});
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.md} ${theme.space.xxl}`};

  ${({ theme }) => theme.media.aboveMobile} {
    gap: ${({ theme }) => theme.space.xxl};
    padding: ${({ theme }) => `${theme.space.xl} ${theme.space.xl} ${theme.space.xxxl}`};
  }
`;

const Content = styled.div`
  min-width: 0;
`;
