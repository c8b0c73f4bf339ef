/** @jsxRuntime automatic */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { renderToStaticMarkup } from 'react-dom/server';
import AccountPage from '../src/account/AccountPage.tsx';
import { AccountIndicator } from '../src/account/Indicator.tsx';
import { INDICATOR_TEXTS, inLanguage } from '../src/account/indicator-texts.ts';
import { ACCOUNT_TEXTS, fill } from '../src/account/texts.ts';
import { LANGUAGE_CODES } from '../src/i18n/index.ts';
import { parseRoute } from '../src/router.ts';
import { englishT, placeholders } from './helpers.ts';

before(async () => {
  await englishT();
});

describe('the account page (/account, issue 30)', () => {
  it('is a route of its own', () => {
    assert.deepEqual(parseRoute('/account'), { page: 'account' });
    assert.deepEqual(parseRoute('/account/'), { page: 'account' });
    assert.deepEqual(parseRoute('/account/x'), { page: 'landing' });
  });

  for (const code of LANGUAGE_CODES) {
    it(`${code}: every English text, none other, non-empty, with the same placeholders`, () => {
      const texts = ACCOUNT_TEXTS[code];
      assert.deepEqual(Object.keys(texts).sort(), Object.keys(ACCOUNT_TEXTS.en).sort());
      for (const [key, english] of Object.entries(ACCOUNT_TEXTS.en)) {
        const own = texts[key as keyof typeof texts];
        assert.ok(own.trim().length > 0, `${code}: ${key} is empty`);
        assert.deepEqual(placeholders(own), placeholders(english), `${code}: ${key}`);
      }
      const indicator = INDICATOR_TEXTS[code];
      assert.deepEqual(placeholders(indicator.signedIn), ['name']);
      assert.ok(indicator.account.length > 0);
    });
  }

  it('fills placeholders, and a language without texts falls back to English', () => {
    assert.equal(fill(ACCOUNT_TEXTS.en.signedInAs, { name: 'Ada' }), 'Signed in as Ada.');
    assert.equal(inLanguage(ACCOUNT_TEXTS, 'pt'), ACCOUNT_TEXTS.en);
    assert.equal(inLanguage(ACCOUNT_TEXTS, 'de'), ACCOUNT_TEXTS.de);
  });

  it('before the server has answered: the title and intro, the indicator a plain link to /account', () => {
    const page = renderToStaticMarkup(<AccountPage />);
    assert.match(page, /<h1>Your account<\/h1>/);
    assert.match(page, /aria-busy="true"/);
    assert.match(page, /role="status"/);
    assert.equal(
      renderToStaticMarkup(<AccountIndicator />),
      '<a href="/account" class="account-link">Account</a>',
    );
  });
});
