/** The way into the tutorial from the landing page (the tutorial's own texts load with it, from src/tutorial/text). */
export const tutorialEntryEn = {
  link: 'Tutorial',
  offerTitle: 'New here?',
  offer:
    'Learn by playing: a guided game against four bots, with a coach who explains each step as it comes.',
  play: 'Play the tutorial',
  dismiss: 'No, thanks',
} as const;
