/** @jsxRuntime automatic */
import { useTranslation } from 'react-i18next';
import { GameIcon } from '../design/GameIcon.tsx';
import { GAME_ICON_AUTHORS, GAME_ICONS, type GameIconName } from '../design/gameIcons.ts';
import { CC_BY_3_URL, FONT_CREDITS, GAME_ICONS_URL, OFL_URL } from './credits.ts';

/** /about: who made what the site shows (art, typefaces, symbols, sounds) and under which licence. */
export default function AboutPage() {
  const { t, i18n } = useTranslation();
  const list = new Intl.ListFormat(i18n.resolvedLanguage ?? 'en', { type: 'conjunction' });
  return (
    <main className="about">
      <h1>
        <img className="about-emblem" src="/favicon.svg" alt="" width={48} height={48} /> {t('about.title')}
      </h1>
      <p>{t('about.intro')}</p>
      <section aria-labelledby="about-art">
        <h2 id="about-art">{t('about.art.title')}</h2>
        <p>{t('about.art.text')}</p>
      </section>
      <section aria-labelledby="about-fonts">
        <h2 id="about-fonts">{t('about.fonts.title')}</h2>
        <p>{t('about.fonts.text')}</p>
        <ul>
          {FONT_CREDITS.map((credit) => (
            <li key={credit.font} className={`font-${credit.use}`}>
              {t('about.fonts.entry', {
                font: credit.font,
                designer: credit.designer,
                use: t(`about.fonts.${credit.use}`),
              })}{' '}
              (<code>{credit.npm}</code>)
            </li>
          ))}
        </ul>
        <p>
          <a href={OFL_URL} rel="license noreferrer">
            {t('about.licence')}: SIL Open Font License 1.1
          </a>
        </p>
      </section>
      <section aria-labelledby="about-icons">
        <h2 id="about-icons">{t('about.icons.title')}</h2>
        <p>
          {t('about.icons.text', { authors: list.format(GAME_ICON_AUTHORS) })}{' '}
          <a href={GAME_ICONS_URL} rel="noreferrer">
            game-icons.net
          </a>
        </p>
        <h3>{t('about.icons.list')}</h3>
        <ul className="about-icons">
          {(Object.keys(GAME_ICONS) as GameIconName[]).map((name) => (
            <li key={name}>
              <GameIcon name={name} /> {t('about.icons.entry', GAME_ICONS[name])}
            </li>
          ))}
        </ul>
        <p>
          <a href={CC_BY_3_URL} rel="license noreferrer">
            {t('about.licence')}: Creative Commons Attribution 3.0
          </a>
        </p>
      </section>
      <section aria-labelledby="about-sound">
        <h2 id="about-sound">{t('about.sound.title')}</h2>
        <p>{t('about.sound.text')}</p>
      </section>
    </main>
  );
}
