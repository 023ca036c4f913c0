import type { Department } from './quizTypes';

/**
 * The quiz's step rules, pure so every case is table-tested (spec 000 §2 Onboarding quiz, §4).
 * Route: /onboarding/{step?}/{innerStepIndex?}; the style sub-step index counts from 0, and the
 * first style is plain /onboarding/styles.
 */
export const QUIZ_STEPS = ['needs', 'department', 'bodyTypes', 'styles'] as const;

export type QuizStep = (typeof QUIZ_STEPS)[number];

export const stepTitles: Record<QuizStep, string> = {
  needs: 'Needs',
  department: 'Department',
  bodyTypes: 'Body Type',
  styles: 'Styles',
};

/** Women: needs, department, bodyTypes, styles; men skip bodyTypes. Before a choice: women's. */
export const stepsFor = (department: Department | null): readonly QuizStep[] =>
  department === 'male' ? ['needs', 'department', 'styles'] : QUIZ_STEPS;

/** Names the tracking maps use for steps (/onboarding/style). */
const aliases: Record<string, QuizStep> = { style: 'styles' };

const isQuizStep = (value: string): value is QuizStep =>
  (QUIZ_STEPS as readonly string[]).includes(value);

export const parseStep = (value: string | undefined): QuizStep | null => {
  if (value === undefined || value === '') return 'needs';
  if (isQuizStep(value)) return value;
  return aliases[value] ?? null;
};

export type QuizPosition = { step: QuizStep; index: number };

export const quizPath = ({ step, index }: QuizPosition) =>
  step === 'styles' && index > 0 ? `/onboarding/styles/${index}` : `/onboarding/${step}`;

/** What the shopper has answered so far. */
export type QuizProgress = {
  needsDone: boolean;
  department: Department | null;
  bodyTypesDone: boolean;
  /** Mood boards answered, counted from the first; the next one is the first unanswered. */
  stylesAnswered: number;
  /** How many mood boards the department has; null while they load. */
  styleCount: number | null;
  isFinished: boolean;
};

/** The last style sub-step the shopper may open: the first unanswered, or any once finished. */
export const lastOpenStyleIndex = ({ stylesAnswered, styleCount, isFinished }: QuizProgress) => {
  if (styleCount === null) return Number.POSITIVE_INFINITY;
  const last = Math.max(styleCount - 1, 0);
  return isFinished ? last : Math.min(stylesAnswered, last);
};

/**
 * The furthest the shopper may go: the first step whose prerequisites are answered but which is
 * not itself done. Men have no bodyTypes step, so theirs is never missing.
 */
export const furthestPosition = (progress: QuizProgress): QuizPosition => {
  if (!progress.needsDone) return { step: 'needs', index: 0 };
  if (!progress.department) return { step: 'department', index: 0 };
  if (progress.department === 'female' && !progress.bodyTypesDone) {
    return { step: 'bodyTypes', index: 0 };
  }
  const last = lastOpenStyleIndex(progress);
  return { step: 'styles', index: Number.isFinite(last) ? last : 0 };
};

const order = (step: QuizStep) => QUIZ_STEPS.indexOf(step);

export type StepRequest = { step?: string; innerStepIndex?: string };

/** Show this position, or go to `redirect` (replacing the address) first. */
export type StepResolution = { position: QuizPosition; redirect: string | null };

const parseIndex = (value: string | undefined): number | null => {
  if (value === undefined || value === '') return 0;
  return /^\d+$/.test(value) ? Number(value) : null;
};

/**
 * Where a quiz address leads. Aliases go to their step; an unknown step goes back to the
 * furthest valid one; a step whose prerequisites are missing rolls back to the step that is
 * missing (styles without a department → department); men asking for bodyTypes go to styles;
 * back is allowed, jumping ahead is not (a style sub-step past the first unanswered one goes
 * back to it). A stray index on a step without sub-steps is dropped.
 */
export const resolveStep = (request: StepRequest, progress: QuizProgress): StepResolution => {
  const furthest = furthestPosition(progress);
  const back = { position: furthest, redirect: quizPath(furthest) };
  let step = parseStep(request.step);
  if (!step) return back;
  if (step === 'bodyTypes' && progress.department === 'male') step = 'styles';

  if (order(step) > order(furthest.step)) return back;

  const index = step === 'styles' ? parseIndex(request.innerStepIndex) : 0;
  if (index === null) return back;
  if (step === 'styles' && index > lastOpenStyleIndex(progress)) return back;

  const position = { step, index };
  const canonical = quizPath(position);
  const requested = `/onboarding${request.step ? `/${request.step}` : ''}${
    request.innerStepIndex ? `/${request.innerStepIndex}` : ''
  }`;
  const isCanonical = requested === canonical || (request.step === undefined && step === 'needs');
  return { position, redirect: isCanonical ? null : canonical };
};

/** 'Step N out of M' for a step, in the department's order. */
export const stepNumber = (step: QuizStep, department: Department | null) => {
  const steps = stepsFor(department);
  return { number: steps.indexOf(step) + 1, total: steps.length };
};

/** The step after `step` in the department's order; null after styles. */
export const nextStep = (step: QuizStep, department: Department | null): QuizStep | null => {
  const steps = stepsFor(department);
  return steps[steps.indexOf(step) + 1] ?? null;
};

/** The Skip / 'Meet my match' button shows once more than 5 styles are answered. */
export const SKIP_STYLES_AFTER = 5;

export const canSkipStyles = (stylesAnswered: number) => stylesAnswered > SKIP_STYLES_AFTER;

/** How many mood boards, from the first, have an answer. */
export const countStylesAnswered = (
  moodBoards: readonly { style: string }[],
  styles: Readonly<Record<string, unknown>>,
) => {
  const firstOpen = moodBoards.findIndex(({ style }) => !Object.hasOwn(styles, style));
  return firstOpen === -1 ? moodBoards.length : firstOpen;
};
