/** @jsxRuntime automatic */
import { MAX_NAME_LENGTH } from '@among-cultists/protocol/plain';
import { useTranslation } from 'react-i18next';
import { CHARACTERS } from '../identity/characters.ts';
import type { SoloT } from './texts.ts';
import type { SoloPerson } from './types.ts';

/** The first Character none of `taken` has. */
function freeCharacter(taken: readonly number[]): number {
  return CHARACTERS.find((c) => !taken.includes(c.index))?.index ?? 0;
}

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
  const { t } = useTranslation();
  const count = Math.min(others.length + 1, players);
  const resize = (n: number) => {
    const kept = others.slice(0, n - 1);
    while (kept.length < n - 1)
      kept.push({ name: '', character: freeCharacter([first, ...kept.map((p) => p.character)]) });
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
      {others.slice(0, count - 1).map((person, i) => {
        const n = i + 2;
        const taken = [first, ...others.filter((_, j) => j !== i).map((p) => p.character)];
        return (
          <div key={n} className="solo-person">
            <label>
              {st('person.name', { n })}
              <input
                required
                maxLength={MAX_NAME_LENGTH}
                value={person.name}
                onChange={(e) => {
                  change(i, { ...person, name: e.target.value });
                }}
              />
            </label>
            <label>
              {st('person.character', { n })}
              <select
                value={person.character}
                onChange={(e) => {
                  change(i, { ...person, character: Number(e.target.value) });
                }}
              >
                {CHARACTERS.map((c) => (
                  <option key={c.index} value={c.index} disabled={taken.includes(c.index)}>
                    {t('identity.named', { n: c.number, name: c.name })}
                  </option>
                ))}
              </select>
            </label>
          </div>
        );
      })}
    </fieldset>
  );
}
