import { createAppStore } from '@backoffice/app-kit';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { listenForPreloadErrors } from './app/preloadErrors';

listenForPreloadErrors();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

createRoot(root).render(
  <StrictMode>
    <App store={createAppStore()} />
  </StrictMode>,
);
