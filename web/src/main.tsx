import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { preloadFirstPage } from '@/app/preload';
import { routes } from '@/app/routes';
import { preloadSiteConfig } from '@/shared/api/get-site-config';
import '@/shared/styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root element is missing from index.html');

preloadSiteConfig();
preloadFirstPage(routes, window.location);

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
