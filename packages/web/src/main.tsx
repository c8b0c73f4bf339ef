/** @jsxRuntime automatic */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { browserLanguage, setupI18n } from './i18n/index.ts';
import { socketUrl } from './net/connection.ts';
import { firstHello, openEarly } from './net/early.ts';
import { loadSeat, loadTableKey } from './net/seats.ts';
import { parseRoute } from './router.ts';
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
import './components/professions.css';
import './art/art.css';
import './notes/notes.css';
import './tutorial/offer.css';
import './stage/stage.css';

// A game page's socket opens now, not once the texts have loaded and React has drawn (net/early.ts).
const route = parseRoute(window.location.pathname);
const gameShown =
  route.page === 'game' || route.page === 'table' || route.page === 'tutorial' ? route.code : null;
// The hello the page's connection will say, with the seat (or the table's place) this browser holds.
if (gameShown !== null)
  openEarly(
    socketUrl(window.location, gameShown),
    route.page === 'table'
      ? firstHello(gameShown, null, loadTableKey(gameShown))
      : firstHello(gameShown, loadSeat(gameShown)?.token ?? null, null),
  );

const lng = browserLanguage();
document.documentElement.lang = lng;
await setupI18n(lng);
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
