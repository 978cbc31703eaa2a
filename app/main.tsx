import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { I18nProvider } from './i18n.ts';
import './app.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element: the console mounts into <div id="root">.');

createRoot(root).render(
  <StrictMode>
    <I18nProvider>
      <App />
    </I18nProvider>
  </StrictMode>,
);
