import { GameIdSchema } from '@among-cultists/protocol';

/**
 * The preview card of a link pasted into a chat app (Open Graph and Twitter meta tags), per page of the web app.
 * An invite link (/g/<code>) says "Join my game of Among Cultists"; every other page names the game. Nothing
 * about the game itself (who plays, whether it exists) goes in: only the code, from the link, once validated.
 */
export interface PageMeta {
  readonly title: string;
  readonly description: string;
  /** The page's own path, for og:url. */
  readonly path: string;
}

const SITE = 'Among Cultists';
const DESCRIPTION =
  'A hidden-role game of investigators and cultists in a haunted university, played online.';
/** Drawn for this project (packages/web/public, from scripts/icons.ts), 1200×630. */
const CARD = {
  path: '/og-card.jpg',
  width: 1200,
  height: 630,
  alt: 'Among Cultists: an eye in a keyhole, lamplight at night',
};

/** The card for `path`: an invite link's when it is /g/ and a valid game code, else the site's. */
export function pageMeta(path: string): PageMeta {
  const code = /^\/g\/([^/]+)\/?$/.exec(path)?.[1];
  if (code !== undefined && GameIdSchema.safeParse(code).success)
    return {
      title: `Join my game of ${SITE}`,
      description: `Game ${code}: open the link to take a seat. ${DESCRIPTION}`,
      path: `/g/${code}`,
    };
  return { title: SITE, description: DESCRIPTION, path: '/' };
}

/** Text made safe inside a double-quoted HTML attribute. */
export function escapeAttribute(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The address of this site as the link was opened, for the absolute URLs a card needs; null when it cannot
 * be trusted. With allowed origins configured it must be one of them; otherwise the Host header must be a plain
 * host name or address with an optional port (anything else is a forged header, and the card goes without).
 */
export function siteOrigin(
  protocol: string,
  host: string | undefined,
  allowedOrigins: readonly string[],
): string | null {
  if (host === undefined || !/^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/.test(host)) return null;
  if (protocol !== 'http' && protocol !== 'https') return null;
  const origin = `${protocol}://${host}`;
  if (allowedOrigins.length > 0) return allowedOrigins.includes(origin) ? origin : null;
  return origin;
}

/** The meta tags of `meta`, every value escaped; the image and URL only with a trusted origin. */
export function metaTags(meta: PageMeta, origin: string | null): string {
  const tags: [string, string, string][] = [
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', SITE],
    ['property', 'og:title', meta.title],
    ['property', 'og:description', meta.description],
    ['name', 'description', meta.description],
    ['name', 'twitter:card', origin === null ? 'summary' : 'summary_large_image'],
    ['name', 'twitter:title', meta.title],
    ['name', 'twitter:description', meta.description],
  ];
  if (origin !== null) {
    tags.push(
      ['property', 'og:url', `${origin}${meta.path}`],
      ['property', 'og:image', `${origin}${CARD.path}`],
      ['property', 'og:image:width', String(CARD.width)],
      ['property', 'og:image:height', String(CARD.height)],
      ['property', 'og:image:alt', CARD.alt],
      ['name', 'twitter:image', `${origin}${CARD.path}`],
    );
  }
  return tags
    .map(([attribute, key, value]) => `<meta ${attribute}="${key}" content="${escapeAttribute(value)}" />`)
    .join('\n    ');
}

/** index.html with the card's tags at the end of its head (unchanged if it has none). */
export function withMeta(html: string, tags: string): string {
  const end = html.indexOf('</head>');
  return end < 0 ? html : `${html.slice(0, end)}  ${tags}\n  ${html.slice(end)}`;
}
