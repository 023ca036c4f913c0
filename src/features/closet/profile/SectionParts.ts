import styled from 'styled-components';

/** The closet, looks and photos sections: a column of heading, controls and grid. */
export const Section = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
`;

/** The title and count, with the section's add button beside them. */
export const SectionHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

/** Focus lands here (tabIndex -1) when the last entry is removed, so no outline. */
export const SectionTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};

  &:focus {
    outline: none;
  }
`;

/** The count under the title, and other quiet lines ('The filters didn't load.'). */
export const SectionNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
