/**
 * How long each tutorial lesson takes a newcomer (issue 27: "each under 10 minutes"), computed, never timed:
 * the lesson is played to its end in the engine by its coached player and the server's bots (the same play as
 * its unit tests), following the web coach step by step, and the time is added up from
 * - reading the coach: every explanation shown (title, text and the longest of its extra lines), at
 *   READING_WPM in the lesson's slowest-to-read language; the bots wait meanwhile (a `read` step holds them,
 *   and a `do` step waits for the player's decision);
 * - deciding: every decision of the player, DECISION_S each;
 * - watching the bots, as the server paces them: each batch of bots deciding together waits the expected
 *   longest of their random delays (the server's BOT_DELAY_MS, default 600-1800 ms); each Vote's discussion
 *   the longest a bot may type its lines (MAX_CLAIMS + MAX_REPLIES lines at TYPING_MAX_MS, typed in
 *   parallel); each Night's ritual at its common pace (NIGHT_STEP_MS a step). Meanwhile the player reads the
 *   coach's phase line (now.ts): in full the first time a line comes, and its new name (two words) when the
 *   same line comes again for another player; the stretch takes the longer of the two.
 * The three are summed. `npm run bench:lessons` prints the figures; test/lesson-length.test.ts holds every
 * lesson under 10 minutes.
 */
import { logFor, viewFor, type GameState, type PlayerView } from '@among-cultists/engine';
import { MAX_REPLIES } from '../../bots/src/heuristic/replies.ts';
import { MAX_CLAIMS } from '../../bots/src/heuristic/talk.ts';
import { TYPING_MAX_MS } from '@among-cultists/protocol/plain';
import { configFromEnv } from '../../server/src/config.ts';
import { coachedCultistChoice } from '../../server/src/lessons/cultist-player.testing.ts';
import { cultist } from '../../server/src/lessons/cultist.ts';
import { investigator } from '../../server/src/lessons/investigator.ts';
import { LESSON_SEAT } from '../../server/src/lessons/lesson.ts';
import { simulateMountains } from '../../server/src/lessons/mountains-player.testing.ts';
import { coachedChoice, simulateLesson } from '../../server/src/tutorial-player.testing.ts';
import { NIGHT_STEP_MS } from '../src/components/NightPanel.tsx';
import { makeNames } from '../src/game/names.ts';
import { nightSteps } from '../src/game/phase.ts';
import { LANGUAGE_CODES, type Language } from '../src/i18n/index.ts';
import { cultistLesson } from '../src/tutorial/lessons/cultist.ts';
import { investigatorLesson } from '../src/tutorial/lessons/investigator.ts';
import type { CoachLesson } from '../src/tutorial/lessons/lesson.ts';
import { mountainsLesson } from '../src/tutorial/lessons/mountains.ts';
import { nowLine } from '../src/tutorial/now.ts';
import { NOW_LOADERS } from '../src/tutorial/text/now/index.ts';
import { acknowledge, advance, currentStep, NO_PROGRESS, type Progress } from '../src/tutorial/steps.ts';

/**
 * Words a minute a newcomer reads the coach at: below the slowest of the six languages' mean rates read
 * aloud in the International Reading Speed Texts (Trauzettel-Klosinski & Dietz, IOVS 53(9), 2012: German about
 * 179 words a minute, English about 228); silent reading is faster (Brysbaert, J. Mem. Lang. 109, 2019: 238 in
 * English non-fiction), so the figure errs long.
 */
export const READING_WPM = 175;
/**
 * Seconds a newcomer takes for one decision once the coach has said what to do: the Keystroke-Level Model's
 * mental preparation (1.35 s), pointing (1.1 s) and click (0.2 s) (Card, Moran & Newell, CACM 23(7), 1980),
 * with the mental step doubled for someone new to the game and rounded up. Reading the coach's explanation of
 * the decision is in the reading time.
 */
export const DECISION_S = 5;
/** Words a phase line said again for another player takes to read: the new name. */
const REPEATED_LINE_WORDS = 2;
/** The limit issue 27 sets each lesson. */
export const LESSON_LIMIT_S = 10 * 60;

export interface LessonLength {
  readonly id: string;
  /** The language whose coach texts take longest to read. */
  readonly language: Language;
  /** Words of the coach's explanations read, in that language. */
  readonly words: number;
  readonly decisions: number;
  readonly botBatches: number;
  readonly discussions: number;
  readonly nights: number;
  /** Reading the coach's explanations, the bots held. */
  readonly readingS: number;
  readonly decidingS: number;
  /** The bots' turns as the server paces them, and the phase lines read meanwhile: the longer of the two. */
  readonly watchingS: number;
  readonly botsS: number;
  readonly phaseLinesS: number;
  readonly totalS: number;
}

type Run = (order: (seats: number[]) => number[], watch: (s: GameState) => void) => void;

const RUNS: readonly (readonly [CoachLesson, Run])[] = [
  [investigatorLesson, (order, watch) => simulateLesson(investigator, coachedChoice, order, watch)],
  [cultistLesson, (order, watch) => simulateLesson(cultist, coachedCultistChoice, order, watch)],
  [mountainsLesson, (order, watch) => simulateMountains(order, undefined, watch)],
];

