// npm run bench:lessons: how long each tutorial lesson takes a newcomer, computed (bench/lesson-length.ts says
// how), against the 10 minutes of issue 27.
import { DECISION_S, LESSON_LIMIT_S, lessonLengths, READING_WPM } from './lesson-length.ts';

const minutes = (s: number) => `${Math.floor(s / 60)}:${String(Math.round(s % 60)).padStart(2, '0')}`;
console.log(
  `Reading at ${READING_WPM} words/min, ${DECISION_S} s a decision, bots as the server paces them.`,
);
console.log('lesson        language  words  decisions  reading  deciding  watching   total  (limit 10:00)');
for (const l of await lessonLengths())
  console.log(
    [
      l.id.padEnd(13),
      l.language.padEnd(9),
      String(l.words).padStart(5),
      String(l.decisions).padStart(10),
      minutes(l.readingS).padStart(8),
      minutes(l.decidingS).padStart(9),
      minutes(l.watchingS).padStart(9),
      minutes(l.totalS).padStart(7),
      l.totalS < LESSON_LIMIT_S ? ' ok' : ' OVER',
      `  (bots ${minutes(l.botsS)} in ${l.botBatches} batches, ${l.discussions} discussions, ${l.nights} Night; phase lines ${minutes(l.phaseLinesS)})`,
    ].join(' '),
  );
