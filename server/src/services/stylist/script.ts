import type { SessionNote, StylistProgress } from '../../db/schema';

/**
 * What the simulated stylist does on a turn of a paid session, decided from where the session
 * is and what the shopper has written since the last turn. Pure: the turn runner
 * (./stylistTurns.ts) carries the actions out.
 */

export type StylistAction =
  | { kind: 'say'; text: string }
  | { kind: 'moodboard' }
  | { kind: 'styleboard' }
  | { kind: 'revision'; of: string | null; cheaper: boolean }
  | { kind: 'close' };

export type TurnInput = {
  progress: StylistProgress;
  limits: { styleBoards: number; revisions: number };
  subscription: boolean;
  clientFirstName: string;
  /** The shopper's messages since the last turn, oldest first. */
  messages: readonly { text: string; boardId: string | null }[];
  /** What those messages added to the notes. */
  newNotes: readonly SessionNote[];
  /** Every note so far, new ones included. */
  notes: readonly SessionNote[];
};

export type TurnPlan = {
  actions: StylistAction[];
  progress: StylistProgress;
  /** Take another turn soon even if the shopper writes nothing (more boards are coming). */
  again: boolean;
};

const MAX_QUESTIONS = 2;
const REVISION_WORDS = /\b(?:revis\w*|change|swap|different|another|instead|replace)\b/i;
const DONE_WORDS =
  /\b(?:thanks|thank you|that'?s all|done|perfect|love (?:it|them|these)|all set|bye)\b/i;

const questions = {
  budget: 'What would you like to spend per piece? A rough number is perfect.',
  sizes:
    'And your sizes, so everything I pick is in stock for you? For example: tops M, jeans 28, shoes 8.',
};

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

/** Whether the shopper asked to change a board. */
const asksForRevision = (input: TurnInput) =>
  input.newNotes.some((note) => note.kind === 'request' || note.kind === 'dislike') ||
  input.messages.some(
    (message) => REVISION_WORDS.test(message.text) || /\bcheaper\b/i.test(message.text),
  );

const revisionOf = (input: TurnInput) =>
  [...input.messages].reverse().find((message) => message.boardId)?.boardId ?? null;

const cheaper = (input: TurnInput) =>
  input.newNotes.some((note) => note.text === 'Something cheaper');

const intake = (input: TurnInput, progress: StylistProgress): TurnPlan => {
  const known = new Set(input.notes.map((note) => note.kind));
  const missing = (['budget', 'sizes'] as const).filter((kind) => !known.has(kind));
  const [ask] = missing;
  if (ask && progress.questions < MAX_QUESTIONS) {
    const lead = input.newNotes.length ? 'Thank you, that helps a lot! ' : '';
    return {
      actions: [{ kind: 'say', text: `${lead}${questions[ask]}` }],
      progress: { ...progress, questions: progress.questions + 1 },
      again: false,
    };
  }
  return {
    actions: [
      {
        kind: 'say',
        text: `Thank you, ${input.clientFirstName}! That's everything I need. Here is your mood board, the direction for everything I'll send you. Your first style board is on its way.`,
      },
      { kind: 'moodboard' },
    ],
    progress: { ...progress, stage: 'boards' },
    again: true,
  };
};

const revise = (input: TurnInput, progress: StylistProgress): TurnPlan => {
  const { revisions } = input.limits;
  if (progress.revisions >= revisions) {
    return {
      actions: [
        {
          kind: 'say',
          text: `We've used all ${plural(revisions, 'revision')} your plan includes. I've noted what you said, and I'll keep it in mind for anything I send you next.`,
        },
      ],
      progress,
      again: false,
    };
  }
  const used = progress.revisions + 1;
  const left = revisions - used;
  return {
    actions: [
      { kind: 'revision', of: revisionOf(input), cheaper: cheaper(input) },
      {
        kind: 'say',
        text: `Here's the revised board. ${left > 0 ? `You have ${plural(left, 'revision')} left.` : "That was your last revision, and I hope it's a keeper."}`,
      },
    ],
    progress: { ...progress, revisions: used },
    again: false,
  };
};

const nextBoard = (input: TurnInput, progress: StylistProgress): TurnPlan => {
  const boards = progress.boards + 1;
  const last = boards >= input.limits.styleBoards;
  const actions: StylistAction[] = [{ kind: 'styleboard' }];
  if (last) {
    actions.push({
      kind: 'say',
      text: `That's all ${plural(input.limits.styleBoards, 'style board')} in your plan! Tell me what you'd change on any of them (something cheaper, a colour to skip, more for work) and I'll revise it. Reply to a board to revise that one.`,
    });
  }
  return {
    actions,
    progress: { ...progress, boards, stage: last ? 'revisions' : 'boards' },
    again: !last,
  };
};

const close = (input: TurnInput, progress: StylistProgress): TurnPlan => ({
  actions: [
    {
      kind: 'say',
      text: input.subscription
        ? `It's been a joy styling you this month, ${input.clientFirstName}! Your boards stay right here, and I'll be back with fresh ones next month.`
        : `It's been a joy styling you, ${input.clientFirstName}! Your boards stay right here whenever you want to shop them. If you have a moment, a review means the world to me.`,
    },
    { kind: 'close' },
  ],
  progress: { ...progress, stage: 'closed' },
  again: false,
});

/** The stylist's turn. With no new message it only continues what it was doing (the boards). */
export const planTurn = (input: TurnInput): TurnPlan => {
  const { progress } = input;
  const wrote = input.messages.length > 0;
  switch (progress.stage) {
    case 'intake': {
      // The questionnaire may have told the stylist enough before the shopper writes at all.
      const known = new Set(input.notes.map((note) => note.kind));
      const ready = known.has('budget') && known.has('sizes');
      return wrote || ready ? intake(input, progress) : { actions: [], progress, again: false };
    }
    case 'boards': {
      if (wrote && progress.boards > 0 && asksForRevision(input)) {
        const revised = revise(input, progress);
        return { ...revised, again: true };
      }
      const board = nextBoard(input, progress);
      if (wrote && !asksForRevision(input)) {
        board.actions.unshift({
          kind: 'say',
          text: input.newNotes.length ? "Noted! I'll keep that in mind." : 'Thank you!',
        });
      }
      return board;
    }
    case 'revisions':
      if (!wrote) return { actions: [], progress, again: false };
      if (asksForRevision(input)) return revise(input, progress);
      if (input.messages.some((message) => DONE_WORDS.test(message.text))) {
        return close(input, progress);
      }
      return {
        actions: [
          {
            kind: 'say',
            text: "Happy to help! Tell me what to change on any board (something cheaper, a colour to skip, more for work), or tell me you're all set and I'll wrap up our session.",
          },
        ],
        progress,
        again: false,
      };
    case 'closed':
      return {
        actions: wrote
          ? [
              {
                kind: 'say',
                text: 'Our session has wrapped up, but your boards are all still here. Book again from your inbox whenever you want new looks!',
              },
            ]
          : [],
        progress,
        again: false,
      };
  }
};