/** Words in a text as read: a placeholder (a name, a list of rooms) counts as two. */
export function words(text: string): number {
  const filled = text.replaceAll(/\{\{\w+\}\}/g, 'x y');
  return filled.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** The expected longest of `k` delays drawn uniformly from [min, max] ms. */
function expectedLongest(k: number, [min, max]: readonly [number, number]): number {
  return min + ((max - min) * k) / (k + 1);
}

type StepTexts = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** Seconds to read one step's explanation: its title and text, and the longest of its extra lines. */
function stepWords(texts: StepTexts, step: string): number {
  const entry = texts[step];
  if (!entry) throw new Error(`lesson-length: no text for step ${step}`);
  const { title = '', text = '', ...extra } = entry;
  return words(title) + words(text) + Math.max(0, ...Object.values(extra).map(words));
}

/** What the player's screen went through in one lesson, language aside. */
interface Walk {
  readonly steps: readonly string[];
  /** Every phase line the coach said, in order, each once per change. */
  readonly nowKeys: readonly { readonly key: string; readonly values: Readonly<Record<string, unknown>> }[];
  readonly decisions: number;
  readonly botBatches: readonly number[];
  readonly discussions: number;
  readonly nightSteps: number;
  readonly nights: number;
}

function walk(lesson: CoachLesson, run: Run): Walk {
  let progress: Progress = NO_PROGRESS;
  const steps: string[] = [];
  const nowKeys: { key: string; values: Readonly<Record<string, unknown>> }[] = [];
  const botBatches: number[] = [];
  let decisions = 0;
  let discussions = 0;
  let nights = 0;
  let nightStepCount = 0;
  let last: GameState | null = null;
  let lastNow = '';
  let phaseKey = '';
  const look = (view: PlayerView, s: GameState) => {
    const log = logFor(s, LESSON_SEAT);
    for (;;) {
      progress = advance(lesson, progress, view, log);
      const step = currentStep(lesson, view, log, progress);
      if (step === null) {
        const line = nowLine(view, makeNames(((key: string) => key) as never, null, view.board.layout));
        const id = JSON.stringify(line);
        if (id !== lastNow) nowKeys.push({ key: line.key, values: line.values });
        lastNow = id;
        break;
      }
      if (!steps.includes(step)) steps.push(step);
      lastNow = '';
      if (lesson.kind[step] !== 'read') break;
      progress = acknowledge(progress, step);
    }
    const phase = view.phase;
    const key = `${view.round}:${phase.kind}:${phase.kind === 'vote' ? phase.stage : ''}`;
    if (key !== phaseKey) {
      if (phase.kind === 'vote' && phase.stage === 'discussion') discussions++;
      if (phase.kind === 'night') {
        nights++;
        nightStepCount += nightSteps(view.config).length;
      }
    }
    phaseKey = key;
  };
  const order = (seats: number[]) => {
    // One batch: the actors of this step, each bot waiting its own delay at once.
    const state = last;
    const deciding = state ? seats.filter((seat) => viewFor(state, seat).legal.length > 0) : seats;
    const bots = deciding.filter((seat) => seat !== LESSON_SEAT).length;
    if (bots > 0) botBatches.push(bots);
    if (deciding.includes(LESSON_SEAT)) decisions++;
    return seats;
  };
  run(order, (s) => {
    last = s;
    look(viewFor(s, LESSON_SEAT), s);
  });
  return {
    steps,
    nowKeys,
    decisions,
    botBatches,
    discussions,
    nightSteps: nightStepCount,
    nights,
  };
}

/** The lesson's length in its slowest-to-read language. */
export async function lessonLength(lesson: CoachLesson, run: Run): Promise<LessonLength> {
  const w = walk(lesson, run);
  let worst: { language: Language; words: number; lineWords: number } | null = null;
  for (const language of LANGUAGE_CODES) {
    const texts = (await lesson.texts[language]()) as unknown as { steps: StepTexts };
    const now = (await NOW_LOADERS[language]()) as unknown as { now: Readonly<Record<string, string>> };
    const seen = new Set<string>();
    const lineWords = w.nowKeys.reduce((sum, line) => {
      const first = !seen.has(line.key);
      seen.add(line.key);
      const text = now.now[line.key];
      if (text === undefined) throw new Error(`lesson-length: no phase line ${line.key} in ${language}`);
      return sum + (first ? words(text) : REPEATED_LINE_WORDS);
    }, 0);
    const total = w.steps.reduce((sum, step) => sum + stepWords(texts.steps, step), 0);
    if (!worst || total + lineWords > worst.words + worst.lineWords)
      worst = { language, words: total, lineWords };
  }
  const delays = configFromEnv({}).config.botDelayMs;
  const readingS = (worst!.words / READING_WPM) * 60;
  const phaseLinesS = (worst!.lineWords / READING_WPM) * 60;
  const decidingS = w.decisions * DECISION_S;
  const botsMs =
    w.botBatches.reduce((sum, k) => sum + expectedLongest(k, delays), 0) +
    w.discussions * (MAX_CLAIMS + MAX_REPLIES) * TYPING_MAX_MS +
    w.nightSteps * NIGHT_STEP_MS;
  const botsS = botsMs / 1000;
  return {
    id: lesson.id,
    language: worst!.language,
    words: worst!.words,
    decisions: w.decisions,
    botBatches: w.botBatches.length,
    discussions: w.discussions,
    nights: w.nights,
    readingS,
    decidingS,
    watchingS: Math.max(botsS, phaseLinesS),
    botsS,
    phaseLinesS,
    totalS: readingS + decidingS + Math.max(botsS, phaseLinesS),
  };
}

/** Every lesson's length, in the order the lessons page lists them. */
export async function lessonLengths(): Promise<LessonLength[]> {
  const out: LessonLength[] = [];
  for (const [lesson, run] of RUNS) out.push(await lessonLength(lesson, run));
  return out;
}
