import assert from 'node:assert/strict';
import { test } from 'node:test';
import { logFor } from '@among-cultists/engine';
import { eventText } from '../src/game/eventText.ts';
import { makeNames } from '../src/game/names.ts';
import { shownLog } from '../src/game/shownLog.ts';
import { LANGUAGES, setupI18n, type Language } from '../src/i18n/all.ts';
import { playGame } from './helpers.ts';

const FACES = new Set(['cardGivenFace', 'roomFilledFace', 'hallwaySecuredFace']);
const PUBLIC = new Set(['cardGiven', 'roomFilled', 'hallwaySecured']);

test('own plays from the hand are shown once, with their card; at the end every card given is listed once', () => {
  for (const seed of [1, 2, 3]) {
    const { state } = playGame(5, seed, () => undefined);
    // During play seat 0 saw its own plays twice (public and private); the whole log at the end holds
    // every play twice. Shown, each is one entry.
    for (const log of [logFor(state, 0), logFor(state, 'spectator')]) {
      const shown = shownLog(log);
      for (let i = 1; i < shown.length; i++) {
        const a = shown[i - 1]!;
        const b = shown[i]!;
        assert.ok(!(PUBLIC.has(a.t) && FACES.has(b.t)), `twins left at ${a.seq}: ${a.t}, ${b.t}`);
      }
      // Nothing is lost: every private face entry is still there, merged with its public twin.
      assert.equal(shown.filter((e) => FACES.has(e.t)).length, log.filter((e) => FACES.has(e.t)).length);
      assert.equal(
        shown.filter((e) => PUBLIC.has(e.t)).length + shown.filter((e) => FACES.has(e.t)).length,
        log.filter((e) => PUBLIC.has(e.t)).length,
      );
    }
    const secured = shownLog(logFor(state, 'spectator')).filter((e) => e.t === 'hallwaySecuredFace');
    for (const e of secured) assert.equal(typeof (e as unknown as { location?: unknown }).location, 'number');
  }
});

test('a secured hallway shown once names the hallway and the card, in every language', async () => {
  const { state } = playGame(6, 4, () => undefined);
  const merged = shownLog(logFor(state, 'spectator')).find((e) => e.t === 'hallwaySecuredFace');
  assert.ok(merged, 'the game secured a hallway');
  const i18n = await setupI18n('en');
  try {
    for (const lang of Object.keys(LANGUAGES) as Language[]) {
      await i18n.changeLanguage(lang);
      const names = makeNames(i18n.t, null, state.config.board.layout);
      const text = eventText(merged, names);
      assert.doesNotMatch(text, /\{\{|\}\}/, `${lang}: ${text}`);
      assert.ok(
        text.includes(names.loc((merged as unknown as { location: number }).location)),
        `${lang}: ${text}`,
      );
    }
  } finally {
    await i18n.changeLanguage('en');
  }
});

test('EVT-SECRETDOORS-03 an action on the twin room says it went through the Secret Door, in every language', async () => {
  const { state } = playGame(5, 1, () => undefined);
  const layout = state.config.board.layout;
  const room = layout.rooms[0]!;
  const i18n = await setupI18n('en');
  try {
    for (const lang of Object.keys(LANGUAGES) as Language[]) {
      await i18n.changeLanguage(lang);
      const names = makeNames(i18n.t, null, layout);
      const plain = eventText({ t: 'roomFilled', seat: 0, room, round: 2, seq: 9 }, names);
      const through = eventText(
        { t: 'roomFilled', seat: 0, room, secretDoor: true, round: 2, seq: 9 },
        names,
      );
      assert.equal(through, `${plain.slice(0, -1)} ${LANGUAGES[lang].log.throughSecretDoor}.`, lang);
    }
  } finally {
    await i18n.changeLanguage('en');
  }
});
