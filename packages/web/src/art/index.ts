/**
 * The components of the game drawn for this project (issue 26): cards, tokens and the map's pieces, each an SVG with
 * its accessible name. Import from here where the art is already in a lazy chunk (the rules page, a staged moment);
 * elsewhere use <Art> (Art.tsx), which fetches this module on first use, outside the landing page's JavaScript.
 */
export { ArtSvg, type ArtProps } from './ArtSvg.tsx';
export { CardBack, CardFace, CARD_GLYPH, RouteCard, UnsafeBack } from './cards.tsx';
export { CARD_H, CARD_W, CardFrame } from './CardFrame.tsx';
export { EVENT_GLYPH, EventToken, EventTokenBack } from './events.tsx';
export { ElevatorArt, RevolvingDoorArt } from './mountains.tsx';
export { PROFESSION_GLYPH, ProfessionToken, ProfessionTokenBack } from './professions.tsx';
export { ClockArt, CultistToken, KnifeToken, PortalArt, VoteToken } from './tokens.tsx';
export { ArtOf } from './ArtOf.tsx';
export { ArtGallery } from './ArtGallery.tsx';
export { loadArtTexts } from '../i18n/art/index.ts';
