/** The Muse web app: the SPA served at `/`, talking to the API under `/api`. */
// Mantine's base styles; each component's own CSS comes with the component (vite.config.ts), and the theme's
// CSS variables from MantineProvider (app/providers.tsx).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/global.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
