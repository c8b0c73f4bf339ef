/** @jsxRuntime automatic */
import { CARD_KINDS, EVENTS, PROFESSIONS, SHIPPED_BOARD } from '@among-cultists/engine';
import { MAX_ROUNDS } from '@among-cultists/engine/content';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CardBack, CardFace, RouteCard, UnsafeBack } from './cards.tsx';
import { EventToken, EventTokenBack } from './events.tsx';
import { ElevatorArt, RevolvingDoorArt } from './mountains.tsx';
import { ProfessionToken, ProfessionTokenBack } from './professions.tsx';
import { ClockArt, CultistToken, KnifeToken, PortalArt, VoteToken } from './tokens.tsx';

function Item({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <li>
      <figure>
        {children}
        <figcaption>{caption}</figcaption>
      </figure>
    </li>
  );
}

/**
 * Every component of the game as drawn here, read from the engine's content (its card kinds, Events and
 * Professions, the first Route card of the shipped map), so a component the engine adds shows up, or fails the
 * gallery's test if it has no drawing.
 */
export function ArtGallery({ titled = true }: { titled?: boolean }) {
  const { t } = useTranslation();
  // Inside a page's own titled section (the rules page), the gallery's parts are that section's subheadings.
  const Sub = 'h3';
  const route = SHIPPED_BOARD.routes[0];
  return (
    <div className="art-gallery">
      {titled && <h2>{t('art.gallery.title')}</h2>}
      <p>{t('art.gallery.intro')}</p>
      <Sub>{t('art.gallery.cards')}</Sub>
      <ul>
        {CARD_KINDS.map((kind) => (
          <Item key={kind} caption={t(`card.${kind}`)}>
            <CardFace kind={kind} size={96} />
          </Item>
        ))}
        <Item caption={t('art.back')}>
          <CardBack size={96} />
        </Item>
        <Item caption={t('board.unsafe')}>
          <UnsafeBack size={96} />
        </Item>
        {route !== undefined && (
          <Item caption={t('art.route')}>
            <RouteCard lines={route.lines} current={0} size={96} />
          </Item>
        )}
      </ul>
      <Sub>{t('art.gallery.events')}</Sub>
      <ul>
        {EVENTS.map((id) => (
          <Item key={id} caption={t(`event.${id}`)}>
            <EventToken id={id} size={64} />
          </Item>
        ))}
        <Item caption={t('art.eventBack')}>
          <EventTokenBack size={64} />
        </Item>
      </ul>
      <Sub>{t('art.gallery.tokens')}</Sub>
      <ul>
        <Item caption={t('art.knife')}>
          <KnifeToken size={64} />
        </Item>
        <Item caption={t('art.voteActive')}>
          <VoteToken size={64} />
        </Item>
        <Item caption={t('art.voteUsed')}>
          <VoteToken used size={64} />
        </Item>
        <Item caption={t('art.cultist')}>
          <CultistToken size={64} />
        </Item>
        <Item caption={t('art.portal')}>
          <PortalArt size={64} />
        </Item>
        <Item caption={t('art.clock', { round: 3, max: MAX_ROUNDS })}>
          <ClockArt round={3} size={64} />
        </Item>
      </ul>
      <Sub>{t('art.gallery.professions')}</Sub>
      <ul>
        {PROFESSIONS.map((p) => (
          <Item key={p} caption={t(`professions.name.${p}`)}>
            <ProfessionToken profession={p} size={64} />
          </Item>
        ))}
        <Item caption={t('art.professionBack')}>
          <ProfessionTokenBack size={64} />
        </Item>
      </ul>
      <Sub>{t('art.gallery.mountains')}</Sub>
      <ul>
        <Item caption={t('art.door')}>
          <RevolvingDoorArt size={64} />
        </Item>
        <Item caption={t('art.elevator')}>
          <ElevatorArt size={64} />
        </Item>
      </ul>
    </div>
  );
}
