import { z } from 'zod';

export const quizSessionQuerySchema = z.object({
  requestId: z.string({ error: 'The request id is missing.' }).trim().min(1).max(100),
});

/** The built-in post-payment questionnaire: 1 to 10 answers. */
export const questionnaireSchema = z.object({
  answers: z
    .array(
      z.object({
        question: z
          .string({ error: 'Each answer needs its question.' })
          .trim()
          .min(1, 'Each answer needs its question.')
          .max(200, 'A question can be up to 200 characters.'),
        answer: z
          .string({ error: 'Write an answer.' })
          .trim()
          .min(1, 'Write an answer.')
          .max(1000, 'An answer can be up to 1000 characters.'),
      }),
    )
    .min(1, 'Answer at least one question.')
    .max(10, 'Up to 10 answers.'),
});
