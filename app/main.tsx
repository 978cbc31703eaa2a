import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { I18nProvider } from './i18n.ts';
import { ConsoleWidgetServices } from './services.tsx';
import './app.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element: the console mounts into <div id="root">.');

createRoot(root).render(
  <StrictMode>
    <I18nProvider>
      <ConsoleWidgetServices>
        <App />
      </ConsoleWidgetServices>
    </I18nProvider>
  </StrictMode>,
);
