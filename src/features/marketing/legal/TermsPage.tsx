import { env } from '@/config/env';
import { PageHead } from '@/ui/PageHead';
import { LegalDocumentView } from './LegalDocumentView';
import { TERMS } from './termsContent';

/** /terms (spec 000 §2): the Terms of Service. */
export const TermsPage = () => (
  <>
    <PageHead
      title={TERMS.title}
      description={`The terms of service for styling sessions, memberships, gift cards and shopping on ${env.productName}.`}
    />
    <LegalDocumentView document={TERMS} />
  </>
);
