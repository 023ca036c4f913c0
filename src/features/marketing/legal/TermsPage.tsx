import { PageTitle } from '@/ui/PageTitle';
import { LegalDocumentView } from './LegalDocumentView';
import { TERMS } from './termsContent';

/** /terms (spec 000 §2): the Terms of Service. */
export const TermsPage = () => (
  <>
    <PageTitle title={TERMS.title} />
    <LegalDocumentView document={TERMS} />
  </>
);
