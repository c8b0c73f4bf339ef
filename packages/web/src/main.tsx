/** @jsxRuntime automatic */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { browserLanguage, setupI18n } from './i18n/index.ts';
import './design/fonts.css';
import './design/theme.css';
import './styles.css';
import './board/map.css';
import './identity/identity.css';
import './sound/sound.css';
import './board/mountains.css';
// Imported here, not from the components: node's test runner cannot load a stylesheet.
import './components/feel.css';
import './components/end.css';
import './components/moderation.css';
import './components/professions.css';
import './art/art.css';
import './notes/notes.css';
import './tutorial/offer.css';
import './stage/stage.css';
import './pwa/pwa.css';

const lng = browserLanguage();
document.documentElement.lang = lng;
await setupI18n(lng);
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
