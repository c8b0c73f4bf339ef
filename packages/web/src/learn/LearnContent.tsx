/** @jsxRuntime automatic */
import { CARD_KINDS, EVENTS, ROLE_INFO, ROLES, ROUTE_LINE_ROUNDS } from '@among-cultists/engine';
import { bagTokens, MAX_ROUNDS, type RouteCardData } from '@among-cultists/engine/content';
import type { TFunction } from 'i18next';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ArtGallery,
  CardFace,
  EventToken,
  KnifeToken,
  RouteCard as RouteCardArt,
  VoteToken,
} from '../art/index.ts';
import { Board } from '../board/Board.tsx';
import { ROOM_FILL } from '../board/palette.ts';
import { ScoreTrack } from '../components/ScoreTrack.tsx';
import { GLOSSARY_TERMS } from '../components/HelpPanel.tsx';
import { Example } from './examples/Example.tsx';
import { MapReading } from './MapReading.tsx';
import { MountainsSection } from './MountainsSection.tsx';
import { ProfessionsSection } from './ProfessionsSection.tsx';
import { MID_GAME_PLACES, midGameView, sampleRoute, sampleView } from './sample.ts';
import {
  automaCounts,
  countColumns,
  editionCounts,
  eventTokenCounts,
  playerRange,
  type CardLine,
} from './tables.ts';
import { fill } from './text/index.ts';
import type { LearnText } from './text/en.ts';

/** The page's sections in reading order: their ids are the table of contents' anchors. */
export const LEARN_SECTIONS = [
  'goal',
  'round',
  'movement',
  'map',
  'encounters',
  'events',
  'actions',
  'votes',
  'ghosts',
  'winning',
  'roles',
  'automa',
  'mountains',
  'professions',
  'components',
  'glossary',
] as const;
type SectionId = (typeof LEARN_SECTIONS)[number];

const CHARACTER_ACTIONS = [
  'checkState',
  'secureHallway',
  'fightCultist',
  'scareFishman',
  'assassinate',
] as const;
/** Room actions with the explanations the game shows for them (the Camera has two uses). */
const ROOM_ACTIONS = [
  ['fillRoom', ['fillRoom']],
  ['checkRoom', ['checkRoom']],
  ['initiateVote', ['initiateVote']],
  ['useCamera', ['cameraRoom', 'cameraState']],
  ['restartPower', ['restartPower']],
  ['closePortal', ['closePortal']],
] as const;

