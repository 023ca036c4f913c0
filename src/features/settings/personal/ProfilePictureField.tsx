import { useId, type ChangeEvent } from 'react';
import styled from 'styled-components';
import type { CurrentUser } from '@/api/currentUserApi';
import { smallestVariantFor, srcSetOf } from '@/lib/pictureSrcSet';
import { ErrorText } from '@/ui/ErrorText';
import { Button } from '@/ui/Button';
import { UploadProgress } from '@/ui/UploadProgress';
import { useProfilePictureUpload } from './useProfilePictureUpload';

/**
 * The profile picture and a way to change it: a JPEG or PNG (checked before sending), sent as
 * multipart `picture` with its progress and Cancel; the header shows the new one (the user is
 * refetched). A failed or cancelled upload keeps the picture, with Try again.
 */
export const ProfilePictureField = ({ profile }: { profile: CurrentUser }) => {
  const inputId = useId();
  const messageId = useId();
  const {
    percent,
    uploading: isLoading,
    cancel,
    message,
    note,
    choose,
    retry,
  } = useProfilePictureUpload();
  const initial = (profile.firstName || profile.email).charAt(0);
  // An 88 px circle: variants up to 2× (176 px) of it.
  const srcSet = srcSetOf(profile.pictureVariants, 176);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file can be picked again after a failure.
    event.target.value = '';
    if (file) void choose(file);
  };

  return (
    <Wrapper>
      <Picture aria-hidden="true">
        {profile.pictureUrl ? (
          <img
            src={smallestVariantFor(profile.pictureVariants, 176)?.url ?? profile.pictureUrl}
            srcSet={srcSet}
            sizes={srcSet && '88px'}
            alt=""
            width={88}
            height={88}
          />
        ) : (
          initial
        )}
      </Picture>
      <div>
        <HiddenInput
          id={inputId}
          type="file"
          accept="image/jpeg,image/png"
          aria-describedby={message ? messageId : undefined}
          aria-invalid={message ? true : undefined}
          disabled={isLoading}
          onChange={handleChange}
        />
        <PickLabel htmlFor={inputId} data-busy={isLoading || undefined}>
          {profile.pictureUrl ? 'Change profile picture' : 'Add a profile picture'}
        </PickLabel>
        <Hint>JPEG or PNG, up to 5 MB.</Hint>
        {percent !== null && (
          <Progress>
            <UploadProgress
              label="Uploading your profile picture"
              percent={percent}
              onCancel={cancel}
            />
          </Progress>
        )}
        {message && (
          <Message id={messageId} role="alert">
            {message}
          </Message>
        )}
        {note && <Hint role="status">{note}</Hint>}
        {retry && !isLoading && (
          <Retry size="sm" variant="secondary" onClick={() => void retry()}>
            Try again
          </Retry>
        )}
      </div>
    </Wrapper>
  );
};

const Wrapper = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const Picture = styled.span`
  display: inline-grid;
  flex-shrink: 0;
  place-items: center;
  width: 88px;
  height: 88px;
  overflow: hidden;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.lux};
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  text-transform: uppercase;

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** Visually hidden but focusable: the label below is what shows. */
const HiddenInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

const PickLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.ink};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }

  input:focus-visible + & {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  &[data-busy] {
    cursor: progress;
    opacity: 0.7;
  }
`;

const Hint = styled.p`
  margin: ${({ theme }) => theme.space.xxs} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const Message = styled(ErrorText)`
  margin-top: ${({ theme }) => theme.space.xxs};
`;

const Progress = styled.div`
  max-width: 22rem;
  margin-top: ${({ theme }) => theme.space.xs};
`;

const Retry = styled(Button)`
  margin-top: ${({ theme }) => theme.space.xs};
`;
