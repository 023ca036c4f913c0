import styled from 'styled-components';

/**
 * An error said in words beside what it is about: under a field, or after an action that failed.
 * `$size="xs"` where it sits with small print (a field's hint, a compact row); `sm` otherwise.
 * The caller says how it is heard: `role="alert"` to announce it, or an `id` for `aria-describedby`.
 */
export const ErrorText = styled.p<{ $size?: 'xs' | 'sm' }>`
  margin: 0;
  color: ${({ theme }) => theme.colors.error};
  font-size: ${({ theme, $size = 'sm' }) => theme.fontSizes[$size]};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;
