/** Entry point: styles, font, translations, wiring, then React. */
import '@fontsource-variable/inter';
import './styles/index.css';
import './i18n/index.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { bootstrap } from './app/bootstrap.ts';
import { loadHomePage } from './app/router.tsx';

bootstrap();
// Fetch the lobby's code while React starts, instead of after the first render asks for it.
if (window.location.pathname === '/') void loadHomePage();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
