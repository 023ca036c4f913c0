import styled from 'styled-components';

/**
 * A pill-shaped chip around a real radio button or checkbox and its text:
 * `<InputChip><input type="radio" … /><span>Text</span></InputChip>`. The input lies invisible
 * over the chip, so it is still focusable, announced and clicked; the span shows hover, the
 * choice and the focus ring. Extend it with `styled(InputChip)` for a chip's own type or extras.
 */
export const InputChip = styled.label`
  position: relative;

  input {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }

  span {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.sizes.touchTarget};
    padding: 0 ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.pill};
  }

  input:hover + span {
    border-color: ${({ theme }) => theme.colors.ink};
  }

  input:checked + span {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.inverse};
  }

  input:focus-visible + span {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
