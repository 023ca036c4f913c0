import { PageOutlet } from './PageOutlet';
import styled from 'styled-components';

/** Pages shown without header or footer (the single match page). */
export const ChromelessLayout = () => (
  <Main id="main">
    <PageOutlet />
  </Main>
);

const Main = styled.main`
  min-height: 100vh;
`;
