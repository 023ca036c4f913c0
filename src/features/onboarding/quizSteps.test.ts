import { describe, expect, it } from 'vitest';
import {
  canSkipStyles,
  countStylesAnswered,
  nextStep,
  quizPath,
  resolveStep,
  stepNumber,
  stepsFor,
  type QuizProgress,
  type StepRequest,
} from './quizSteps';

const fresh: QuizProgress = {
  needsDone: false,
  department: null,
  bodyTypesDone: false,
  stylesAnswered: 0,
  styleCount: null,
  isFinished: false,
};
const needsDone: QuizProgress = { ...fresh, needsDone: true };
const woman: QuizProgress = { ...needsDone, department: 'female' };
const womanAtStyles: QuizProgress = { ...woman, bodyTypesDone: true, styleCount: 9 };
const man: QuizProgress = { ...needsDone, department: 'male', styleCount: 7 };

const request = (step?: string, innerStepIndex?: string): StepRequest => ({ step, innerStepIndex });

describe('quiz step order', () => {
  it.each([
    [null, ['needs', 'department', 'bodyTypes', 'styles']],
    ['female', ['needs', 'department', 'bodyTypes', 'styles']],
    ['male', ['needs', 'department', 'styles']],
  ] as const)('for department %s is %j', (department, steps) => {
    expect(stepsFor(department)).toEqual(steps);
  });

  it.each([
    ['needs', null, 'department'],
    ['department', 'female', 'bodyTypes'],
    ['department', 'male', 'styles'],
    ['bodyTypes', 'female', 'styles'],
    ['styles', 'female', null],
  ] as const)('after %s (%s) comes %s', (step, department, next) => {
    expect(nextStep(step, department)).toBe(next);
  });

  it.each([
    ['needs', 'female', 1, 4],
    ['bodyTypes', 'female', 3, 4],
    ['styles', 'female', 4, 4],
    ['styles', 'male', 3, 3],
    ['department', null, 2, 4],
  ] as const)('numbers %s for %s as step %i out of %i', (step, department, number, total) => {
    expect(stepNumber(step, department)).toEqual({ number, total });
  });

  it.each([
    [{ step: 'needs', index: 0 }, '/onboarding/needs'],
    [{ step: 'styles', index: 0 }, '/onboarding/styles'],
    [{ step: 'styles', index: 4 }, '/onboarding/styles/4'],
  ] as const)('writes %j as %s', (position, path) => {
    expect(quizPath(position)).toBe(path);
  });
});

describe('resolveStep', () => {
  it.each<[string, StepRequest, QuizProgress, string, number, string | null]>([
    // [case, request, progress, shown step, shown index, redirect]
    ['no step starts with needs', request(), fresh, 'needs', 0, null],
    ['needs is always open', request('needs'), womanAtStyles, 'needs', 0, null],
    ['a done step can be revisited', request('department'), womanAtStyles, 'department', 0, null],
    [
      'department needs the needs step',
      request('department'),
      fresh,
      'needs',
      0,
      '/onboarding/needs',
    ],
    ['department after needs', request('department'), needsDone, 'department', 0, null],
    [
      'styles without department roll back to department',
      request('styles'),
      needsDone,
      'department',
      0,
      '/onboarding/department',
    ],
    [
      'bodyTypes without department roll back to department',
      request('bodyTypes'),
      needsDone,
      'department',
      0,
      '/onboarding/department',
    ],
    ['men skip bodyTypes', request('bodyTypes'), man, 'styles', 0, '/onboarding/styles'],
    [
      'styles for women need the bodyTypes step',
      request('styles'),
      woman,
      'bodyTypes',
      0,
      '/onboarding/bodyTypes',
    ],
    ['styles for men follow department', request('styles'), man, 'styles', 0, null],
    [
      'an unknown step goes back to the furthest step',
      request('shoes'),
      woman,
      'bodyTypes',
      0,
      '/onboarding/bodyTypes',
    ],
    [
      'an unknown step on a fresh quiz goes to needs',
      request('nope'),
      fresh,
      'needs',
      0,
      '/onboarding/needs',
    ],
    ['alias style → styles', request('style'), man, 'styles', 0, '/onboarding/styles'],
    ['alias bodyTypes/ (trailing slash)', request('bodyTypes', ''), woman, 'bodyTypes', 0, null],
    [
      'alias styles/3 opens that sub-step',
      request('styles', '3'),
      { ...womanAtStyles, stylesAnswered: 3 },
      'styles',
      3,
      null,
    ],
    [
      'a sub-step already answered can be revisited',
      request('styles', '1'),
      { ...womanAtStyles, stylesAnswered: 6 },
      'styles',
      1,
      null,
    ],
    [
      'no jumping ahead of the first unanswered style',
      request('styles', '6'),
      { ...womanAtStyles, stylesAnswered: 2 },
      'styles',
      2,
      '/onboarding/styles/2',
    ],
    [
      'a finished quiz opens every style',
      request('styles', '8'),
      { ...womanAtStyles, stylesAnswered: 6, isFinished: true },
      'styles',
      8,
      null,
    ],
    [
      'an index past the last style goes to the last',
      request('styles', '12'),
      { ...womanAtStyles, stylesAnswered: 9 },
      'styles',
      8,
      '/onboarding/styles/8',
    ],
    [
      'a sub-step waits for the mood boards before it is checked',
      request('styles', '5'),
      { ...womanAtStyles, styleCount: null },
      'styles',
      5,
      null,
    ],
    ['styles/0 is plain styles', request('styles', '0'), man, 'styles', 0, '/onboarding/styles'],
    [
      'a non-numeric sub-step goes back',
      request('styles', 'abc'),
      { ...man, stylesAnswered: 2 },
      'styles',
      2,
      '/onboarding/styles/2',
    ],
    [
      'a stray index on needs is dropped',
      request('needs', '2'),
      fresh,
      'needs',
      0,
      '/onboarding/needs',
    ],
  ])('%s', (_case, req, progress, step, index, redirect) => {
    expect(resolveStep(req, progress)).toEqual({ position: { step, index }, redirect });
  });
});

describe('style sub-steps', () => {
  it.each([
    [0, false],
    [5, false],
    [6, true],
    [9, true],
  ])('with %i answered, Skip / Meet my match shows: %s', (answered, shows) => {
    expect(canSkipStyles(answered)).toBe(shows);
  });

  it.each([
    [{}, 0],
    [{ a: 2 }, 1],
    [{ a: 2, b: 0 }, 2],
    [{ a: 2, c: 1 }, 1],
    [{ a: 0, b: 1, c: 2 }, 3],
  ])('counts the answered mood boards from the first (%j → %i)', (styles, count) => {
    expect(countStylesAnswered([{ style: 'a' }, { style: 'b' }, { style: 'c' }], styles)).toBe(
      count,
    );
  });
});