/** The rules in short, drawn with the game's own components and tables; `text` is this language's prose. */
export function LearnContent({ text }: { text: LearnText }) {
  const { t } = useTranslation();
  const view = useMemo(() => sampleView(), []);
  const route = useMemo(() => sampleRoute(), []);
  const midGame = useMemo(() => midGameView(), []);
  const columns = countColumns();
  // The token the expansion's Lifelines takes the place of in the Bag, as the engine fills it.
  const replaced = bagTokens({ unsafePassage: true, lifelines: false }).find(
    (token) => !bagTokens({ unsafePassage: true, lifelines: true }).includes(token),
  );
  const automa = automaCounts();
  const title = (id: SectionId): string =>
    id === 'glossary'
      ? text.glossary.title
      : id === 'components'
        ? t('art.gallery.title')
        : id === 'map'
          ? text.examples.map.title
          : text[id].title;
  const section = (id: SectionId, children: ReactNode) => (
    <section id={id} aria-labelledby={`${id}-title`} className="learn-section">
      <h2 id={`${id}-title`}>{title(id)}</h2>
      {children}
    </section>
  );
  return (
    <main className="learn">
      <h1>{text.title}</h1>
      <p>{fill(text.intro, playerRange())}</p>
      <nav aria-labelledby="learn-contents" className="learn-toc">
        <h2 id="learn-contents">{text.contents}</h2>
        <ol>
          {LEARN_SECTIONS.map((id) => (
            <li key={id}>
              <a href={`#${id}`}>{title(id)}</a>
            </li>
          ))}
        </ol>
      </nav>
      {section(
        'goal',
        <>
          <p>{text.goal.investigators}</p>
          <p>{fill(text.goal.cultists, { rounds: MAX_ROUNDS })}</p>
          <p>{t('help.terms.golden.text')}</p>
        </>,
      )}
      {section(
        'round',
        <>
          <p>
            <strong>{t('phase.night')}</strong>
            {t('app.colon')}
            {t('help.phase.night')}
          </p>
          <p>{fill(text.round.text, { rounds: MAX_ROUNDS })}</p>
          <ol className="learn-phases">
            <li>
              <strong>{t('phase.movement')}</strong>
              {t('app.colon')}
              {t('help.phase.movement')}
            </li>
            <li>
              <strong>{t('phase.event')}</strong>
              {t('app.colon')}
              {text.round.event}
            </li>
            <li>
              <strong>{t('phase.action')}</strong>
              {t('app.colon')}
              {t('help.phase.action')}
            </li>
            <li>
              <strong>{t('phase.cleanup')}</strong>
              {t('app.colon')}
              {t('help.phase.cleanup')}
            </li>
          </ol>
        </>,
      )}
      {section(
        'movement',
        <>
          <p>{text.movement.text}</p>
          <figure className="learn-figure">
            <Board layout={view.board.layout} t={t} view={view} characterOf={(seat) => seat} />
            <figcaption>{fill(text.movement.mapCaption, { players: view.config.players })}</figcaption>
          </figure>
          <p>{text.movement.fishman}</p>
          <Example id="movement" text={text.examples} />
        </>,
      )}
      {section('map', <MapReading text={text.examples.map} start={view} later={midGame} />)}
      {section(
        'encounters',
        <>
          <p>{t('help.phase.encounter')}</p>
          <p>
            <strong>{t('help.terms.pulseDeck.term')}</strong>
            {t('app.colon')}
            {t('help.terms.pulseDeck.text')}
          </p>
          <p>{text.encounters.cards}</p>
          <figure className="learn-figure">
            <ul className="learn-cards">
              {CARD_KINDS.map((kind) => (
                <li key={kind} className={`learn-card ${kind}`}>
                  <CardFace kind={kind} size={112} />
                </li>
              ))}
            </ul>
            <figcaption>{text.encounters.cardsCaption}</figcaption>
          </figure>
          <Example id="blackout" text={text.examples} />
        </>,
      )}
      {section(
        'events',
        <>
          <p>
            {fill(text.events.text, { tokens: [...eventTokenCounts().values()].reduce((a, b) => a + b, 0) })}
          </p>
          <dl className="learn-list">
            {EVENTS.map((event) => {
              const n = eventTokenCounts().get(event) ?? 0;
              return (
                <div key={event}>
                  <dt>
                    <EventToken id={event} size={36} decorative /> {t(`event.${event}`)}
                    {n > 1 && ` ${fill(text.events.count, { n })}`}
                  </dt>
                  <dd>{t(`rules.event.${event}`)}</dd>
                  {event === 'lifelines' && replaced !== undefined && (
                    <dd>{fill(text.events.lifelines, { replaced: t(`event.${replaced}`) })}</dd>
                  )}
                </div>
              );
            })}
          </dl>
        </>,
      )}
      {section(
        'actions',
        <>
          <p>{text.actions.text}</p>
          <figure className="learn-figure">
            <div className="route-card">
              <RouteCardArt lines={route.lines} size={112} decorative />
              <RouteCard route={route} t={t} />
            </div>
            <figcaption>{text.actions.routeCaption}</figcaption>
          </figure>
          <h3>{text.actions.character}</h3>
          <dl className="learn-list">
            {CHARACTER_ACTIONS.map((action) => (
              <div key={action}>
                <dt>{text.action[action]}</dt>
                <dd>{t(`explain.${action}`)}</dd>
                {action === 'checkState' && <dd>{text.actions.drawPileState}</dd>}
              </div>
            ))}
          </dl>
          <h3>{text.actions.room}</h3>
          <dl className="learn-list">
            {ROOM_ACTIONS.map(([action, explanations]) => (
              <div key={action}>
                <dt>{text.action[action]}</dt>
                {explanations.map((key) => (
                  <dd key={key}>{t(`explain.${key}`)}</dd>
                ))}
                {action === 'useCamera' && <dd>{text.actions.drawPileCamera}</dd>}
              </div>
            ))}
          </dl>
          <p>{text.actions.books}</p>
          <p>
            <strong>{t('help.terms.unsafePassage.term')}</strong>
            {t('app.colon')}
            {t('help.terms.unsafePassage.text')}
          </p>
        </>,
      )}
      {section(
        'votes',
        <>
          <p className="learn-with-art">
            <VoteToken size={48} decorative /> {text.votes.when}
          </p>
          <p className="learn-with-art">
            <KnifeToken size={48} decorative /> {t('help.phase.vote')}
          </p>
          <Example id="knife" text={text.examples} />
        </>,
      )}
      {section(
        'ghosts',
        <>
          <p>{text.ghosts.text}</p>
          <p>{text.ghosts.rules}</p>
          <p>{t('explain.teleport')}</p>
          <figure className="learn-figure">
            <Board layout={midGame.board.layout} t={t} view={midGame} characterOf={(seat) => seat} />
            <figcaption>
              {fill(text.ghosts.mapCaption, {
                round: midGame.round,
                ghost: t(`loc.${MID_GAME_PLACES.ghost}`),
                meeting: t(`loc.${MID_GAME_PLACES.meeting}`),
              })}
            </figcaption>
          </figure>
        </>,
      )}
      {section(
        'winning',
        <>
          <p>{fill(text.winning.text, automa)}</p>
          <h3 id="winning-caption">{text.winning.caption}</h3>
          {/* Wider than a phone: the table scrolls in its own box, its row headings staying in view. */}
          <div className="table-scroll" role="region" aria-labelledby="winning-caption" tabIndex={0}>
            <table className="learn-table" aria-labelledby="winning-caption">
              <thead>
                <tr>
                  <th scope="col">{text.winning.players}</th>
                  {columns.map((c) => (
                    <th key={c.players} scope="col">
                      {c.players}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                <Row head={text.winning.cultists} cells={columns.map((c) => c.cultists)} />
                <Row head={text.winning.vpTarget} cells={columns.map((c) => c.vpTarget)} />
                <Row head={text.winning.killTarget} cells={columns.map((c) => c.killTarget)} />
                <Row
                  head={text.winning.investigatorDeck}
                  cells={columns.map((c) => cards(c.investigatorDeck, t))}
                />
                <Row head={text.winning.cultistDeck} cells={columns.map((c) => cards(c.cultistDeck, t))} />
                <Row
                  head={text.winning.pulseStart}
                  cells={columns.map((c) =>
                    c.pulseStart === null ? text.winning.none : cards(c.pulseStart, t),
                  )}
                />
                <Row head={text.winning.portal} cells={columns.map((c) => c.portalWindow)} />
                <Row
                  head={text.winning.knife}
                  cells={columns.map((c) =>
                    c.knife === 'change' ? text.winning.knifeChange : text.winning.knifeDouble,
                  )}
                />
              </tbody>
            </table>
          </div>
          <p className="learn-edition">
            {fill(text.winning.edition, { counts: editionCounts().join(', ') })}
          </p>
          <figure className="learn-figure">
            <ScoreTrack view={view} />
            <figcaption>{text.winning.scoreCaption}</figcaption>
          </figure>
        </>,
      )}
      {section(
        'roles',
        <>
          <p>{text.roles.text}</p>
          <ul className="learn-roles">
            {ROLES.map((role) => {
              const info = ROLE_INFO[role];
              return (
                <li key={role}>
                  <h3>{t(`role.${role}`)}</h3>
                  <p className="learn-meta">
                    {text.roles.team}
                    {t('app.colon')}
                    {t(`team.${info.team}`)} · {text.roles.helps}
                    {t('app.colon')}
                    {t(`team.${info.supports}`)} · {text.roles.loyalty}
                    {t('app.colon')}
                    {info.loyalty}
                  </p>
                  <p>{t(`rules.role.${role}`)}</p>
                </li>
              );
            })}
          </ul>
        </>,
      )}
      {section(
        'automa',
        <>
          <p>{text.automa.who}</p>
          <p>{text.automa.moves}</p>
          <p>{text.automa.votes}</p>
        </>,
      )}
      {section('mountains', <MountainsSection text={text.mountains} />)}
      {section('professions', <ProfessionsSection text={text.professions} />)}
      {section('components', <ArtGallery titled={false} />)}
      {section(
        'glossary',
        <dl className="learn-list">
          {GLOSSARY_TERMS.map((term) => (
            <div key={term}>
              <dt>{t(`help.terms.${term}.term`)}</dt>
              <dd>{t(`help.terms.${term}.text`)}</dd>
            </div>
          ))}
        </dl>,
      )}
    </main>
  );
}

function Row({ head, cells }: { head: string; cells: readonly ReactNode[] }) {
  return (
    <tr>
      <th scope="row">{head}</th>
      {cells.map((cell, i) => (
        <td key={i}>{cell}</td>
      ))}
    </tr>
  );
}

/** Cards as "9 Alive", one kind a line. */
function cards(lines: readonly CardLine[], t: TFunction): ReactNode {
  return (
    <ul className="learn-card-lines">
      {lines.map(({ kind, n }) => (
        <li key={kind}>{`${n} ${t(`card.${kind}`)}`}</li>
      ))}
    </ul>
  );
}

/** A Route card as the private panel shows one: per line its Rounds, then its Room colours. */
function RouteCard({ route, t }: { route: RouteCardData; t: TFunction }) {
  return (
    <ol className="route learn-route">
      {route.lines.map((line, i) => (
        <li key={i}>
          <span className="rounds">
            {t('me.routeLine', { rounds: ROUTE_LINE_ROUNDS[i]?.join(' · ') ?? '' })}
          </span>
          {line.map((colour, j) => (
            <span key={j} className="chip" style={{ background: ROOM_FILL[colour] }}>
              {t(`colourName.${colour}`)}
            </span>
          ))}
        </li>
      ))}
    </ol>
  );
}
