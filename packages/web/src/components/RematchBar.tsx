/** @jsxRuntime automatic */
import type { Lobby } from '@among-cultists/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Names } from '../game/names.ts';
import { api, errorText } from '../net/api.ts';
import { loadSeat, saveSeat } from '../net/seats.ts';
import { gamePath, navigate } from '../router.ts';

/**
 * "Rematch" on a finished game: the first player to press it creates the new game (same seats, bots and
 * settings) and everyone here is told; the others join it into the seat kept for them, or watch it.
 */
export function RematchBar({ lobby, names }: { lobby: Lobby; names: Names }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const code = lobby.id;
  const mine = loadSeat(code);
  const rematch = lobby.rematch ?? null;
  const seatedThere = rematch !== null && loadSeat(rematch.id) !== null;

  const ask = async (token: string) => {
    setBusy(true);
    setError(null);
    try {
      const seated = await api.rematch(code, token);
      saveSeat(seated.id, { token: seated.token, host: seated.seat === seated.lobby.host });
      navigate(gamePath(seated.id));
    } catch (err) {
      setError(errorText(err, t));
      setBusy(false);
    }
  };

  let action: { label: string; run: () => void } | null = null;
  if (rematch !== null && (seatedThere || mine === null))
    action = {
      label: t(seatedThere ? 'again.rematch.go' : 'again.rematch.watch'),
      run: () => {
        navigate(gamePath(rematch.id));
      },
    };
  else if (mine !== null)
    action = {
      label: t(rematch === null ? 'again.rematch.button' : 'again.rematch.join'),
      run: () => void ask(mine.token),
    };

  return (
    <div className="rematch">
      <p role="status">
        {rematch === null
          ? mine !== null && t('again.rematch.hint')
          : t('again.rematch.proposed', { name: names.seat(rematch.by) })}
      </p>
      {action && (
        <button type="button" disabled={busy} onClick={action.run}>
          {action.label}
        </button>
      )}
      {error !== null && (
        <p className="notice" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
