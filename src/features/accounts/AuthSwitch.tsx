import type { MouseEvent } from 'react';
import { Link, type To } from 'react-router-dom';
import styled, { css } from 'styled-components';

/**
 * How a form offers the other one: the /login page swaps its query (a link), a modal swaps
 * itself for the other modal (a button).
 */
export type SwitchAction = { to: To } | { onClick: () => void };

type AuthSwitchProps = {
  prompt: string;
  label: string;
  action: SwitchAction;
};

/**
 * For controls under a form that validates on blur: pressing them with the mouse leaves focus
 * in the field. Otherwise the field's blur shows its error, the layout shifts down between
 * mouse-down and mouse-up, and the click misses the control that moved.
 */
export const keepFieldFocus = (event: MouseEvent) => event.preventDefault();

/** "New to …? Create an account" under the sign-in and sign-up forms. */
export const AuthSwitch = ({ prompt, label, action }: AuthSwitchProps) => (
  <Row>
    {prompt}{' '}
    {'to' in action ? (
      <SwitchLink to={action.to} replace onMouseDown={keepFieldFocus}>
        {label}
      </SwitchLink>
    ) : (
      <SwitchButton type="button" onMouseDown={keepFieldFocus} onClick={action.onClick}>
        {label}
      </SwitchButton>
    )}
  </Row>
);

const Row = styled.p`
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
`;

const switchStyles = css`
  color: ${({ theme }) => theme.colors.ink};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: underline;
  text-underline-offset: 3px;

  &:hover {
    color: ${({ theme }) => theme.colors.major};
  }
`;

const SwitchLink = styled(Link)`
  ${switchStyles}
`;

const SwitchButton = styled.button`
  ${switchStyles}
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
`;
