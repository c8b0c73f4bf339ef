/** @jsxRuntime automatic */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLink } from '../components/PageLink.tsx';
import { warmArt } from '../art/Art.tsx';
import { parseRoute } from '../route.ts';
import { REPLAY_PATH, navigate, soloPath, SOLO_PATH } from '../router.ts';
import { GameScreen, warmNotesPanels } from '../screens/GameScreen.tsx';
import { SoloConnection, type SoloSnapshot, type WorkerLike } from './client.ts';
import { PassScreen } from './PassScreen.tsx';
import { SoloSetupForm } from './SoloSetup.tsx';
import { SoloStore } from './store.ts';
import { useSoloT, type SoloT } from './texts.ts';
import type { SoloSetup, SoloSummary, ToWorker } from './types.ts';
import { soloWorkerName } from './worker-name.ts';

/** The worker of one solo game: its own chunk, fetched when a game opens. */
function createWorker(resume: string | null): WorkerLike {
  return new Worker(new URL('./worker.ts', import.meta.url), {
    type: 'module',
    name: soloWorkerName(resume),
  }) as unknown as WorkerLike;
}

/** The game screen's own chunks, fetched while the worker replays the game: not after its view arrives. */
function warmGameScreen(): void {
  warmArt();
  warmNotesPanels();
}

/**
 * A stored game's worker, started as soon as this chunk runs on its address (issue 31: the worker's start and
 * its replay of the game are most of a reopened game's first screen), not after the page's render and effects.
 * The game's view adopts it; a page that does not (another address by then) ends it at its first mount.
 */
let early: { readonly id: string; readonly connection: SoloConnection } | null = null;
if (typeof location !== 'undefined') {
  const route = parseRoute(location.pathname);
  if (route.page === 'solo' && route.id !== null) {
    const connection = new SoloConnection(createWorker(route.id));
    connection.start({ t: 'resume', id: route.id });
    early = { id: route.id, connection };
    warmGameScreen();
  }
}

/** The early worker if it was started for `start` (once: a second view of the game starts its own). */
function adoptEarly(start: ToWorker & { t: 'new' | 'resume' }): SoloConnection | null {
  const held = early;
  if (held === null || start.t !== 'resume' || start.id !== held.id) return null;
  early = null;
  return held.connection;
}

/** Ends an early worker that no view adopted. */
function dropEarly(): void {
  early?.connection.stop();
  early = null;
}

/**
 * `/solo`: a game against bots in the browser (issue 31): its choices and the games saved here; `/solo/<id>`:
 * a game, resumed from this browser's storage. A new game keeps its page (and its worker) while its address
 * becomes its own.
 */
export default function SoloPage({ id }: { id: string | null }) {
  const st = useSoloT();
  const [fresh, setFresh] = useState<{ n: number; setup: SoloSetup; id: string | null } | null>(null);
  // After the game's view (a child, whose effects run first) had the chance to adopt the early worker.
  useEffect(dropEarly, []);
  if (fresh !== null && fresh.id === id)
    return (
      <SoloGameView
        key={`new:${fresh.n}`}
        st={st}
        start={{ t: 'new', setup: fresh.setup }}
        onStarted={(started) => {
          setFresh({ ...fresh, id: started });
          navigate(soloPath(started));
        }}
      />
    );
  if (id !== null) return <SoloGameView key={`resume:${id}`} st={st} start={{ t: 'resume', id }} />;
  return (
    <main className="solo">
      <h1>{st('title')}</h1>
      <SoloSetupForm
        st={st}
        onStart={(setup) => {
          setFresh({ n: (fresh?.n ?? 0) + 1, setup, id: null });
        }}
      />
      <SavedGames st={st} />
    </main>
  );
}

