import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { I18nProvider, loadLang, storedLang } from './i18n.ts';
import { ConsoleWidgetServices } from './services.tsx';
import './app.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element: the console mounts into <div id="root">.');

const render = () =>
  createRoot(root).render(
    <StrictMode>
      <I18nProvider>
        <ConsoleWidgetServices>
          <App />
        </ConsoleWidgetServices>
      </I18nProvider>
    </StrictMode>,
  );

// English is a chunk of its own (app/i18n.ts): one who chose it gets it before the first paint, not a flash of
// Japanese; if it cannot load, the console opens in Japanese.
loadLang(storedLang()).then(render, render);
