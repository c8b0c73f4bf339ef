/** @jsxRuntime automatic */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { renderToStaticMarkup } from 'react-dom/server';
import i18next from 'i18next';
import { MutedTags, SeatMenu, type SeatModeration } from '../src/components/SeatMenu.tsx';
import { englishT, fakeConnection } from './helpers.ts';

before(async () => {
  await englishT();
});

function moderation(over: Partial<SeatModeration> = {}): SeatModeration {
  return {
    mutes: { table: [], mine: [] },
    reported: [],
    host: false,
    onMute: () => undefined,
    onReport: () => undefined,
    ...over,
  };
}

describe('issue 30: the menu of another player’s seat', () => {
  it('is a disclosure named for the player, closed at first, with “mute for me” and “report”; no host control for a player', () => {
    const html = renderToStaticMarkup(<SeatMenu seat={2} name="Bo" moderation={moderation()} />);
    assert.match(html, /^<details class="seat-menu"><summary aria-label="Actions for Bo">/);
    assert.ok(html.includes(`aria-pressed="false">${i18next.t('moderation.muteForMe')}</button>`));
    assert.ok(html.includes(i18next.t('moderation.report')));
    assert.ok(!html.includes(i18next.t('moderation.muteForTable')));
  });

  it('gives the host “mute for the table”, and says what is muted as a pressed toggle', () => {
    const html = renderToStaticMarkup(
      <SeatMenu
        seat={2}
        name="Bo"
        moderation={moderation({ host: true, mutes: { table: [2], mine: [2] } })}
        initial="open"
      />,
    );
    assert.ok(html.startsWith('<details class="seat-menu" open="">'));
    assert.ok(html.includes(`aria-pressed="true">${i18next.t('moderation.unmuteForMe')}</button>`));
    assert.ok(html.includes(`aria-pressed="true">${i18next.t('moderation.unmuteForTable')}</button>`));
  });

  it('reports with one of the fixed reasons (radio buttons in a fieldset with its legend) and optional bounded words', () => {
    const html = renderToStaticMarkup(
      <SeatMenu seat={2} name="Bo" moderation={moderation()} initial="report" />,
    );
    assert.ok(html.includes(`>${i18next.t('moderation.reportTitle', { name: 'Bo' })}</h3>`));
    assert.ok(html.includes(`<legend>${i18next.t('moderation.reason')}</legend>`));
    assert.equal(html.match(/type="radio"/g)?.length, 6);
    assert.ok(html.includes('checked=""'), 'a reason is chosen from the start');
    assert.match(html, /<textarea maxLength="500" rows="3">/);
    assert.ok(html.includes(`<button type="submit">${i18next.t('moderation.send')}</button>`));
    const done = renderToStaticMarkup(
      <SeatMenu seat={2} name="Bo" moderation={moderation({ reported: [2] })} initial="open" />,
    );
    assert.ok(done.includes(`<p role="status">${i18next.t('moderation.reported')}</p>`));
    assert.ok(!done.includes('type="radio"'));
  });

  it('shows the table’s mute to everyone and one’s own only to oneself', () => {
    const mutes = { table: [1], mine: [3] };
    assert.ok(
      renderToStaticMarkup(<MutedTags seat={1} mutes={mutes} />).includes(
        i18next.t('moderation.mutedForTable'),
      ),
    );
    assert.ok(
      renderToStaticMarkup(<MutedTags seat={3} mutes={mutes} />).includes(i18next.t('moderation.mutedForMe')),
    );
    assert.equal(renderToStaticMarkup(<MutedTags seat={2} mutes={mutes} />), '');
  });

  it('the connection sends mute and report messages and keeps the mutes and reports the server confirms', () => {
    const { connection, sockets } = fakeConnection('ab'.repeat(16));
    const s = sockets[0]!;
    s.open();
    connection.mute(2, true);
    connection.mute(3, true, true);
    connection.report(2, 'spam', '  floods the chat  ');
    connection.report(3, 'other', '   ');
    assert.deepEqual(s.sent.slice(-4), [
      { t: 'mute', seat: 2, on: true },
      { t: 'mute', seat: 3, on: true, table: true },
      { t: 'report', seat: 2, reason: 'spam', text: 'floods the chat' },
      { t: 'report', seat: 3, reason: 'other' },
    ]);
    s.push({ t: 'mutes', table: [3], mine: [2] });
    s.push({ t: 'reported', seat: 2 });
    assert.deepEqual(connection.getSnapshot().mutes, { table: [3], mine: [2] });
    assert.deepEqual(connection.getSnapshot().reported, [2]);
    connection.stop();
  });
});
