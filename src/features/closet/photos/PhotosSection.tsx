import { useState } from 'react';
import type { Photo } from '../closetPhotos';
import { useGetPhotosInfiniteQuery } from '../closetApi';
import { useAppDispatch } from '@/app/hooks';
import { Button } from '@/ui/Button';
import { Lightbox } from '@/ui/Lightbox';
import { modalOpened } from '@/blocks/modals/uiSlice';
import { EmptyState } from '../profile/EmptyState';
import { PagedGrid } from '../profile/PagedGrid';
import { Section, SectionHead, SectionNote, SectionTitle } from '../profile/SectionParts';
import { usePagedList } from '../profile/usePagedList';
import { PhotoCard } from './PhotoCard';

const photoCount = (count: number) => (count === 1 ? '1 photo' : `${count} photos`);

/**
 * The shopper's photos (spec 001 §2): 50 at a time, newest first; adding one (the Photo modal),
 * viewing them in a lightbox carousel, deleting one (RemovePhoto; a failure is the Error modal).
 */
export const PhotosSection = () => {
  const dispatch = useAppDispatch();
  const photosQuery = useGetPhotosInfiniteQuery();
  const { data } = photosQuery;
  const [viewing, setViewing] = useState<number | null>(null);

  const {
    entries: photos,
    total,
    headingRef,
    linkRef,
    focusAfterRemoving,
    paging,
  } = usePagedList(photosQuery, data, (page) => page.photos);

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

  return (
    <Section aria-labelledby="photos-title">
      <SectionHead>
        <div>
          <SectionTitle id="photos-title" ref={headingRef} tabIndex={-1}>
            Photos
          </SectionTitle>
          <SectionNote role="status">{data ? photoCount(total) : ''}</SectionNote>
        </div>
        <Button aria-haspopup="dialog" onClick={openAddPhoto}>
          Add photo
        </Button>
      </SectionHead>
      <PagedGrid
        subject="photos"
        noun="photos"
        isLoading={photosQuery.isLoading}
        hasData={Boolean(data)}
        onRetry={() => void photosQuery.refetch()}
        empty={
          <EmptyState
            title="No photos yet"
            text="Add a few photos of yourself so your stylist can see your shape and style."
          >
            <Button aria-haspopup="dialog" onClick={openAddPhoto}>
              Add a photo
            </Button>
          </EmptyState>
        }
        paging={paging}
        endText="That’s every photo."
      >
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
      </PagedGrid>
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
