import { useId, useMemo, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { profilePath } from '../StylistMatchCard';
import { matchingNames } from '../stylistRules';
import type { ApiStylistName } from '@/api/stylistTypes';
import { useGetStylistNamesQuery } from '@/api/stylistsApi';

/**
 * The search box over stylist names (WAI-ARIA combobox with a list popup): suggestions open only
 * while typing and when some match; arrows move through them; Enter opens the highlighted
 * stylist, or the first match.
 */
export const StylistNameSearch = () => {
  const { data: names = [] } = useGetStylistNamesQuery();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [notFound, setNotFound] = useState<string | null>(null);
  const id = useId();
  const listId = `${id}-list`;
  const options = useMemo(() => matchingNames(names, query), [names, query]);
  const isExpanded = isOpen && options.length > 0;
  const active = isExpanded ? options[activeIndex] : undefined;

  const open = (stylist: ApiStylistName) => {
    setIsOpen(false);
    void navigate(profilePath(stylist.stylist_uuid));
  };

  const handleChange = (value: string) => {
    setQuery(value);
    setIsOpen(value.trim() !== '');
    setActiveIndex(-1);
    setNotFound(null);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setIsOpen(true);
      setActiveIndex((current) => {
        if (current < 0) return step > 0 ? 0 : options.length - 1;
        return (current + step + options.length) % options.length;
      });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      submit();
    } else if (event.key === 'Escape') {
      if (isExpanded) event.preventDefault();
      setIsOpen(false);
      setActiveIndex(-1);
    }
  };

  const submit = () => {
    const chosen = active ?? options[0];
    if (chosen) open(chosen);
    else if (query.trim()) setNotFound(query.trim());
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit();
  };

  return (
    <Form role="search" onSubmit={handleSubmit}>
      <Label htmlFor={`${id}-input`}>Search stylists by name</Label>
      <Field>
        <Input
          id={`${id}-input`}
          type="text"
          role="combobox"
          autoComplete="off"
          placeholder="Search stylists by name"
          aria-autocomplete="list"
          aria-expanded={isExpanded}
          aria-controls={listId}
          aria-activedescendant={active ? `${id}-option-${activeIndex}` : undefined}
          value={query}
          onChange={(event) => handleChange(event.target.value)}
          onKeyDown={handleKeyDown}
          onBlur={() => setIsOpen(false)}
        />
        <List id={listId} role="listbox" aria-label="Stylists" hidden={!isExpanded}>
          {isExpanded &&
            options.map((option, index) => (
              <Option
                key={option.stylist_uuid}
                id={`${id}-option-${index}`}
                role="option"
                aria-selected={index === activeIndex}
                // Keeps focus in the box, so blur does not close the list before the click.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => open(option)}
              >
                {option.stylist_name}
              </Option>
            ))}
        </List>
      </Field>
      <Status role="status">
        {notFound && `No stylist called “${notFound}”. Try another name.`}
      </Status>
    </Form>
  );
};

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  width: 100%;
  max-width: 32rem;
  margin: 0 auto;
`;

const Label = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Field = styled.div`
  position: relative;
`;

const Input = styled.input`
  width: 100%;
  min-height: ${({ theme }) => theme.sizes.controlHeight};
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.canvas};
  font: inherit;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const List = styled.ul`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.space.xxs});
  right: 0;
  left: 0;
  z-index: ${({ theme }) => theme.zIndices.header - 1};
  max-height: 20rem;
  overflow-y: auto;
  margin: 0;
  padding: ${({ theme }) => theme.space.xxs} 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.canvas};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  list-style: none;

  &[hidden] {
    display: none;
  }
`;

const Option = styled.li`
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  cursor: pointer;

  &:hover,
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const Status = styled.p`
  min-height: 1.5em;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
