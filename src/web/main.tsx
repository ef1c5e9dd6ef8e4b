import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers.tsx';
import { AppRouter } from './app/router.tsx';
// The base sheet first (colours, type), then each concern, in the cascade order they were written in.
import './styles.css';
import './styles/header.css';
import './styles/pages-and-buttons.css';
import './styles/alerts.css';
import './styles/forms.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <AppRouter />
    </AppProviders>
  </StrictMode>,
);