/** The games saved in this browser, the latest first: each to resume (or open, once over) or delete. */
function SavedGames({ st }: { st: SoloT }) {
  const { i18n } = useTranslation();
  const [games, setGames] = useState<SoloSummary[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [store, setStore] = useState<SoloStore | null>(null);
  useEffect(() => {
    let live = true;
    let opened: SoloStore | null = null;
    SoloStore.open()
      .then(async (s) => {
        opened = s;
        const list = await s.list();
        if (!live) return;
        setStore(s);
        setGames(list);
      })
      .catch((e: unknown) => {
        console.error('solo: the saved games could not be read', e);
        if (live) setError(String(e));
      });
    return () => {
      live = false;
      opened?.close();
    };
  }, []);
  if (error !== null)
    return (
      <p className="notice" role="alert">
        {st('failed.list', { message: error })}
      </p>
    );
  if (games === null || games.length === 0) return null;
  const when = (ms: number) =>
    new Date(ms).toLocaleString(i18n.resolvedLanguage ?? 'en', { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section className="panel" aria-labelledby="solo-saved">
      <h2 id="solo-saved">{st('saved')}</h2>
      <ul className="solo-saved">
        {games.map((g) => (
          <li key={g.id}>
            <span>
              {st('savedGame', { players: g.players, moves: g.actions, when: when(g.updated) })} ·{' '}
              {g.people.length > 1 && <>{st('savedPeople', { names: g.people.join(', ') })} · </>}
              {st(g.finished ? 'over' : 'inPlay')}
            </span>{' '}
            <button
              type="button"
              onClick={() => {
                navigate(soloPath(g.id));
              }}
            >
              {st(g.finished ? 'open' : 'resume')}
            </button>{' '}
            <button
              type="button"
              aria-label={st('removeGame', { when: when(g.updated) })}
              onClick={() => {
                if (store === null) return;
                store.delete(g.id).then(
                  () => {
                    setGames((held) => held?.filter((h) => h.id !== g.id) ?? null);
                  },
                  (e: unknown) => {
                    console.error(`solo: game ${g.id} could not be deleted`, e);
                    setError(String(e));
                  },
                );
              }}
            >
              {st('remove')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** One game, its worker started on mount and ended on unmount, shown with the online game screen. */
function SoloGameView({
  st,
  start,
  onStarted,
}: {
  st: SoloT;
  start: ToWorker & { t: 'new' | 'resume' };
  onStarted?: (id: string) => void;
}) {
  const [connection, setConnection] = useState<SoloConnection | null>(null);
  useEffect(() => {
    let made = adoptEarly(start);
    if (made === null) {
      made = new SoloConnection(createWorker(start.t === 'resume' ? start.id : null));
      made.start(start);
      warmGameScreen();
    }
    setConnection(made);
    return () => {
      made.stop();
    };
    // The game is chosen once per mounted view (the page keys it).
  }, []);
  if (connection === null) return <main className="solo" aria-busy="true" />;
  return <SoloGameScreen st={st} connection={connection} onStarted={onStarted} />;
}

function SoloGameScreen({
  st,
  connection,
  onStarted,
}: {
  st: SoloT;
  connection: SoloConnection;
  onStarted: ((id: string) => void) | undefined;
}) {
  const snapshot = useSyncExternalStore(connection.subscribe, connection.getSnapshot);
  const started = snapshot.id;
  useEffect(() => {
    if (started !== null) onStarted?.(started);
    // Told once, when the worker names the new game.
  }, [started]);
  const failure = snapshot.failure && (
    <p className="notice" role="alert">
      {st(`failed.${snapshot.failure.code}`, { message: snapshot.failure.message })}
    </p>
  );
  if (snapshot.missing)
    return (
      <main className="solo">
        <p className="notice" role="alert">
          {st('missing')}
        </p>
        <BackLink st={st} />
      </main>
    );
  // Pass and play: nothing but the pass screen while the device goes to the next person.
  if (snapshot.pass !== null && snapshot.lobby !== null)
    return (
      <PassScreen
        st={st}
        name={snapshot.lobby.seats[snapshot.pass]?.name ?? ''}
        failure={failure}
        onTake={() => {
          connection.take();
        }}
      />
    );
  if (snapshot.view === null || snapshot.lobby === null)
    return (
      <main className="solo" aria-busy={failure ? undefined : true}>
        {failure}
        <p role="status">{st('starting')}</p>
        {failure && <BackLink st={st} />}
      </main>
    );
  return (
    <>
      {failure}
      <GameScreen
        connection={connection}
        snapshot={snapshot}
        lobby={snapshot.lobby}
        ending={<SoloEnding st={st} snapshot={snapshot} />}
      />
    </>
  );
}

/** The end of a solo game: its record to download or watch, and a new game. */
function SoloEnding({ st, snapshot }: { st: SoloT; snapshot: SoloSnapshot }) {
  const { record } = snapshot;
  return (
    <div className="solo-ending">
      {record !== null && (
        <>
          <p className="hint">{st('recordHint')}</p>
          <p>
            <button
              type="button"
              onClick={() => {
                const text = JSON.stringify(record);
                const link = document.createElement('a');
                link.href = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
                link.download = `among-cultists-${record.id}.json`;
                link.click();
                URL.revokeObjectURL(link.href);
              }}
            >
              {st('download')}
            </button>{' '}
            <button
              type="button"
              onClick={() => {
                navigate(REPLAY_PATH, { record: JSON.stringify(record) });
              }}
            >
              {st('replay')}
            </button>
          </p>
        </>
      )}
      <button
        type="button"
        onClick={() => {
          navigate(SOLO_PATH);
        }}
      >
        {st('newGame')}
      </button>
    </div>
  );
}

function BackLink({ st }: { st: SoloT }) {
  return (
    <p>
      <PageLink to={SOLO_PATH}>{st('back')}</PageLink>
    </p>
  );
}
