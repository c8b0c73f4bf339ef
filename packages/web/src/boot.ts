import { firstHello, openEarly } from './net/early.ts';
import { loadSeat, loadTableKey } from './net/seats.ts';
import { socketUrl } from './net/socketUrl.ts';
import { parseRoute } from './route.ts';

// A game page's socket opens as soon as the page has this script, before React, the texts and the rest of the
// app have loaded and run: the handshake, the hello with the seat this browser holds and the server's answer
// (the game's view) travel while the app's scripts load (issue 26, first render from an invite link). The app
// takes the socket when its connection starts (net/early.ts). index.html loads this script on its own, ahead of
// the app's (vite.config.ts, earlyBoot). Without it (a failed fetch) the app's connection opens its own socket.
const route = parseRoute(window.location.pathname);
const gameShown =
  route.page === 'game' || route.page === 'table' || route.page === 'tutorial' ? route.code : null;
if (gameShown !== null)
  openEarly(
    socketUrl(window.location, gameShown),
    // The hello the page's connection will say, with the seat (or the table's place) this browser holds.
    route.page === 'table'
      ? firstHello(gameShown, null, loadTableKey(gameShown))
      : firstHello(gameShown, loadSeat(gameShown)?.token ?? null, null),
  );
