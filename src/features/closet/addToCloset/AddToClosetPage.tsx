import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, ButtonLink } from '@/ui/Button';
import { PageHead } from '@/ui/PageHead';
import { Spinner } from '@/ui/Spinner';
import { PageContent } from '@/ui/PageLayout';
import { useAddItemsToClosetMutation, useGetClosetSuggestionsQuery } from '../closetApi';
import { MOBILE_APP_CLOSET_URL } from '../mobileAppCloset';
import { EmptyState } from '../profile/EmptyState';
import { useSkeletonCount } from '../profile/useSkeletonCount';
import { addItemsLabel, SESSION_RECAP_SOURCE, SOMETHING_WENT_WRONG } from './addToClosetCopy';
import { SuggestionCard } from './SuggestionCard';
import { SuggestionGrid } from './SuggestionGrid';
import { SuggestionsPlaceholder } from './SuggestionsPlaceholder';

/**
 * /session/{sessionId}/add-to-closet (spec 001 §2, §4 "Add to closet from session recap"): the
 * pieces of the session's boards not yet in the closet, each with a checkbox; the sticky button
 * adds the chosen ones under a loading overlay, then the browser goes to the mobile app's
 * closet. A failure to load shows the message in red over a faded empty grid, with a retry; the
 * empty state shows only when the suggestions loaded and there are none.
 */
export const AddToClosetPage = () => {
  const { sessionId = '' } = useParams();
  const suggestions = useGetClosetSuggestionsQuery(sessionId);
  const [addItemsToCloset, saving] = useAddItemsToClosetMutation();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [added, setAdded] = useState(false);
  const skeletons = useSkeletonCount();
  const items = suggestions.data?.items ?? [];
  const isBusy = saving.isLoading || added;

  const toggle = (id: string, checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (selected.size === 0 || isBusy) return;
    try {
      await addItemsToCloset({ itemIds: [...selected], source: SESSION_RECAP_SOURCE }).unwrap();
      setAdded(true);
      window.location.assign(MOBILE_APP_CLOSET_URL);
    } catch {
      // The message below says so; the choice stays for another try.
    }
  };

  const renderBody = () => {
    if (suggestions.isError && !suggestions.isFetching) {
      return (
        <>
          <Failure role="alert">
            {SOMETHING_WENT_WRONG}{' '}
            <Button variant="secondary" size="sm" onClick={() => void suggestions.refetch()}>
              Try again
            </Button>
          </Failure>
          <SuggestionsPlaceholder count={skeletons} faded />
        </>
      );
    }
    if (!suggestions.data) {
      return (
        <>
          <p role="status" className="visually-hidden">
            Loading the items from your session…
          </p>
          <SuggestionsPlaceholder count={skeletons} />
        </>
      );
    }
    if (items.length === 0) {
      return (
        <EmptyState
          title="Nothing to Add to Closet"
          text="You've already added all available items to your closet."
        >
          <ButtonLink to="/profile/closet">View My Closet</ButtonLink>
        </EmptyState>
      );
    }
    return (
      <Form aria-labelledby="add-to-closet-prompt" onSubmit={(event) => void handleSubmit(event)}>
        <SuggestionGrid aria-busy={isBusy}>
          {items.map((suggestion, index) => (
            <li key={suggestion.id}>
              <SuggestionCard
                suggestion={suggestion}
                checked={selected.has(suggestion.id)}
                disabled={isBusy}
                eager={index < 6}
                onChange={(checked) => toggle(suggestion.id, checked)}
              />
            </li>
          ))}
        </SuggestionGrid>
        <Sticky>
          {saving.isError && !saving.isLoading && (
            <Failure role="alert">{SOMETHING_WENT_WRONG}</Failure>
          )}
          {added && (
            <p role="status">
              Added to your closet. Opening your closet in the app…{' '}
              <a href={MOBILE_APP_CLOSET_URL}>Open the app</a>
            </p>
          )}
          <Button type="submit" size="lg" fullWidth disabled={selected.size === 0 || isBusy}>
            {addItemsLabel(selected.size)}
          </Button>
        </Sticky>
        {saving.isLoading && (
          <Overlay>
            <Spinner size="lg" label="Adding the items to your closet…" />
          </Overlay>
        )}
      </Form>
    );
  };

  return (
    <>
      <PageHead
        title="Add to Closet"
        description="Add the pieces you bought from your styling session to your closet."
      />
      <PageContent $gap="md" aria-labelledby="add-to-closet-title">
        <Title id="add-to-closet-title">Keep Your Closet Up to Date with Your Purchases</Title>
        <Prompt id="add-to-closet-prompt">Select the items you purchased (or similar ones):</Prompt>
        {renderBody()}
      </PageContent>
    </>
  );
};

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};

  ${({ theme }) => theme.media.aboveMobile} {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
`;

const Prompt = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Form = styled.form`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

/** The button stays in reach at the bottom of the screen however long the list. */
const Sticky = styled.div`
  position: sticky;
  bottom: 0;
  z-index: 1;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0 -${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.canvas};

  p {
    margin: 0;
  }

  ${({ theme }) => theme.media.aboveMobile} {
    justify-items: center;

    button {
      width: auto;
      min-width: 20rem;
    }
  }
`;

const Failure = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  color: ${({ theme }) => theme.colors.error};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.modal};
  display: flex;
  align-items: center;
  justify-content: center;
  background: color-mix(in srgb, ${({ theme }) => theme.colors.canvas} 70%, transparent);
`;
