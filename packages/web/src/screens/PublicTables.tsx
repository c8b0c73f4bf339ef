/** @jsxRuntime automatic */
import { type PublicTable, type TableLanguage, type TablesQuery } from '@among-cultists/protocol';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BOARD_CHOICES, boardName, DEFAULT_BOARD_CHOICE } from '../components/BoardSelect.tsx';
import { FillChoice, fillRequest, NO_FILL } from '../components/FillChoice.tsx';
import { LANGUAGE_CODES, LANGUAGE_NAMES, isLanguage } from '../i18n/index.ts';
import { api, errorText } from '../net/api.ts';
import { saveSeat } from '../net/seats.ts';
import { PLAYER_CHOICES } from './playerChoices.ts';
import { gamePath, navigate } from '../router.ts';
import { usePolledTables } from './polledTables.ts';
import { clockTime, PolledTableList } from './PolledTableList.tsx';
import { PlayingTables } from '../spectating/PlayingTables.tsx';

/** How often the list is read again while the page is shown (the server's limit allows a few times this). */
const REFRESH_MS = 10_000;

/**
 * The public tables not yet started (issue 30), read again every few seconds while the page is visible, with
 * filters, a Join per table and Quick play. Loaded after the landing page's first render (its own chunk).
 */
export function PublicTables({ name, onError }: { name: string; onError: (message: string | null) => void }) {
  const { t, i18n } = useTranslation();
  const [players, setPlayers] = useState<number | null>(null);
  const [map, setMap] = useState<string | null>(null);
  const [language, setLanguage] = useState<TableLanguage | null>(null);
  const [fill, setFill] = useState(NO_FILL);
  const [busy, setBusy] = useState(false);
  const headingId = useId();

  // The same filters choose the open tables and, below them, the games in progress.
  const filters: TablesQuery = {
    ...(players === null ? {} : { players }),
    ...(map === null ? {} : { map }),
    ...(language === null ? {} : { language }),
  };
  const load = usePolledTables(filters, REFRESH_MS, 'the public tables');

  const seated = (id: string, token: string, host: boolean): void => {
    saveSeat(id, { token, host });
    navigate(gamePath(id));
  };

  const join = async (table: PublicTable): Promise<void> => {
    if (name.trim() === '') {
      onError(t('publicTables.needName'));
      return;
    }
    setBusy(true);
    onError(null);
    try {
      const seat = await api.join(table.id, name.trim());
      seated(table.id, seat.token, false);
    } catch (err) {
      onError(errorText(err, t));
      setBusy(false);
    }
  };

  const quickPlay = async (): Promise<void> => {
    if (name.trim() === '') {
      onError(t('publicTables.needName'));
      return;
    }
    setBusy(true);
    onError(null);
    const uiLanguage = i18n.resolvedLanguage ?? 'en';
    try {
      const result = await api.quickPlay({
        name: name.trim(),
        players: players ?? 5,
        map: map ?? DEFAULT_BOARD_CHOICE,
        language: language ?? (isLanguage(uiLanguage) ? uiLanguage : 'en'),
        ...fillRequest(fill),
      });
      seated(result.id, result.token, result.created);
    } catch (err) {
      onError(errorText(err, t));
      setBusy(false);
    }
  };

  return (
    <section className="panel public-tables" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('publicTables.title')}</h2>
      <p className="hint">{t('publicTables.intro')}</p>
      <fieldset className="table-filters">
        <legend>{t('publicTables.filters')}</legend>
        <label>
          {t('publicTables.players')}
          <select
            value={players ?? ''}
            onChange={(e) => {
              setPlayers(e.target.value === '' ? null : Number(e.target.value));
            }}
          >
            <option value="">{t('publicTables.any')}</option>
            {PLAYER_CHOICES.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('publicTables.map')}
          <select
            value={map ?? ''}
            onChange={(e) => {
              setMap(e.target.value === '' ? null : e.target.value);
            }}
          >
            <option value="">{t('publicTables.any')}</option>
            {BOARD_CHOICES.map((id) => (
              <option key={id} value={id}>
                {boardName(t, id)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('publicTables.language')}
          <select
            value={language ?? ''}
            onChange={(e) => {
              const value = e.target.value;
              setLanguage(isLanguage(value) ? value : null);
            }}
          >
            <option value="">{t('publicTables.any')}</option>
            {LANGUAGE_CODES.map((code) => (
              <option key={code} value={code}>
                {LANGUAGE_NAMES[code]}
              </option>
            ))}
          </select>
        </label>
      </fieldset>
      <FillChoice label={t('publicTables.fillWithBots')} value={fill} onChange={setFill} />
      <button
        type="button"
        disabled={busy}
        aria-describedby={`${headingId}-quick`}
        onClick={() => void quickPlay()}
      >
        {t('publicTables.quickPlay')}
      </button>
      <p className="hint" id={`${headingId}-quick`}>
        {t('publicTables.quickPlayHint')}
      </p>
      <PolledTableList
        load={load}
        none={t('publicTables.none')}
        details={(table) => (
          <>
            <span>{t('publicTables.seated', { seated: table.seated, players: table.players })}</span>
            <span>
              {boardName(t, table.map)} · {LANGUAGE_NAMES[table.language]} ·{' '}
              {t(`preset.${table.roleSet ?? 'first'}`)}
            </span>
            {Object.values(table.timers)[0] !== undefined && (
              <span>{t('publicTables.timer', { seconds: Math.max(...Object.values(table.timers)) })}</span>
            )}
            {table.fillAt !== null && (
              <span>
                {t('publicTables.fillsAt', { time: clockTime(table.fillAt, i18n.resolvedLanguage) })}
              </span>
            )}
          </>
        )}
        action={(table) => (
          <button
            type="button"
            disabled={busy}
            aria-label={t('publicTables.joinLabel', {
              name: table.hostName,
              seated: table.seated,
              players: table.players,
            })}
            onClick={() => void join(table)}
          >
            {t('publicTables.join')}
          </button>
        )}
      />
      <PlayingTables query={filters} />
    </section>
  );
}
