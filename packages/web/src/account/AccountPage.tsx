/** @jsxRuntime automatic */
import { MAX_NAME_LENGTH } from '@among-cultists/protocol/plain';
import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { inLanguage } from './indicator-texts.ts';
import * as api from './api.ts';
import Profile from './Profile.tsx';
import RatingSection from '../ratings/RatingSection.tsx';
import { ACCOUNT_TEXTS, fill } from './texts.ts';
import { accountsOffered, setAccount, useAccount } from './session.ts';

/**
 * /account (issue 30): sign up with a name and a passkey, sign in, see the recovery codes once, add a passkey
 * with a recovery code, sign out, download one's data, delete the account; signed in, the profile (Profile.tsx).
 * Loaded only when opened.
 */
export default function AccountPage() {
  const { i18n } = useTranslation();
  const texts = inLanguage(ACCOUNT_TEXTS, i18n.resolvedLanguage);
  const account = useAccount();
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const [codes, setCodes] = useState<readonly string[] | null>(null);
  const [name, setName] = useState('');
  const [code, setCode] = useState('');
  const [confirmDelete, setConfirmDelete] = useState(false);
  const codesHeading = useRef<HTMLHeadingElement>(null);
  const ids = useId();

  useEffect(() => {
    if (codes) codesHeading.current?.focus();
  }, [codes]);

  /** Runs an account step, saying in the live region that the passkey is awaited, then what went wrong. */
  const run = async (step: () => Promise<void>, done = ''): Promise<void> => {
    setBusy(true);
    setStatus(texts.working);
    try {
      await step();
      setStatus(done);
    } catch (error) {
      if (error instanceof api.PromptCancelled) setStatus(texts.cancelled);
      else setStatus(fill(texts.failed, { message: error instanceof Error ? error.message : String(error) }));
    } finally {
      setBusy(false);
    }
  };

  const onSignUp = (e: SyntheticEvent) => {
    e.preventDefault();
    void run(async () => {
      const done = await api.signUp(name);
      setCodes(done.recoveryCodes);
      setAccount(done.account);
    });
  };
  const onRecover = (e: SyntheticEvent) => {
    e.preventDefault();
    void run(async () => {
      setAccount((await api.recover(code)).account);
      setCode('');
    });
  };

  if (!accountsOffered())
    return (
      <main className="account">
        <h1>{texts.title}</h1>
        <p>{texts.unavailable}</p>
      </main>
    );
  return (
    <main className="account" aria-busy={account === undefined}>
      <h1>{texts.title}</h1>
      <p>{texts.intro}</p>
      <p role="status" aria-live="polite" className="account-status">
        {status}
      </p>
      {!api.passkeysSupported() && <p role="alert">{texts.unsupported}</p>}
      {codes && (
        <section aria-labelledby={`${ids}-codes`} className="account-codes">
          <h2 id={`${ids}-codes`} tabIndex={-1} ref={codesHeading}>
            {texts.codesTitle}
          </h2>
          <p>{texts.codesHelp}</p>
          <ol className="recovery-codes">
            {codes.map((c) => (
              <li key={c}>
                <code>{c}</code>
              </li>
            ))}
          </ol>
          <button
            type="button"
            onClick={() => {
              setCodes(null);
            }}
          >
            {texts.codesDone}
          </button>
        </section>
      )}
      {account === null && (
        <>
          <form onSubmit={onSignUp} className="account-form">
            <label htmlFor={`${ids}-name`}>{texts.name}</label>
            <input
              id={`${ids}-name`}
              value={name}
              maxLength={MAX_NAME_LENGTH}
              required
              autoComplete="username webauthn"
              onChange={(e) => {
                setName(e.target.value);
              }}
            />
            <button type="submit" disabled={busy || name.trim() === ''}>
              {texts.signUp}
            </button>
          </form>
          <p>
            <button
              type="button"
              disabled={busy}
              onClick={() =>
                void run(async () => {
                  setAccount((await api.signIn()).account);
                })
              }
            >
              {texts.signIn}
            </button>
          </p>
          <section aria-labelledby={`${ids}-recover`}>
            <h2 id={`${ids}-recover`}>{texts.recoverTitle}</h2>
            <form onSubmit={onRecover} className="account-form">
              <label htmlFor={`${ids}-code`}>{texts.recoverCode}</label>
              <input
                id={`${ids}-code`}
                value={code}
                maxLength={64}
                required
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                onChange={(e) => {
                  setCode(e.target.value);
                }}
              />
              <button type="submit" disabled={busy || code.trim() === ''}>
                {texts.recover}
              </button>
            </form>
          </section>
        </>
      )}
      {account && (
        <>
          <p className="account-who">{fill(texts.signedInAs, { name: account.name })}</p>
          <p>{fill(texts.passkeys, { count: account.passkeys, codes: account.recoveryCodesLeft })}</p>
          <p className="account-actions">
            <a href="/api/account/data" download="among-cultists-account.json">
              {texts.download}
            </a>{' '}
            <button
              type="button"
              disabled={busy}
              onClick={() =>
                void run(async () => {
                  setAccount((await api.signOut()).account);
                })
              }
            >
              {texts.signOut}
            </button>
          </p>
          <Profile />
          <RatingSection />
          <section aria-labelledby={`${ids}-delete`}>
            <h2 id={`${ids}-delete`}>{texts.deleteTitle}</h2>
            <p>{texts.deleteHelp}</p>
            <label>
              <input
                type="checkbox"
                checked={confirmDelete}
                onChange={(e) => {
                  setConfirmDelete(e.target.checked);
                }}
              />{' '}
              {texts.deleteConfirm}
            </label>
            <p>
              <button
                type="button"
                className="danger"
                disabled={busy || !confirmDelete}
                onClick={() =>
                  void run(async () => {
                    setAccount((await api.deleteAccount()).account);
                    setConfirmDelete(false);
                    setCodes(null);
                  }, texts.deleted)
                }
              >
                {texts.delete}
              </button>
            </p>
          </section>
        </>
      )}
    </main>
  );
}
