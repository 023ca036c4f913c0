/** A paragraph, a bullet list, or a paragraph ending in an e-mail link. */
export type LegalBlock = string | { list: readonly string[] } | { text: string; email: string };

export type LegalSection = { id: string; title: string; blocks: readonly LegalBlock[] };

export type LegalDocument = {
  title: string;
  /** ISO date (YYYY-MM-DD) the text last changed. */
  lastUpdated: string;
  intro: string;
  sections: readonly LegalSection[];
};
