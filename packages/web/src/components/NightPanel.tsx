/** @jsxRuntime automatic */
import type { Action, PlayerView } from '@among-cultists/engine';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { seatList, type Names } from '../game/names.ts';
import { legalOf, nightSteps } from '../game/phase.ts';
import { DETECTIVE_NIGHT_STEPS } from '../game/professions.ts';
import { DetectiveNightSecret } from './ProfessionBits.tsx';
import { ActionList } from './ActionList.tsx';
import { SecretToggle } from './SecretToggle.tsx';
import { GameIcon } from '../design/GameIcon.tsx';
import { Art } from '../art/Art.tsx';

/** Every screen walks through the steps at this pace from the moment the Night Phase began. */
export const NIGHT_STEP_MS = 4000;

interface Props {
  readonly view: PlayerView;
  readonly names: Names;
  readonly onAct: (action: Action) => void;
  /** When the phase began by the server's clock, so that every screen shows the same step at once;
   *  null: from when this screen shows it. */
  readonly since?: number | null;
}

/** The step shown `elapsed` ms into the ritual. */
export function nightStep(elapsed: number, steps: number): number {
  return Math.max(0, Math.min(Math.floor(elapsed / NIGHT_STEP_MS), steps - 1));
}

/**
 * The Night Ritual of the Ancients. The steps, their text and their timing come from the public
 * configuration only, so every screen (Cultist, Seer, Investigator, spectator) shows the same thing;
 * what this seat saw sits in the secret box, closed until tapped, whose button is the same for all.
 */
export function NightPanel({ view, names, onAct, since = null }: Props) {
  const { t } = useTranslation();
  // PROF-DETECTIVE-02: the Detective's short night is shown like the first one, paced the same way.
  const detective = view.phase.kind === 'detectiveNight';
  const steps: readonly string[] = detective ? DETECTIVE_NIGHT_STEPS : nightSteps(view.config);
  const text = (key: string) =>
    detective
      ? t(`professions.night.${key as (typeof DETECTIVE_NIGHT_STEPS)[number]}`)
      : t(`night.${key as ReturnType<typeof nightSteps>[number]}`);
  const [shownAt] = useState(() => Date.now());
  const [now, setNow] = useState(() => Date.now());
  const night = view.phase.kind === 'night' || detective;
  useEffect(() => {
    if (!night) return;
    const timer = setInterval(() => {
      setNow(Date.now());
    }, 250);
    return () => {
      clearInterval(timer);
    };
  }, [night]);
  if (!night) return null;
  const step = nightStep(now - (since ?? shownAt), steps.length);
  const me = view.me;
  const ready = legalOf(view, 'ready');
  return (
    <section className="panel night" aria-label={detective ? text('title') : t('night.title')}>
      <h2>
        <GameIcon name="night" /> {detective ? text('title') : t('night.title')}
      </h2>
      <p className="hint">{detective ? text('intro') : t('night.intro')}</p>
      <ol className="steps ritual">
        {steps.map((key, i) => (
          <li
            key={key}
            className={i === step ? 'current' : i < step ? 'done' : undefined}
            aria-current={i === step ? 'step' : undefined}
          >
            {text(key)}
          </li>
        ))}
      </ol>
      {me &&
        (detective ? (
          <DetectiveNightSecret view={view} names={names} />
        ) : (
          <NightSecret view={view} names={names} />
        ))}
      {me && <p>{t('night.ready')}</p>}
      {ready.length > 0 && <ActionList actions={ready} names={names} onAct={onAct} />}
      {me?.ready === true && <p className="mine">{t('night.youReady')}</p>}
    </section>
  );
}

/** What this seat saw: closed until tapped, behind the same button for everyone. */
export function NightSecret({
  view,
  names,
  defaultOpen = false,
}: {
  view: PlayerView;
  names: Names;
  defaultOpen?: boolean;
}) {
  const { t } = useTranslation();
  const me = view.me;
  if (!me) return null;
  const list = (seats: readonly number[]) => seatList(names, seats);
  return (
    <div className="night-secret">
      <h3>{t('night.secret')}</h3>
      <SecretToggle className="role" defaultOpen={defaultOpen}>
        <div className="secret">
          {me.knownCultists ? (
            <p>
              <Art spec={{ kind: 'cultist' }} size={32} decorative />{' '}
              {t('night.sawCultists', { list: list(me.knownCultists) })}
            </p>
          ) : (
            <p>{t('night.sawNothing')}</p>
          )}
          {me.deadFromStart && (
            <p>
              <Art spec={{ kind: 'card', card: 'dead' }} size={40} decorative />{' '}
              {t('night.sawDead', { list: list(me.deadFromStart) })}
            </p>
          )}
        </div>
      </SecretToggle>
    </div>
  );
}
