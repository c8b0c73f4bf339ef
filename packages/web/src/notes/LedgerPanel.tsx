/** @jsxRuntime automatic */
import type { CheckFact, GiftFact, Ledger, SeatSummary } from '@among-cultists/engine';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Names } from '../game/names.ts';
import { CharacterChip } from '../identity/Portrait.tsx';
import { ClaimSaid } from './ClaimSaid.tsx';

interface Props {
  readonly ledger: Ledger;
  readonly names: Names;
}

/**
 * The encounter ledger: per Character, who they met when, the cards they gave and got where that is
 * public, their checks, Room actions, ballots and claims (with the checker's mark). Made by the engine
 * from what this seat was shown: it restates nothing and reveals nothing.
 */
export function LedgerPanel({ ledger, names }: Props) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section className="panel ledger" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('notes.ledger.title')}</h2>
      <p className="hint">{t('notes.ledger.hint')}</p>
      <ul className="ledger-seats">
        {ledger.seats.map((s) => (
          <li key={s.seat}>
            <SeatEntry summary={s} ledger={ledger} names={names} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function SeatEntry({ summary: s, ledger, names }: { summary: SeatSummary; ledger: Ledger; names: Names }) {
  const { t } = useTranslation();
  const met = s.met.reduce((n, rounds) => n + rounds.length, 0);
  const gift = (g: GiftFact, other: number) =>
    t('notes.ledger.gift', {
      round: g.round,
      name: names.seat(other),
      card: t(`notes.ledger.gifts.${g.card}`),
    });
  const check = (c: CheckFact, other: number) => {
    const base =
      c.seen === null
        ? t('notes.ledger.check', { round: c.round, name: names.seat(other) })
        : t('notes.ledger.checkSeen', {
            round: c.round,
            name: names.seat(other),
            verdict: t(`notes.claim.verdicts.${c.seen.dead > 0 ? 'dead' : 'alive'}`),
          });
    return c.revealed === true ? `${base}, ${t('notes.ledger.revealedDead')}` : base;
  };
  const metWith = s.met.flatMap((rounds, other) =>
    rounds.length === 0
      ? []
      : [
          t('notes.ledger.metWith', {
            count: rounds.length,
            name: names.seat(other),
            rounds: rounds.join(', '),
          }),
        ],
  );
  return (
    <details>
      <summary>
        <CharacterChip character={names.character(s.seat)} ghost={s.death !== null} />{' '}
        <strong>{names.seat(s.seat)}</strong>
        {s.death !== null && <> · {t('notes.ledger.ghost', { round: s.death.round })}</>}{' '}
        <span className="hint">
          {t('notes.ledger.summary', { met, checks: s.checks.length, claims: s.claims.length })}
        </span>
        {s.contradicted.length > 0 && (
          <span className="ledger-contradicted">
            {' '}
            <span aria-hidden="true">⚠ </span>
            {t('notes.ledger.contradictedCount', { count: s.contradicted.length })}
          </span>
        )}
      </summary>
      {s.role !== null && <p>{t('notes.ledger.role', { role: t(`role.${s.role}`) })}</p>}
      <dl className="ledger-facts">
        <Facts title={t('notes.ledger.met')} items={metWith} />
        <Facts title={t('notes.ledger.gave')} items={s.gave.map((g) => gift(g, g.to))} />
        <Facts title={t('notes.ledger.received')} items={s.received.map((g) => gift(g, g.from))} />
        <Facts title={t('notes.ledger.checks')} items={s.checks.map((c) => check(c, c.target))} />
        <Facts title={t('notes.ledger.checkedBy')} items={s.checkedBy.map((c) => check(c, c.seat))} />
        <Facts
          title={t('notes.ledger.rooms')}
          items={s.roomActions.map((r) =>
            t('notes.ledger.room', {
              round: r.round,
              action: t(`notes.ledger.roomActions.${r.action}`, { room: names.loc(r.room) }),
            }),
          )}
        />
        <Facts
          title={t('notes.ledger.ballots')}
          items={s.ballots.map((b) => {
            const name = (seat: number | null) =>
              seat === null ? t('notes.ledger.abstained') : names.seat(seat);
            return b.changedFrom === undefined
              ? t('notes.ledger.ballot', { round: b.round, target: name(b.target) })
              : t('notes.ledger.ballotChanged', {
                  round: b.round,
                  target: name(b.target),
                  first: name(b.changedFrom),
                });
          })}
        />
        <Facts
          title={t('notes.ledger.claims')}
          items={s.claims.map((i) => {
            const posted = ledger.claims[i]!;
            return <ClaimSaid key={i} claim={posted.claim} seatName={names.seat} verdict={posted.verdict} />;
          })}
        />
      </dl>
    </details>
  );
}

/** One kind of fact about a Character; nothing when there is none. */
function Facts({ title, items }: { title: string; items: readonly ReactNode[] }) {
  if (items.length === 0) return null;
  return (
    <>
      <dt>{title}</dt>
      {items.map((item, i) => (
        <dd key={i}>{item}</dd>
      ))}
    </>
  );
}
