import { ButtonLink } from '@/ui/Button';
import { NotFoundMessage } from '../NotFoundMessage';
import { ItemBackLink } from './ItemBackLink';
import { ItemFrame } from './itemLayout';

type ItemNotFoundProps = { outfitId: string | null };

/** An item that does not exist (404): a way on to the feed and a way back. */
export const ItemNotFound = ({ outfitId }: ItemNotFoundProps) => (
  <ItemFrame>
    <ItemBackLink outfitId={outfitId} />
    <NotFoundMessage
      title="We couldn't find that item"
      text="It may have been removed, or the link may be mistyped."
      spacing="inset"
    >
      <ButtonLink to="/feed">Browse looks</ButtonLink>
    </NotFoundMessage>
  </ItemFrame>
);
