/**
 * The built-in questionnaire used after payment when no quiz SDK is configured: what a stylist
 * needs before the mood board. Answers are optional; the stylist sees them in the chat.
 */
export type SessionQuestion = {
  id: 'occasion' | 'budget' | 'sizes' | 'avoid';
  question: string;
  hint?: string;
  kind: 'text' | 'choice' | 'long';
  options?: readonly string[];
};

export const ANSWER_MAX_LENGTH = 1000;

export const SESSION_QUESTIONS: readonly SessionQuestion[] = [
  {
    id: 'occasion',
    question: 'What are you dressing for?',
    hint: 'Everyday, work, a trip, a wedding… as much detail as you like.',
    kind: 'text',
  },
  {
    id: 'budget',
    question: 'What would you like to spend per item?',
    kind: 'choice',
    options: ['Under $50', '$50 to $150', '$150 to $300', 'Over $300', 'No set budget'],
  },
  {
    id: 'sizes',
    question: 'What sizes do you wear?',
    hint: 'For example: tops M, jeans 28, shoes 8.',
    kind: 'text',
  },
  {
    id: 'avoid',
    question: 'Anything you would rather avoid?',
    hint: 'Colours, fabrics, cuts, brands.',
    kind: 'long',
  },
];

/** The answered questions, trimmed, in questionnaire order. */
export const answersOf = (values: Record<string, string>) =>
  SESSION_QUESTIONS.map((item) => ({
    question: item.question,
    answer: (values[item.id] ?? '').trim(),
  })).filter((item) => item.answer !== '');
