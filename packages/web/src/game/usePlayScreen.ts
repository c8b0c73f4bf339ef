import type { Action } from '@among-cultists/engine';
import type { Lobby } from '@among-cultists/protocol';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDecisionFocus } from '../components/useDecisionFocus.ts';
import type { GameConnection, GameSnapshot } from '../net/connection.ts';
import { makeNames } from './names.ts';
import { turnTitle } from './turnTitle.ts';

/**
 * What every screen a game is played on shares (the game screen, a table's phone): the seats' names,
 * the tab title that says when the game waits for this player, keyboard focus kept on the decision at
 * hand (within the element `decisions` is given to), and acting through the connection.
 */
export function usePlayScreen(connection: Pick<GameConnection, 'act'>, snapshot: GameSnapshot, lobby: Lobby) {
  const { t } = useTranslation();
  const played = snapshot.view!;
  // A game the server ended as abandoned (every player stayed away) is over: its last view still lists
  // the decisions that were pending, which the server now refuses (`game/over`), so none is offered.
  const ended = lobby.ended !== undefined;
  const view = useMemo(() => (ended ? { ...played, legal: [] } : played), [ended, played]);
  const layout = view.board.layout;
  const names = useMemo(() => makeNames(t, lobby, layout), [t, lobby, layout]);
  // The tab title says when the game waits for this player (seen from another tab too), and stops
  // saying it once they have decided. The page keeps its own title otherwise.
  const waiting = view.legal.length > 0 && view.result === null;
  useEffect(() => {
    const title = t('app.title');
    document.title = turnTitle(title, waiting);
    return () => {
      document.title = title;
    };
  }, [t, waiting]);
  const decisions = useRef<HTMLDivElement>(null);
  useDecisionFocus(view.legal, decisions);
  const act = (action: Action) => {
    connection.act(action);
  };
  // The Vote panel's props, for wherever a screen shows it (the game screen: the Vote under way and a past result).
  const voteProps = { view, log: snapshot.log, names, deadline: snapshot.deadline, onAct: act };
  return { view, names, waiting, decisions, act, voteProps };
}
