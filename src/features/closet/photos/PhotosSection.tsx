import { useState } from 'react';
import styled from 'styled-components';
import type { Photo } from '@/api/closet';
import { useGetPhotosInfiniteQuery } from '@/api/closetApi';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Button } from '@/ui/Button';
import { ErrorState } from '@/ui/ErrorState';
import { useInfiniteScroll } from '@/ui/hooks/useInfiniteScroll';
import { useLoadMoreFocus } from '@/ui/hooks/useLoadMoreFocus';
import { useRemovalFocus } from '@/ui/hooks/useRemovalFocus';
import { Lightbox } from '@/ui/Lightbox';
import { modalOpened } from '@/ui/uiSlice';
import { EmptyState } from '../profile/EmptyState';
import { ListEnd } from '../profile/ListEnd';
import { ProfileGrid } from '../profile/ProfileGrid';
import { ProfileSkeleton } from '../profile/ProfileSkeleton';
import { selectGridSize } from '../profile/profileSlice';
import { PhotoCard } from './PhotoCard';

const photoCount = (count: number) => (count === 1 ? '1 photo' : `${count} photos`);

const uniquePhotos = (pages: readonly { photos: Photo[] }[]) => {
  const seen = new Set<string>();
  return pages
    .flatMap((page) => page.photos)
    .filter((photo) => !seen.has(photo.id) && Boolean(seen.add(photo.id)));
};

/**
 * The shopper's photos (spec 001 §2): 50 at a time, newest first; adding one (the Photo modal),
 * viewing them in a lightbox carousel, deleting one (RemovePhoto; a failure is the Error modal).
 */
export const PhotosSection = () => {
  const dispatch = useAppDispatch();
  const gridSize = useAppSelector(selectGridSize);
  const photosQuery = useGetPhotosInfiniteQuery();
  const { data, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } =
    photosQuery;
  const [viewing, setViewing] = useState<number | null>(null);

  const photos = data ? uniquePhotos(data.pages) : [];
  const total = Math.max(data?.pages[0]?.total ?? 0, photos.length);
  const { headingRef, linkRef, focusAfterRemoving } = useRemovalFocus(photos.map(({ id }) => id));
  const { listRef, loadMore } = useLoadMoreFocus(photos.length, fetchNextPage);
  useInfiniteScroll({
    hasMore: hasNextPage,
    isPaused: !data || photosQuery.isFetching || isFetchNextPageError,
    onLoadMore: () => void fetchNextPage(),
  });

  const openAddPhoto = () => dispatch(modalOpened({ type: 'Photo', modalProps: {} }));
  const handleDelete = (photo: Photo) =>
    dispatch(
      modalOpened({
        type: 'RemovePhoto',
        modalProps: {
          photoId: photo.id,
          photoName: photo.name,
          onDeleted: () => focusAfterRemoving(photo.id),
        },
      }),
    );

  const renderPhotos = () => {
    if (photosQuery.isLoading) {
      return <ProfileSkeleton size={gridSize} label="Loading your photos…" />;
    }
    if (!data) {
      return (
        <ErrorState
          title="We couldn't load your photos"
          text="Please check your connection and try again."
          onRetry={() => void photosQuery.refetch()}
        />
      );
    }
    if (photos.length === 0 && !hasNextPage) {
      return (
        <EmptyState
          title="No photos yet"
          text="Add a few photos of yourself so your stylist can see your shape and style."
        >
          <Button aria-haspopup="dialog" onClick={openAddPhoto}>
            Add a photo
          </Button>
        </EmptyState>
      );
    }
    return (
      <>
        <ProfileGrid size={gridSize} ref={listRef} aria-busy={isFetchingNextPage}>
          {photos.map((photo, index) => (
            <li key={photo.id}>
              <PhotoCard
                photo={photo}
                eager={index < 5}
                focusRef={linkRef(photo.id)}
                onView={() => setViewing(index)}
                onDelete={handleDelete}
              />
            </li>
          ))}
        </ProfileGrid>
        <ListEnd
          noun="photos"
          hasNextPage={hasNextPage}
          isFetchingNextPage={isFetchingNextPage}
          isFetchNextPageError={isFetchNextPageError}
          onLoadMore={loadMore}
          endText="That’s every photo."
        />
      </>
    );
  };

  return (
    <Section aria-labelledby="photos-title">
      <Head>
        <div>
          <Title id="photos-title" ref={headingRef} tabIndex={-1}>
            Photos
          </Title>
          <Count role="status">{data ? photoCount(total) : ''}</Count>
        </div>
        <Button aria-haspopup="dialog" onClick={openAddPhoto}>
          Add photo
        </Button>
      </Head>
      {renderPhotos()}
      {viewing !== null && (
        <Lightbox
          title="Your photos"
          images={photos.map((photo) => ({ src: photo.picture ?? '', alt: photo.name }))}
          startIndex={viewing}
          onClose={() => setViewing(null)}
        />
      )}
    </Section>
  );
};

const Section = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};

  &:focus {
    outline: none;
  }
`;

const Count = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
