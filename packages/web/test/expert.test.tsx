/** @jsxRuntime automatic */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { renderToStaticMarkup } from 'react-dom/server';
import { checkOptions, type GameOptions, type Role } from '@among-cultists/engine';
import { seedOf } from '@among-cultists/engine/testing';
import i18next from 'i18next';
import { ExpertRoles } from '../src/components/ExpertRoles.tsx';
import { LANGUAGES, type Language } from '../src/i18n/all.ts';
import { elementsOf, englishT } from './helpers.ts';

before(async () => {
  await englishT();
});
after(async () => {
  await i18next.changeLanguage('en');
});

describe('CPLX-02 the expert preset’s random valid set', () => {
  const tables: { players: GameOptions['players']; automa: boolean }[] = [
    { players: 4, automa: false },
    { players: 5, automa: false },
    { players: 6, automa: true },
    { players: 7, automa: false },
    { players: 8, automa: false },
  ];
  for (const table of tables) {
    it(`${table.players}${table.automa ? ' + AUTOMA' : ''}: the button picks a set the engine accepts`, () => {
      const picked: (readonly Role[])[] = [];
      const button = elementsOf(() =>
        ExpertRoles({
          ...table,
          special: [],
          drawn: null,
          onChange: (roles, fromDraw) => {
            assert.equal(fromDraw, true);
            picked.push(roles);
          },
        }),
      ).find((e) => e.type === 'button');
      assert.ok(button);
      const click = button.props['onClick'] as () => void;
      for (let i = 0; i < 10; i++) click();
      assert.equal(picked.length, 10);
      for (const roles of picked) {
        const checked = checkOptions({
          players: table.players,
          ...(table.automa ? { automa: true } : {}),
          seed: seedOf(1),
          roleSet: 'expert',
          specialRoles: roles,
        });
        assert.ok('options' in checked, roles.join(','));
      }
    });
  }

  it('the button and the announcement of the drawn set are worded in every language', async () => {
    for (const lang of Object.keys(LANGUAGES) as Language[]) {
      await i18next.changeLanguage(lang);
      const html = renderToStaticMarkup(
        <ExpertRoles
          players={5}
          automa={false}
          special={['seer']}
          drawn={['seer']}
          onChange={() => undefined}
        />,
      );
      assert.ok(html.includes(LANGUAGES[lang].landing.randomSet), lang);
      assert.ok(html.includes('role="status"'), lang);
      assert.ok(html.includes(LANGUAGES[lang].role.seer), lang);
    }
  });
});
