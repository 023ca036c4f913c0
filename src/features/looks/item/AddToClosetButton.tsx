import { useState } from 'react';
import styled from 'styled-components';
import { selectIsSignedIn } from '@/api/authSlice';
import type { Item } from '@/api/items';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Button } from '@/ui/Button';
import { toastShown } from '@/blocks/modals/uiSlice';
import { useGuestGate } from '@/blocks/useGuestGate';
import { ErrorText } from '@/ui/ErrorText';
import { useAddItemToClosetMutation } from '../itemsApi';

const ADDED = 'Item successfully added to your closet';
const FAILED = 'An error occurred, please try again later.';

type AddToClosetButtonProps = { item: Pick<Item, 'id' | 'isInCloset'> };

/**
 * Add to closet (spec 001 §4): disabled and reading 'In Closet' once the item is there; a toast
 * on success, a message on failure (the button stays, so the shopper can try again). Visitors
 * get the Signup modal.
 */
export const AddToClosetButton = ({ item }: AddToClosetButtonProps) => {
  const dispatch = useAppDispatch();
  const requireSignIn = useGuestGate();
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const [addItemToCloset, { isLoading }] = useAddItemToClosetMutation();
  const [added, setAdded] = useState(false);
  const [failed, setFailed] = useState(false);
  const inCloset = item.isInCloset || added;

  const handleClick = async () => {
    if (!requireSignIn({ source: 'item', element: 'closet click' })) return;
    setFailed(false);
    try {
      await addItemToCloset({ itemId: item.id }).unwrap();
      setAdded(true);
      dispatch(toastShown({ content: ADDED }));
    } catch {
      setFailed(true);
    }
  };

  return (
    <Wrapper>
      <Button
        variant="secondary"
        fullWidth
        disabled={inCloset}
        aria-haspopup={isSignedIn ? undefined : 'dialog'}
        isLoading={isLoading}
        onClick={() => void handleClick()}
      >
        {inCloset ? 'In Closet' : 'Add to closet'}
      </Button>
      {failed && <ErrorText role="alert">{FAILED}</ErrorText>}
    </Wrapper>
  );
};

const Wrapper = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;
