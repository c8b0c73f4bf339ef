/** @jsxRuntime automatic */
import { useTranslation } from 'react-i18next';
import { PageLink } from '../components/PageLink.tsx';
import { tablePath } from '../router.ts';
import { tableUrl } from './links.ts';

/** In the lobby: where a room of players opens the shared screen (typed on the TV, or followed here). */
export function TableInvite({ code, origin }: { code: string; origin: string }) {
  const { t } = useTranslation();
  return (
    // Styled here: the lobby is in the landing page's stylesheet, table mode's styles come with its screen.
    <p className="table-invite" style={{ overflowWrap: 'anywhere' }}>
      {t('table.invite.text')} <PageLink to={tablePath(code)}>{tableUrl(origin, code)}</PageLink>
    </p>
  );
}
