/** @jsxRuntime automatic */
import { BOT_STRENGTHS } from '@among-cultists/protocol/plain';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { strengthText } from '../components/FillCountdown.tsx';
import { TableChoices } from '../components/TableChoices.tsx';
import { useTableChoices } from '../components/useTableChoices.ts';
import { PeopleFields } from './PeopleFields.tsx';
import type { SoloT } from './texts.ts';
import { SOLO_PACES, type SoloBots, type SoloPace, type SoloPerson, type SoloSetup } from './types.ts';

/**
 * The solo game's choices, with the create form's pieces (name, Character, players, map, roles, options):
 * the player takes the first seat (pass and play: the people the first seats), bots of the chosen strength
 * the others.
 */
export function SoloSetupForm({ st, onStart }: { st: SoloT; onStart: (setup: SoloSetup) => void }) {
  const { t } = useTranslation();
  const choices = useTableChoices();
  const [bots, setBots] = useState<SoloBots>('heuristic');
  const [pace, setPace] = useState<SoloPace>('watch');
  const [others, setOthers] = useState<readonly SoloPerson[]>([]);
  // Fewer players than people leaves the last people out.
  const people = others.slice(0, choices.players - 1);

  const submit = (e: SyntheticEvent) => {
    e.preventDefault();
    onStart({
      name: choices.name.trim(),
      character: choices.character,
      ...(people.length > 0 ? { others: people.map((p) => ({ ...p, name: p.name.trim() })) } : {}),
      options: choices.options,
      bots,
      pace,
    });
  };

  return (
    <form className="panel" onSubmit={submit}>
      <h2>{st('newGame')}</h2>
      <p className="hint">{st('intro')}</p>
      <TableChoices choices={choices} />
      <PeopleFields
        st={st}
        players={choices.players}
        first={choices.character}
        others={people}
        onChange={setOthers}
      />
      <fieldset>
        <legend>{st('bots')}</legend>
        {BOT_STRENGTHS.map((kind) => (
          <label key={kind} className="inline">
            <input
              type="radio"
              name="solo-bots"
              checked={bots === kind}
              onChange={() => {
                setBots(kind);
              }}
            />
            {strengthText(t, kind)}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>{st('pace')}</legend>
        {SOLO_PACES.map((p) => (
          <label key={p} className="inline">
            <input
              type="radio"
              name="solo-pace"
              checked={pace === p}
              onChange={() => {
                setPace(p);
              }}
            />
            {st(`pace.${p}`)}
          </label>
        ))}
      </fieldset>
      {choices.problems.length > 0 && (
        <ul className="notice" aria-live="polite">
          {choices.problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      <button
        type="submit"
        disabled={
          [choices.name, ...people.map((p) => p.name)].some((n) => n.trim() === '') ||
          choices.problems.length > 0
        }
      >
        {st('start')}
      </button>
    </form>
  );
}
