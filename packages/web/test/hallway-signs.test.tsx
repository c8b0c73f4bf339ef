/** @jsxRuntime automatic */
// A narrow Hallway's sign (issue 26): whole words, or the Hallway's letter alone, never "Hall-/way C"; the full
// name stays in the Hallway's accessible name and in a tooltip.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MOUNTAINS_BOARD } from '@among-cultists/engine';
import { renderToStaticMarkup } from 'react-dom/server';
import { Board } from '../src/board/Board.tsx';
import { placeLocationLabel } from '../src/board/discLayout.ts';
import { locationName } from '../src/game/names.ts';
import { LANGUAGES, setupI18n } from '../src/i18n/all.ts';

describe('the signs of narrow Hallways (issue 26)', () => {
  it('carry whole words or the letter alone, in six languages, the full name kept for readers', async () => {
    const i18n = await setupI18n('en');
    let letters = 0;
    for (const layout of MOUNTAINS_BOARD.layouts.values())
      for (const lng of Object.keys(LANGUAGES)) {
        const t = i18n.getFixedT(lng);
        const html = renderToStaticMarkup(<Board layout={layout} t={t} />);
        for (const [loc, data] of layout.locations.entries()) {
          if (data.kind !== 'hallway') continue;
          const name = locationName(t, layout, loc);
          const placed = placeLocationLabel(layout, loc, name);
          const where = `${layout.data.id} ${lng} ${data.id} ${JSON.stringify(placed.lines)}`;
          if (placed.abbreviated === true) {
            letters++;
            assert.deepEqual(placed.lines, [data.letter], where);
            assert.ok(placed.size >= 18, where);
            // The sign's tooltip and the Hallway's accessible name say the full name.
            const drawn = html.slice(html.indexOf(`data-location="${data.id}"`));
            assert.match(drawn, new RegExp(`^data-location="${data.id}"[^>]*>`));
            assert.ok(drawn.slice(0, drawn.indexOf('</text>')).includes(`<title>${name}</title>`), where);
            assert.ok(html.includes(`aria-label="${name}`), where);
          } else assert.equal(placed.lines.join(' ').replaceAll('- ', ''), name, where);
          // No word is broken on a sign.
          if (!placed.rotated && data.letter !== undefined)
            assert.ok(
              placed.abbreviated === true || placed.lines.join(' ') === name,
              `${where}: a word broken`,
            );
        }
      }
    // "Hallway C" in an 80-unit Hallway: English, French and Italian sign with the letter.
    assert.ok(letters > 0);
  });
});
