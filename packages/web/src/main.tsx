/** @jsxRuntime automatic */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { browserLanguage, setupI18n } from './i18n/index.ts';
import './styles.css';

const lng = browserLanguage();
document.documentElement.lang = lng;
await setupI18n(lng);
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
