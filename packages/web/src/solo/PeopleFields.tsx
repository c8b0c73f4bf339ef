/** @jsxRuntime automatic */
import { firstFreeCharacter } from '@among-cultists/protocol/plain';
import { CharacterSelect } from '../components/CharacterSelect.tsx';
import { NameField } from '../components/NameField.tsx';
import type { SoloT } from './texts.ts';
import type { SoloPerson } from './types.ts';

/**
 * Pass and play (issue 31): how many people share the device (1: a game against bots alone), and the name
 * and Character of each after the first (whose are the form's own fields). At most `players` people.
 */
export function PeopleFields({
  st,
  players,
  first,
  others,
  onChange,
}: {
  st: SoloT;
  players: number;
  /** The first person's Character. */
  first: number;
  others: readonly SoloPerson[];
  onChange: (others: readonly SoloPerson[]) => void;
}) {
  // The form passes at most `players - 1` others (SoloSetup.tsx).
  const count = others.length + 1;
  const resize = (n: number) => {
    const kept = others.slice(0, n - 1);
    while (kept.length < n - 1)
      kept.push({ name: '', character: firstFreeCharacter([first, ...kept.map((p) => p.character)]) });
    onChange(kept);
  };
  const change = (i: number, person: SoloPerson) => {
    onChange(others.map((p, j) => (j === i ? person : p)));
  };
  return (
    <fieldset>
      <legend>{st('people')}</legend>
      <p className="hint">{st('people.hint')}</p>
      <label>
        {st('people')}
        <select
          value={count}
          onChange={(e) => {
            resize(Number(e.target.value));
          }}
        >
          {Array.from({ length: players }, (_, i) => (
            <option key={i} value={i + 1}>
              {i + 1}
            </option>
          ))}
        </select>
      </label>
      {others.map((person, i) => {
        const n = i + 2;
        const taken = new Set([first, ...others.filter((_, j) => j !== i).map((p) => p.character)]);
        return (
          <div key={n} className="solo-person">
            <NameField
              label={st('person.name', { n })}
              value={person.name}
              onChange={(name) => {
                change(i, { ...person, name });
              }}
            />
            <CharacterSelect
              label={st('person.character', { n })}
              value={person.character}
              taken={taken}
              onChange={(character) => {
                change(i, { ...person, character: character ?? person.character });
              }}
            />
          </div>
        );
      })}
    </fieldset>
  );
}
