import type { ReactNode } from 'react';
import styled from 'styled-components';

type NotFoundMessageProps = {
  title: string;
  text: string;
  /** The ways on (links shown as buttons). */
  children: ReactNode;
  /** 'page': the whole page's message, with more room around it; 'inset': inside a frame. */
  spacing: 'page' | 'inset';
};

/** A look or item that is not there: the page's h1, why, and the ways on. */
export const NotFoundMessage = ({ title, text, children, spacing }: NotFoundMessageProps) => (
  <Message data-spacing={spacing}>
    <Title>{title}</Title>
    <Text>{text}</Text>
    {children}
  </Message>
);

const Message = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.md};
  max-width: 32rem;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xxxl} ${theme.space.md}`};
  text-align: center;

  &[data-spacing='inset'] {
    padding: ${({ theme }) => `${theme.space.xxl} 0`};
  }
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;

const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
`;
