// Issue 27: each tutorial lesson under 10 minutes, as computed for a newcomer by bench/lesson-length.ts (the
// coach's texts at a stated reading speed, the player's decisions at a stated time each, the bots as the
// server paces them): a figure from the lesson's own play, never a wall-clock timing.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { simulateMountains } from '../../server/src/lessons/mountains-player.testing.ts';
import { LESSON_LIMIT_S, lessonLengths, words } from '../bench/lesson-length.ts';
import { LESSON_IDS } from '@among-cultists/protocol';

describe('tutorial lesson length (issue 27: each under 10 minutes)', () => {
  it('counts words as read: a placeholder is a name of two words, punctuation is no word', () => {
    assert.equal(words('You meet {{names}}. Each of you — one card.'), 9);
    assert.equal(words('A Vote : the ballot.'), 4);
  });

  it('every lesson, played to its end as its coach asks, takes a newcomer under 10 minutes', async () => {
    const lengths = await lessonLengths();
    assert.deepEqual(
      lengths.map((l) => l.id),
      [...LESSON_IDS],
    );
    for (const l of lengths) {
      const where = `${l.id}: ${JSON.stringify(l)}`;
      // The parts that make it: all present, so a lesson cannot pass by measuring nothing.
      assert.ok(l.words > 100 && l.decisions > 5 && l.botBatches > 5 && l.nights >= 1, where);
      assert.ok(l.readingS > 0 && l.decidingS > 0 && l.watchingS >= l.botsS, where);
      assert.ok(l.totalS < LESSON_LIMIT_S, `${where}: ${Math.round(l.totalS)} s`);
    }
    // The decisions counted are the player's, as the lesson's own play counts them.
    const mountains = lengths.find((l) => l.id === 'mountains')!;
    assert.equal(mountains.decisions, simulateMountains((seats) => seats).decisions);
  });
});
