import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from '@/ui/GlobalStyle';
import { theme } from '@/ui/theme';
import type { AppStore } from './store';

type AppProvidersProps = { store: AppStore; children: ReactNode };

/** Store, theme and global styles: shared by the browser entry and every test render. */
export const AppProviders = ({ store, children }: AppProvidersProps) => (
  <Provider store={store}>
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  </Provider>
);
