/** @jsxRuntime automatic */
import type { ReactNode } from 'react';
import { GameIcon } from '../design/GameIcon.tsx';
import type { Names } from '../game/names.ts';
import { CharacterChip } from '../identity/Portrait.tsx';
import type { Moment } from './moments.ts';

/** Beyond this many passes (a crowded Encounter) the scene shows the first ones; the caption counts them all. */
const MAX_ROWS = 4;

/** A card's back: the same for every card, so the scene never says which card was passed. */
function CardBack({ className = '' }: { className?: string }) {
  return (
    <svg className={`stage-card ${className}`} viewBox="0 0 40 56" aria-hidden="true" focusable="false">
      <rect x="1" y="1" width="38" height="54" rx="4" className="stage-card-back" />
      <path d="M20 10 L32 28 L20 46 L8 28 Z" className="stage-card-mark" />
    </svg>
  );
}

/** A seat's portrait; before the table is known (a record opened as a file), a disc with the seat's number. */
function Chip({ names, seat, ghost = false }: { names: Names; seat: number; ghost?: boolean }) {
  const character = names.character(seat);
  if (character !== null) return <CharacterChip character={character} ghost={ghost} />;
  return (
    <svg className="identity-chip stage-seat" viewBox="-51 -51 102 102" aria-hidden="true" focusable="false">
      <circle r={49} />
      <text y={16} textAnchor="middle">
        {seat + 1}
      </text>
    </svg>
  );
}

/**
 * The drawing of each moment: simple shapes moved by stage.css, the Characters' portraits, the game icons.
 * Nothing here carries text a screen reader should hear: the caption and the live region say it.
 */
export function Scene({ moment, names }: { moment: Moment; names: Names }): ReactNode {
  switch (moment.kind) {
    case 'cardPassed':
      return (
        <div className="stage-rows">
          {moment.passes.slice(0, MAX_ROWS).map((p, i) => (
            <div key={i} className="stage-pass">
              <Chip names={names} seat={p.from} />
              <span className="stage-lane">
                <CardBack className="stage-slide" />
              </span>
              <Chip names={names} seat={p.to} />
            </div>
          ))}
        </div>
      );
    case 'tokenDrawn':
      return (
        <div className="stage-bag">
          <span className="stage-icon stage-bag-icon">
            <GameIcon name="bag" />
          </span>
          <span
            className={moment.token === null ? 'stage-token stage-rise hidden' : 'stage-token stage-rise'}
          />
        </div>
      );
    case 'lightning':
      return (
        <svg className="stage-bolt" viewBox="0 0 60 100" aria-hidden="true" focusable="false">
          <path d="M34 2 L8 56 L28 56 L20 98 L52 38 L32 38 L44 2 Z" />
        </svg>
      );
    case 'ghost':
      return (
        <div className="stage-ghost">
          {moment.revealedBy !== null && (
            <span className="stage-flip">
              <CardBack className="stage-flip-back" />
              <span className="stage-card stage-flip-face stage-dead">
                <GameIcon name="dead" />
              </span>
            </span>
          )}
          <span className="stage-fade">
            <Chip names={names} seat={moment.seat} />
          </span>
          <span className="stage-icon stage-appear">
            <GameIcon name="ghost" />
          </span>
        </div>
      );
    case 'vote':
      return (
        <div className="stage-vote">
          {moment.reason === 'murder' && (
            <span className="stage-icon">
              <GameIcon name="dead" />
            </span>
          )}
          <Chip names={names} seat={moment.initiator} />
          <span className="stage-icon stage-appear">
            <GameIcon name="vote" />
          </span>
        </div>
      );
    case 'ballots':
      return (
        <div className="stage-ballots">
          {moment.ballots.map((target, voter) => (
            <span key={voter} className="stage-flip">
              <CardBack className="stage-flip-back" />
              <span className="stage-card stage-flip-face">
                {target === null ? (
                  <span className="stage-abstain">—</span>
                ) : (
                  <Chip names={names} seat={target} />
                )}
              </span>
            </span>
          ))}
        </div>
      );
    case 'unmasked':
      return (
        <div className="stage-unmask">
          <Chip names={names} seat={moment.seat} />
          <svg className="stage-mask" viewBox="0 0 100 50" aria-hidden="true" focusable="false">
            <path d="M4 10 Q50 -4 96 10 Q94 40 62 44 Q50 30 38 44 Q6 40 4 10 Z M24 20 a8 6 0 1 0 16 0 a8 6 0 1 0 -16 0 Z M60 20 a8 6 0 1 0 16 0 a8 6 0 1 0 -16 0 Z" />
          </svg>
          <span className="stage-icon stage-appear">
            <GameIcon name="cultist" />
          </span>
        </div>
      );
    case 'seerGuess':
      return (
        <div className="stage-seer">
          <span className="stage-icon">
            <GameIcon name="seer" />
          </span>
          <Chip names={names} seat={moment.guess} />
          <span
            className={moment.right ? 'stage-verdict right stage-appear' : 'stage-verdict wrong stage-appear'}
          >
            {moment.right ? '✓' : '✗'}
          </span>
        </div>
      );
    case 'rack':
      return (
        <div className="stage-rack">
          <span className="stage-shelf">
            {[0, 1, 2, 3, 4].map((i) => (
              <span key={i} className="stage-book" style={{ animationDelay: `${i * 60}ms` }} />
            ))}
          </span>
          <span className="stage-vp stage-appear">+{moment.vp}</span>
        </div>
      );
    case 'portal':
      return (
        <svg
          className={`stage-portal ${moment.state === 'open' ? 'opening' : 'closing'}`}
          viewBox="0 0 100 100"
          aria-hidden="true"
          focusable="false"
        >
          <circle cx="50" cy="50" r="44" className="stage-portal-ring" />
          <circle cx="50" cy="50" r="30" className="stage-portal-core" />
        </svg>
      );
    case 'night':
      return (
        <div className="stage-night">
          <span className="stage-moon" />
        </div>
      );
    case 'end':
      return (
        <div className={`stage-end ${moment.winner}`}>
          <span className="stage-icon">
            <GameIcon name={moment.winner === 'cultists' ? 'cultist' : 'investigator'} />
          </span>
          <div className="stage-winners">
            {moment.winners.map((seat) => (
              <span key={seat} className="stage-appear">
                <Chip names={names} seat={seat} />
              </span>
            ))}
          </div>
        </div>
      );
  }
}
