import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './Button';

type ErrorStateProps = {
  title: string;
  text?: string;
  onRetry?: () => void;
  retryLabel?: string;
  /** Extra actions beside Retry, e.g. a link home. */
  actions?: ReactNode;
};

/** What a failed load shows: a clear message and a way to try again. */
export const ErrorState = ({
  title,
  text,
  onRetry,
  retryLabel = 'Try again',
  actions,
}: ErrorStateProps) => (
  <Wrapper role="alert">
    <Title>{title}</Title>
    {text && <Text>{text}</Text>}
    {(onRetry || actions) && (
      <Actions>
        {onRetry && <Button onClick={onRetry}>{retryLabel}</Button>}
        {actions}
      </Actions>
    )}
  </Wrapper>
);

const Wrapper = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.md};
  max-width: 32rem;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xxxl} ${theme.space.lg}`};
  text-align: center;
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Text = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.xs};
`;
