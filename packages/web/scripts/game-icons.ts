// Writes src/design/game-icons.svg, the sprite of the game-icons.net symbols the app uses (src/design/gameIcons.ts),
// from the @iconify-json/game-icons package. Run after changing GAME_ICONS:
//   node --import tsx packages/web/scripts/game-icons.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { buildSprite, type IconSet } from '../src/design/sprite.ts';

const set = JSON.parse(
  readFileSync(createRequire(import.meta.url).resolve('@iconify-json/game-icons/icons.json'), 'utf8'),
) as IconSet;
const target = new URL('../src/design/game-icons.svg', import.meta.url);
writeFileSync(target, buildSprite(set));
console.log(`wrote ${target.pathname}`);
