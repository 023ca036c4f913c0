import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { ChevronDownIcon } from './icons';

export type AccordionItem = { id: string; title: ReactNode; content: ReactNode };

type AccordionProps = {
  items: readonly AccordionItem[];
  /** The item open at first; any number can be open after that. */
  defaultOpenId?: string;
  /** Heading level wrapping each header button (default 3). */
  headingLevel?: 2 | 3 | 4;
  className?: string;
};

/** Disclosure list (WAI-ARIA accordion): each header toggles its own panel. */
export const Accordion = ({
  items,
  defaultOpenId,
  headingLevel = 3,
  className,
}: AccordionProps) => {
  const baseId = useId();
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(
    () => new Set(defaultOpenId === undefined ? [] : [defaultOpenId]),
  );

  const toggle = (id: string) =>
    setOpenIds((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <List className={className}>
      {items.map((item, index) => {
        const isOpen = openIds.has(item.id);
        const buttonId = `${baseId}-${index}-button`;
        const panelId = `${baseId}-${index}-panel`;
        return (
          <Item key={item.id}>
            <Heading as={`h${headingLevel}`}>
              <Header
                type="button"
                id={buttonId}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
              >
                <span>{item.title}</span>
                <ChevronDownIcon />
              </Header>
            </Heading>
            <Panel id={panelId} role="region" aria-labelledby={buttonId} hidden={!isOpen}>
              {item.content}
            </Panel>
          </Item>
        );
      })}
    </List>
  );
};

const List = styled.div`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Item = styled.div`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Heading = styled.h3`
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Header = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  padding: ${({ theme }) => `${theme.space.md} 0`};
  border: 0;
  background: transparent;
  font: inherit;
  text-align: left;
  cursor: pointer;

  svg {
    flex-shrink: 0;
    transition: transform ${({ theme }) => theme.motion.base} ease;
  }

  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }

  &:hover span {
    color: ${({ theme }) => theme.colors.major};
  }

  ${({ theme }) => theme.media.reducedMotion} {
    svg {
      transition: none;
    }
  }
`;

const Panel = styled.div`
  padding-bottom: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.inkMuted};
`;
