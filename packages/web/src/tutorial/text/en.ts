/**
 * The tutorial's own texts (the i18next namespace "tutorial"), loaded with the tutorial only. English is the
 * reference: every language has exactly these keys and placeholders (test/tutorial.test.tsx).
 */
export const coachEn = {
  title: 'Tutorial',
  intro:
    'Learn the whole game in three lessons. Each is a guided game against bots, with the real rules, in under ten minutes: a coach explains each step when it comes and waits for you to play it.',
  start: 'Start the lesson',
  starting: 'Setting the table…',
  notFair: 'Tutorial: the deal is always the same, so this is a lesson, not a fair game.',
  coach: 'Coach',
  gotIt: 'Got it',
  botsWait: 'The bots wait until you have read this.',
  progress: 'Step {{n}} of {{total}}',
  choose: 'Choose a lesson',
  completed: 'completed',
  soon: 'coming soon',
  next: 'Next lesson: {{title}}',
  allLessons: 'All lessons',
  allDone:
    'You have completed every lesson. Start a real game from the home page, with friends or with bots.',
  lessons: {
    investigator: {
      title: 'Lesson 1: Investigator',
      summary: 'Move, meet others, check a State, reveal a murder and vote out the Cultist.',
    },
    cultist: {
      title: 'Lesson 2: Cultist',
      summary:
        'Murder unseen, conceal a Dead card, know your fellow Cultists, and claim victory at the right moment.',
    },
    mountains: {
      title: 'Lesson 3: Mountains of Chaos',
      summary: 'The Revolving Door, boarding, riding and calling an Elevator, and a Profession.',
    },
  },
} as const;
