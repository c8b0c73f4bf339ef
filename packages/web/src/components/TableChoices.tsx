/** @jsxRuntime automatic */
import { ROLE_SETS, type GameOptions } from '@among-cultists/engine';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PLAYER_CHOICES } from '../screens/playerChoices.ts';
import { BoardSelect } from './BoardSelect.tsx';
import { CharacterSelect } from './CharacterSelect.tsx';
import { ExpertRoles } from './ExpertRoles.tsx';
import { NameField } from './NameField.tsx';
import type { TableChoicesState } from './useTableChoices.ts';

/**
 * The fields a table is set up with — name, Character, players, map, roles, the AUTOMA and the optional modules —
 * as the create form and the solo form both show them; each form adds its own choices after them.
 */
export function TableChoices({ choices }: { choices: TableChoicesState }) {
  const { t } = useTranslation();
  // Both forms' radios and hints need their own names and ids wherever they are shown.
  const id = useId();
  const automaHint = `${id}-automa-hint`;
  return (
    <>
      <NameField value={choices.name} onChange={choices.setName} />
      <CharacterSelect
        value={choices.character}
        onChange={(c) => {
          choices.setCharacter(c ?? 0);
        }}
      />
      <label>
        {t('landing.players')}
        <select
          value={choices.players}
          onChange={(e) => {
            choices.setPlayers(Number(e.target.value) as GameOptions['players']);
          }}
        >
          {PLAYER_CHOICES.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
      <BoardSelect value={choices.board} onChange={choices.setBoard} />
      <fieldset>
        <legend>{t('landing.preset')}</legend>
        {ROLE_SETS.map((p) => (
          <label key={p} className="inline">
            <input
              type="radio"
              name={`${id}-preset`}
              checked={choices.preset === p}
              onChange={() => {
                choices.setPreset(p);
              }}
            />
            {t(`preset.${p}`)}
          </label>
        ))}
      </fieldset>
      {choices.preset === 'expert' && (
        <ExpertRoles
          players={choices.players}
          automa={choices.automa}
          special={choices.special}
          drawn={choices.drawn}
          onChange={choices.setSpecial}
        />
      )}
      <label className="inline">
        <input
          type="checkbox"
          checked={choices.automa}
          aria-describedby={automaHint}
          onChange={(e) => {
            choices.setAutoma(e.target.checked);
          }}
        />
        {t('landing.automa')}
      </label>
      <p className="hint" id={automaHint}>
        {t('landing.automaHint')}
      </p>
      <OfferedOption
        name="lifelines"
        hintId={`${id}-lifelines-hint`}
        label={t('landing.lifelines')}
        hint={t('landing.lifelinesHint')}
        offered={choices.lifelinesOffered}
        checked={choices.lifelines}
        onChange={choices.setLifelines}
      />
      <OfferedOption
        name="professions"
        hintId={`${id}-professions-hint`}
        label={t('professions.landing.professions')}
        hint={t('professions.landing.needsCultists')}
        offered={choices.professionsOffered}
        checked={choices.professions}
        onChange={choices.setProfessions}
      />
    </>
  );
}

/**
 * An option of the game that only some tables may use: shown at every player count, greyed where it cannot be
 * used, its hint (which says why) tied to it.
 */
function OfferedOption(props: {
  name: string;
  hintId: string;
  label: string;
  hint: string;
  offered: boolean;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <>
      <label className="inline">
        <input
          type="checkbox"
          name={props.name}
          checked={props.checked}
          disabled={!props.offered}
          aria-describedby={props.hintId}
          onChange={(e) => {
            props.onChange(e.target.checked);
          }}
        />
        {props.label}
      </label>
      <p className="hint" id={props.hintId}>
        {props.hint}
      </p>
    </>
  );
}
