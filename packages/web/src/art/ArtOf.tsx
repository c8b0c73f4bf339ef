/** @jsxRuntime automatic */
import type { ArtProps } from './ArtSvg.tsx';
import { CardBack, CardFace, RouteCard, UnsafeBack } from './cards.tsx';
import { EventToken, EventTokenBack } from './events.tsx';
import { ElevatorArt, RevolvingDoorArt } from './mountains.tsx';
import { ProfessionToken, ProfessionTokenBack } from './professions.tsx';
import type { ArtSpec } from './spec.ts';
import { ClockArt, CultistToken, KnifeToken, PortalArt, VoteToken } from './tokens.tsx';

/** The drawing of one component named as data (ArtSpec). */
export function ArtOf({ spec, ...rest }: ArtProps & { spec: ArtSpec }) {
  switch (spec.kind) {
    case 'card':
      return <CardFace kind={spec.card} {...rest} />;
    case 'back':
      return <CardBack {...rest} />;
    case 'unsafe':
      return <UnsafeBack {...rest} />;
    case 'route':
      return (
        <RouteCard
          lines={spec.lines}
          {...(spec.current === undefined ? {} : { current: spec.current })}
          {...rest}
        />
      );
    case 'event':
      return <EventToken id={spec.id} {...rest} />;
    case 'eventBack':
      return <EventTokenBack {...rest} />;
    case 'knife':
      return <KnifeToken {...rest} />;
    case 'vote':
      return <VoteToken used={spec.used ?? false} {...rest} />;
    case 'cultist':
      return <CultistToken {...(spec.count === undefined ? {} : { count: spec.count })} {...rest} />;
    case 'portal':
      return <PortalArt {...rest} />;
    case 'clock':
      return <ClockArt round={spec.round} {...rest} />;
    case 'door':
      return <RevolvingDoorArt {...rest} />;
    case 'elevator':
      return <ElevatorArt {...rest} />;
    case 'profession':
      return <ProfessionToken profession={spec.profession} {...rest} />;
    case 'professionBack':
      return <ProfessionTokenBack {...rest} />;
  }
}
