import styled from 'styled-components';
import { DismissButton } from './DismissButton';

/**
 * A slim bar across the top of the shell (the gift-card and birthday banners): its text centred
 * above phones, its dismiss button at the end. Each banner sets its own colours.
 */
export const AnnouncementBar = styled.section`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.xs} ${theme.space.xs} ${theme.space.md}`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  ${({ theme }) => theme.media.aboveMobile} {
    justify-content: center;
  }
  > svg {
    flex: none;
  }
`;

/** The bar's ×: pushed to the end on phones, beside the text above them. */
export const AnnouncementDismiss = styled(DismissButton)`
  margin-left: auto;
  ${({ theme }) => theme.media.aboveMobile} {
    margin-left: ${({ theme }) => theme.space.md};
  }
`;
