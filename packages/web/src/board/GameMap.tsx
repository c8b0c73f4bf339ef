/** @jsxRuntime automatic */
import { Board, type BoardProps } from './Board.tsx';
import { centreOf, type Point } from './camera.ts';
import { MapLegend } from './MapLegend.tsx';
import { locationShape } from './mountains.tsx';
import { MountainsLegend, MountainsStatus } from './MountainsInfo.tsx';
import { ZoomableMap } from './ZoomableMap.tsx';

/** The player's own disc's location, where the map opens; none for a spectator. */
export function homeOf({ layout, view }: Pick<BoardProps, 'layout' | 'view'>): Point | null {
  const seat = view?.me?.seat;
  if (seat === undefined) return null;
  const location = view?.seats[seat]?.location;
  // An Elevator is drawn at the cabin of the Room it stands at.
  const shape = location === undefined ? undefined : locationShape(layout, location, view);
  return shape ? centreOf(shape) : null;
}

/** The game's map: the zoomable board, its controls under it, and its legend. */
export function GameMap(props: Omit<BoardProps, 'camera'>) {
  return (
    <>
      <ZoomableMap bounds={props.layout.data.bounds} home={homeOf(props)}>
        {(camera) => <Board {...props} camera={camera} />}
      </ZoomableMap>
      <MountainsStatus
        layout={props.layout}
        view={props.view}
        seatName={(seat) => props.seatName?.(seat) ?? props.t('lobby.seat', { n: seat + 1 })}
      />
      <MapLegend />
      <MountainsLegend layout={props.layout} />
    </>
  );
}
