/** @jsxRuntime automatic */
/**
 * "Reading the map" on /learn: close-ups of the game's own map (Board, cropped to one part with its `camera`)
 * of a real position, each beside what its marks mean: a Room's badges, the Racks and their Victory Points,
 * the Cultist-token spaces and the lake. The map legend's own words name each mark.
 */
import type { PlayerView } from '@among-cultists/engine';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Board } from '../board/Board.tsx';
import type { Rect } from '../board/camera.ts';
import { NearScreen } from './NearScreen.tsx';
import { cultistSpacesArea, lakeArea, locationArea, racksArea } from './mapAreas.ts';
import type { LearnText } from './text/en.ts';

/** The Room whose badges the close-up shows: in the mid-game position it holds a Cultist token. */
export const BADGE_ROOM = 'orange1';

/** A close-up's height at most, in rem (learn.css). */
const CROP_REM = 12;

const LEGEND = {
  badges: ['deck', 'books', 'explored', 'unsafe', 'finished', 'cultistToken'],
  racks: ['rack'],
  cultistSpaces: ['setAside'],
  lake: ['fishman'],
} as const;

export function MapReading({
  text,
  start,
  later,
}: {
  text: LearnText['examples']['map'];
  /** A game just set up: the Fishman in his lake, every Cultist token on its space. */
  start: PlayerView;
  /** Later in a game: a Room with a Cultist token and Books on the shelf. */
  later: PlayerView;
}) {
  const { t } = useTranslation();
  const part = (key: keyof typeof LEGEND, view: PlayerView, area: Rect): ReactNode => (
    <div className="learn-map-part" data-part={key}>
      {/* A close-up: the whole map with its names is in the pictures above. */}
      <NearScreen waiting={null}>
        <div
          className="learn-map-crop"
          aria-hidden="true"
          // As wide as the close-up's shape allows at its height (learn.css), never wider than the column.
          style={{ maxWidth: `${(CROP_REM * area.w) / area.h}rem` }}
        >
          <Board layout={view.board.layout} t={t} view={view} characterOf={(seat) => seat} camera={area} />
        </div>
      </NearScreen>
      <div>
        <p>{text[key]}</p>
        <ul className="learn-map-legend">
          {LEGEND[key].map((item) => (
            <li key={item}>
              <strong>{t(`mapui.legend.${item}.term`)}</strong>
              {t('app.colon')}
              {t(`mapui.legend.${item}.text`)}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
  const layout = later.board.layout;
  return (
    <>
      <p>{text.intro}</p>
      {part('badges', later, locationArea(layout, BADGE_ROOM))}
      {part('racks', later, racksArea(layout))}
      {part('cultistSpaces', start, cultistSpacesArea(start.board.layout))}
      {part('lake', start, lakeArea(start.board.layout))}
    </>
  );
}
