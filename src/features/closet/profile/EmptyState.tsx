import type { ReactNode } from 'react';
import styled from 'styled-components';

type EmptyStateProps = { title: string; text?: string; children?: ReactNode };

/** An empty list: what is missing, and the way forward (the children: buttons or links). */
export const EmptyState = ({ title, text, children }: EmptyStateProps) => (
  <Box>
    <Title>{title}</Title>
    {text && <Text>{text}</Text>}
    {children && <Actions>{children}</Actions>}
  </Box>
);

const Box = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Text = styled.p`
  max-width: 32rem;
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.xs};
`;
