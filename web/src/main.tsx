import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { preloadHome } from '@/features/home/api/get-home';
import '@/shared/styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root element is missing from index.html');

// The home page's data loads alongside its code instead of after it (the largest paint waits for both).
if (window.location.pathname === '/') preloadHome();

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
