/** The leaderboard's address (route.ts reads it; the server serves the app there: web.ts). */
export const LEADERBOARD_PATH = '/leaderboard';
