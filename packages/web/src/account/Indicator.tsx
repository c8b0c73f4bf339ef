/** @jsxRuntime automatic */
import { useTranslation } from 'react-i18next';
import { PageLink } from '../components/PageLink.tsx';
import { ACCOUNT_PATH } from '../router.ts';
import { inLanguage, INDICATOR_TEXTS } from './indicator-texts.ts';
import { useAccount } from './session.ts';

/** The top bar's link to /account, naming the signed-in player: small, and nothing of the account page itself. */
export function AccountIndicator() {
  const { i18n } = useTranslation();
  const account = useAccount();
  const texts = inLanguage(INDICATOR_TEXTS, i18n.resolvedLanguage);
  return (
    <PageLink to={ACCOUNT_PATH} className="account-link">
      {account ? texts.signedIn.replace('{{name}}', account.name) : texts.account}
    </PageLink>
  );
}
