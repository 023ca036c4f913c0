import { PageTitle } from '@/ui/PageTitle';
import { LegalDocumentView } from './LegalDocumentView';
import { PRIVACY } from './privacyContent';

/** /privacy (spec 000 §2): the Privacy Policy. */
export const PrivacyPage = () => (
  <>
    <PageTitle title={PRIVACY.title} />
    <LegalDocumentView document={PRIVACY} />
  </>
);
