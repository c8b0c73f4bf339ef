/** @jsxRuntime automatic */
import type { Role } from '@among-cultists/engine';
import type { Lobby } from '@among-cultists/protocol';
import { useTranslation } from 'react-i18next';
import { boardName } from './BoardSelect.tsx';
import { delayText } from '../spectating/DelayChoice.tsx';
import { strengthText } from './FillCountdown.tsx';

/** The settings the game was created with, as the host chose them: everyone sees what they sit down to. */
export function LobbySettings({ lobby }: { lobby: Lobby }) {
  const { t } = useTranslation();
  const settings = lobby.settings;
  if (!settings) return null;
  const seconds = [...new Set(Object.values(settings.timers))].sort((a, b) => a - b);
  const roles = [
    ...(settings.roleSet === null ? [] : [t(`preset.${settings.roleSet}`)]),
    ...settings.specialRoles.map((r) => t(`role.${r as Role}`)),
  ];
  // The map in the reader's language; a board this client does not know keeps its id. (Not the engine's
  // shipped boards' names: this panel is on the game page, whose first render must not load them.)
  const board = boardName(t, settings.board);
  return (
    <section className="panel" aria-labelledby="lobby-settings-title">
      <h2 id="lobby-settings-title">{t('again.lobby.settings')}</h2>
      <dl className="lobby-settings">
        <dt>{t('again.lobby.players')}</dt>
        <dd>{lobby.players}</dd>
        <dt>{t('again.lobby.roles')}</dt>
        <dd>{roles.length > 0 ? roles.join(', ') : t(`preset.first`)}</dd>
        <dt>{t('again.lobby.automa')}</dt>
        <dd>{t(settings.automa ? 'again.lobby.yes' : 'again.lobby.no')}</dd>
        <dt>{t('again.lobby.timers')}</dt>
        <dd>
          {seconds.length === 0
            ? t('again.lobby.noTimers')
            : t('again.lobby.seconds', { n: seconds.join('–') })}
        </dd>
        <dt>{t('again.lobby.board')}</dt>
        <dd>{board}</dd>
        {settings.lifelines === true && (
          <>
            <dt>{t('event.lifelines')}</dt>
            <dd>{t('again.lobby.yes')}</dd>
          </>
        )}
        {settings.professions === true && (
          <>
            <dt>{t('professions.lobby.professions')}</dt>
            <dd>{t('again.lobby.yes')}</dd>
          </>
        )}
        {settings.spectatorDelay !== undefined && (
          <>
            <dt>{t('spectating.delay')}</dt>
            <dd>{delayText(t, settings.spectatorDelay)}</dd>
          </>
        )}
        {settings.botStrength !== undefined && (
          <>
            <dt>{t('publicTables.botStrength')}</dt>
            <dd>{strengthText(t, settings.botStrength)}</dd>
          </>
        )}
      </dl>
    </section>
  );
}
