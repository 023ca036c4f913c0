import { env } from '@/config/env';
import { PageHead } from '@/ui/PageHead';
import { LegalDocumentView } from './LegalDocumentView';
import { PRIVACY } from './privacyContent';

/** /privacy (spec 000 §2): the Privacy Policy. */
export const PrivacyPage = () => (
  <>
    <PageHead
      title={PRIVACY.title}
      description={`How ${env.productName} collects, uses and protects your personal data, and the choices you have.`}
    />
    <LegalDocumentView document={PRIVACY} />
  </>
);
