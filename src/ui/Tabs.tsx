import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';

export type TabItem = { value: string; label: ReactNode; content: ReactNode; disabled?: boolean };

type TabsProps = {
  items: readonly TabItem[];
  /** Accessible name of the tab list, e.g. 'Closet sections'. */
  label: string;
  /** Controlled selection; pair with `onChange`. */
  value?: string;
  /** Uncontrolled starting tab (default: the first enabled one). */
  defaultValue?: string;
  onChange?: (value: string) => void;
  className?: string;
};

/**
 * WAI-ARIA tabs with automatic activation: one tab in the Tab order (roving tabindex), arrow keys
 * move between tabs and wrap, Home and End jump to the ends.
 */
export const Tabs = ({ items, label, value, defaultValue, onChange, className }: TabsProps) => {
  const baseId = useId();
  const enabled = items.filter((item) => !item.disabled);
  const [ownValue, setOwnValue] = useState(defaultValue ?? enabled[0]?.value);
  const selected = value ?? ownValue;
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  const select = (next: string) => {
    if (value === undefined) setOwnValue(next);
    if (next !== selected) onChange?.(next);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const position = enabled.findIndex((item) => item.value === selected);
    const targets: Record<string, number> = {
      ArrowRight: (position + 1) % enabled.length,
      ArrowLeft: (position - 1 + enabled.length) % enabled.length,
      Home: 0,
      End: enabled.length - 1,
    };
    const target = enabled[targets[event.key] ?? -1];
    if (!target) return;
    event.preventDefault();
    select(target.value);
    tabRefs.current.get(target.value)?.focus();
  };

  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = (index: number) => `${baseId}-panel-${index}`;

  return (
    <div className={className}>
      <TabList role="tablist" aria-label={label} onKeyDown={handleKeyDown}>
        {items.map((item, index) => {
          const isSelected = item.value === selected;
          return (
            <Tab
              key={item.value}
              ref={(node) => {
                if (node) tabRefs.current.set(item.value, node);
                else tabRefs.current.delete(item.value);
              }}
              type="button"
              role="tab"
              id={tabId(index)}
              aria-selected={isSelected}
              aria-controls={panelId(index)}
              tabIndex={isSelected ? 0 : -1}
              disabled={item.disabled}
              onClick={() => select(item.value)}
            >
              {item.label}
            </Tab>
          );
        })}
      </TabList>
      {items.map((item, index) => (
        <Panel
          key={item.value}
          role="tabpanel"
          id={panelId(index)}
          aria-labelledby={tabId(index)}
          tabIndex={0}
          hidden={item.value !== selected}
        >
          {item.content}
        </Panel>
      ))}
    </div>
  );
};

const TabList = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.lg};
  overflow-x: auto;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  scrollbar-width: none;
`;

const Tab = styled.button`
  flex-shrink: 0;
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  padding: ${({ theme }) => `${theme.space.xs} 0`};
  border: 0;
  border-bottom: 2px solid transparent;
  background: transparent;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  letter-spacing: 0.04em;
  text-transform: uppercase;
  cursor: pointer;

  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.colors.ink};
  }

  &[aria-selected='true'] {
    border-bottom-color: ${({ theme }) => theme.colors.major};
    color: ${({ theme }) => theme.colors.ink};
  }

  &:focus-visible {
    outline-offset: -3px;
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
`;

const Panel = styled.div`
  padding-top: ${({ theme }) => theme.space.lg};

  &:focus-visible {
    outline-offset: 4px;
  }
`;
