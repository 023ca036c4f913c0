import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { signedOut } from '@/api/authSlice';
import type { BodyType, Department, Need, QuizResult, StyleRating } from './quizTypes';

/**
 * The quiz's answers (spec 000 §3 Onboarding state). Kept in session storage, so they survive a
 * reload and the sign-up round trip in this tab (a finished quiz also survives closing the tab
 * until it is submitted: quizStorage); cleared on sign-out.
 *
 * status: 'inProgress' while answering; 'finished' once the last style is answered (or skipped),
 * waiting for a signed-in shopper to submit; 'submitted' once the server has the result.
 */
export type QuizStatus = 'inProgress' | 'finished' | 'submitted';

export type OnboardingState = {
  needs: Record<string, Need>;
  department: Department | null;
  bodyTypes: Record<string, BodyType>;
  styles: Record<string, StyleRating>;
  /** Styles rated LOVE IT (2), set when the quiz finishes. */
  preferredStyles: string[];
  /** Where the quiz was started from, e.g. a campaign marker ('wedding'). */
  source: string | null;
  /** Next or Skip was pressed on the multi-select steps (both may be left empty). */
  needsDone: boolean;
  bodyTypesDone: boolean;
  status: QuizStatus;
};

export const initialOnboardingState: OnboardingState = {
  needs: {},
  department: null,
  bodyTypes: {},
  styles: {},
  preferredStyles: [],
  source: null,
  needsDone: false,
  bodyTypesDone: false,
  status: 'inProgress',
};

/** A changed answer makes a finished (or submitted) quiz a quiz in progress again. */
const answerChanged = (state: OnboardingState) => {
  state.status = 'inProgress';
};

export const onboardingSlice = createSlice({
  name: 'onboarding',
  initialState: initialOnboardingState,
  reducers: {
    needToggled: (state, action: PayloadAction<Need>) => {
      const { key } = action.payload;
      if (state.needs[key]) delete state.needs[key];
      else state.needs[key] = action.payload;
      answerChanged(state);
    },
    needsConfirmed: (state) => {
      state.needsDone = true;
    },
    departmentChosen: (state, action: PayloadAction<Department>) => {
      if (state.department !== action.payload) {
        // Body types and mood boards belong to a department: a new one starts them afresh.
        state.bodyTypes = {};
        state.bodyTypesDone = false;
        state.styles = {};
        state.preferredStyles = [];
        answerChanged(state);
      }
      state.department = action.payload;
    },
    bodyTypeToggled: (state, action: PayloadAction<BodyType>) => {
      const { uuid } = action.payload;
      if (state.bodyTypes[uuid]) delete state.bodyTypes[uuid];
      else state.bodyTypes[uuid] = action.payload;
      answerChanged(state);
    },
    bodyTypesConfirmed: (state) => {
      state.bodyTypesDone = true;
    },
    styleRated: (state, action: PayloadAction<{ style: string; rating: StyleRating }>) => {
      state.styles[action.payload.style] = action.payload.rating;
      answerChanged(state);
    },
    quizFinished: (state) => {
      state.preferredStyles = Object.keys(state.styles).filter(
        (style) => state.styles[style] === 2,
      );
      state.status = 'finished';
    },
    quizSubmitted: (state) => {
      state.status = 'submitted';
    },
    campaignNoted: (state, action: PayloadAction<string>) => {
      state.source = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(signedOut, () => initialOnboardingState);
  },
  selectors: {
    selectOnboarding: (state) => state,
    selectQuizStatus: (state) => state.status,
    selectDepartment: (state) => state.department,
    selectPreferredStyles: (state) => state.preferredStyles,
  },
});

export const {
  needToggled,
  needsConfirmed,
  departmentChosen,
  bodyTypeToggled,
  bodyTypesConfirmed,
  styleRated,
  quizFinished,
  quizSubmitted,
  campaignNoted,
} = onboardingSlice.actions;

export const { selectOnboarding, selectQuizStatus, selectDepartment, selectPreferredStyles } =
  onboardingSlice.selectors;

/** The result the server takes; null until a department is chosen. */
export const quizResultOf = (state: OnboardingState): QuizResult | null => {
  if (!state.department) return null;
  return {
    needs: Object.keys(state.needs),
    gender: state.department,
    tag_uuids: Object.values(state.bodyTypes).map(({ uuid, name }) => ({
      tag_uuid: uuid,
      is_set: 1,
      name,
    })),
    styles: Object.entries(state.styles).map(([name, rate]) => ({ name, rate })),
    ...(state.source ? { source: state.source } : {}),
  };
};
