/** @jsxRuntime automatic */
import {
  CHECK_VERDICTS,
  CLAIM_KINDS,
  COLOURS,
  ENCOUNTER_CARDS,
  claimRounds,
  claimTargets,
  routeLine,
  type CheckVerdict,
  type Claim,
  type ClaimKind,
  type Colour,
  type EncounterCard,
  type PlayerView,
  type Role,
} from '@among-cultists/engine';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { claimSentence } from './claimText.ts';

interface Props {
  readonly view: PlayerView;
  readonly seatName: (seat: number) => string;
  readonly onClaim: (claim: Claim) => void;
  /** The kind chosen when the composer opens (none: the kinds alone show). */
  readonly initialKind?: ClaimKind | null;
}

/** Kinds that name another Character. */
const NAMES_SOMEONE: ReadonlySet<ClaimKind> = new Set(['checked', 'gave', 'suspect', 'trust']);
/** Kinds about a round. */
const NAMES_ROUND: ReadonlySet<ClaimKind> = new Set(['checked', 'route', 'gave']);

/** The colours of the board's rooms, in the game's order of colours. */
function boardColours(view: PlayerView): Colour[] {
  const used = new Set(view.board.layout.colour.filter((c): c is Colour => c !== null));
  return COLOURS.filter((c) => used.has(c));
}

/** What this seat's own Route card allows in `round` (the truthful default; a player may say otherwise). */
function ownRoute(view: PlayerView, round: number): readonly Colour[] {
  return view.me?.route.lines[routeLine(round)] ?? [];
}

/**
 * A structured claim with one tap: the kind first, then only what that kind needs, offered from what the
 * view makes sensible (the other Characters and the rounds so far, as the engine's `claimProblem`
 * accepts them; the board's colours, the roles in play), each preset, so that a second tap posts it.
 * The sentence the table will read shows before it goes.
 */
export function ClaimComposer({ view, seatName, onClaim, initialKind = null }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const me = view.me?.seat ?? null;
  const others = claimTargets(view, me);
  const rounds = claimRounds(view);
  const colours = boardColours(view);
  const roles: Role[] = ['investigator', ...view.config.specialRoles.filter((r) => r !== 'cultist')];
  const [kind, setKind] = useState<ClaimKind | null>(initialKind);
  const [target, setTarget] = useState<number | null>(null);
  const [round, setRound] = useState(view.round);
  const [verdict, setVerdict] = useState<CheckVerdict>('alive');
  const [card, setCard] = useState<EncounterCard>('alive');
  const [picked, setPicked] = useState<readonly Colour[] | null>(null);
  const [role, setRole] = useState<Role>(roles[0]!);
  const named = target !== null && others.includes(target) ? target : (others[0] ?? null);
  const inRound = Math.min(round, view.round);
  const routeColours = picked ?? ownRoute(view, inRound).filter((c) => colours.includes(c));

  const claim = ((): Claim | null => {
    if (kind === null) return null;
    switch (kind) {
      case 'checked':
        return named === null ? null : { kind, target: named, round: inRound, verdict };
      case 'route':
        return routeColours.length === 0 ? null : { kind, round: inRound, colours: [...routeColours] };
      case 'gave':
        return named === null ? null : { kind, to: named, round: inRound, card };
      case 'role':
        return roles.includes(role) ? { kind, role } : null;
      case 'suspect':
      case 'trust':
        return named === null ? null : { kind, target: named };
    }
  })();

  const post = () => {
    if (claim === null) return;
    onClaim(claim);
    setKind(null);
    setPicked(null);
  };

  return (
    <section className="claim-composer" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('notes.claim.title')}</h3>
      <div className="claim-kinds" role="group" aria-label={t('notes.claim.kind')}>
        {CLAIM_KINDS.map((k) => (
          <button
            key={k}
            type="button"
            className="small"
            aria-pressed={kind === k}
            onClick={() => {
              setKind(kind === k ? null : k);
            }}
          >
            {t(`notes.claim.kinds.${k}`)}
          </button>
        ))}
      </div>
      {kind !== null && (
        <div className="claim-fields">
          {NAMES_SOMEONE.has(kind) && named !== null && (
            <Field id={`${id}-who`} label={t('notes.claim.who')}>
              <select
                id={`${id}-who`}
                value={named}
                onChange={(e) => {
                  setTarget(Number(e.target.value));
                }}
              >
                {others.map((seat) => (
                  <option key={seat} value={seat}>
                    {seatName(seat)}
                  </option>
                ))}
              </select>
            </Field>
          )}
          {NAMES_ROUND.has(kind) && (
            <Field id={`${id}-round`} label={t('notes.claim.round')}>
              <select
                id={`${id}-round`}
                value={inRound}
                onChange={(e) => {
                  setRound(Number(e.target.value));
                  setPicked(null);
                }}
              >
                {rounds.map((r) => (
                  <option key={r} value={r}>
                    {t('notes.claim.roundN', { n: r })}
                  </option>
                ))}
              </select>
            </Field>
          )}
          {kind === 'checked' && (
            <Choice
              name={`${id}-verdict`}
              legend={t('notes.claim.verdict')}
              options={CHECK_VERDICTS.map((v) => [v, t(`notes.claim.verdicts.${v}`)])}
              value={verdict}
              onChange={setVerdict}
            />
          )}
          {kind === 'gave' && (
            <Choice
              name={`${id}-card`}
              legend={t('notes.claim.card')}
              options={ENCOUNTER_CARDS.map((c) => [c, t(`card.${c}`)])}
              value={card}
              onChange={setCard}
            />
          )}
          {kind === 'route' && (
            <fieldset className="claim-choice">
              <legend>{t('notes.claim.colours')}</legend>
              {colours.map((c) => (
                <label key={c} className={`claim-colour colour-${c}`}>
                  <input
                    type="checkbox"
                    checked={routeColours.includes(c)}
                    onChange={(e) => {
                      const on = e.target.checked;
                      setPicked(on ? [...routeColours, c] : routeColours.filter((x) => x !== c));
                    }}
                  />
                  {t(`colourName.${c}`)}
                </label>
              ))}
            </fieldset>
          )}
          {kind === 'role' && (
            <Field id={`${id}-role`} label={t('notes.claim.role')}>
              <select
                id={`${id}-role`}
                value={role}
                onChange={(e) => {
                  setRole(roles.find((r) => r === e.target.value) ?? roles[0]!);
                }}
              >
                {roles.map((r) => (
                  <option key={r} value={r}>
                    {t(`role.${r}`)}
                  </option>
                ))}
              </select>
            </Field>
          )}
          {claim !== null && (
            <p className="claim-preview" aria-live="polite">
              <span className="hint">
                {t('notes.claim.preview')}
                {t('app.colon')}
              </span>
              <q>{claimSentence(t, claim, seatName)}</q>
            </p>
          )}
          <button type="button" onClick={post} disabled={claim === null}>
            {t('notes.claim.post')}
          </button>
        </div>
      )}
    </section>
  );
}

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="claim-field">
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}

/** A few exclusive options as radio buttons (one tap each, arrow keys between them). */
function Choice<T extends string>({
  name,
  legend,
  options,
  value,
  onChange,
}: {
  name: string;
  legend: string;
  options: readonly (readonly [T, string])[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="claim-choice">
      <legend>{legend}</legend>
      {options.map(([option, label]) => (
        <label key={option}>
          <input
            type="radio"
            name={name}
            value={option}
            checked={value === option}
            onChange={() => {
              onChange(option);
            }}
          />
          {label}
        </label>
      ))}
    </fieldset>
  );
}
