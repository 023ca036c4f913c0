import type { Board } from './chatApi';

/** A board's name as the chat shows it: 'Mood board', 'Style board 2', 'Style board 2, revised'. */
export const boardLabel = (board: Pick<Board, 'kind' | 'number' | 'revision_of'>) =>
  board.kind === 'moodboard'
    ? 'Mood board'
    : `Style board ${board.number}${board.revision_of ? ', revised' : ''}`;

/** "Based on your notes: No yellow, Up to $150 per piece." */
export const notesLine = (notes: readonly string[]) =>
  notes.length ? `Based on your notes: ${notes.join(', ')}.` : null;
