import type { GameResult } from '@among-cultists/engine';
import { rejectionText } from '../game/rejection.ts';
import type { Names } from '../game/names.ts';
import type { ReplayT } from './text/index.ts';
import type { DealCheck, Mismatch } from './verify.ts';

/** The badge's words: its title and the sentence that explains it. */
export interface BadgeText {
  readonly status: DealCheck['status'] | 'checking';
  readonly title: string;
  readonly detail: string | null;
}

function resultText(result: GameResult | null, names: Names, rt: ReplayT): string {
  const { t } = names;
  if (result === null) return rt('badge.reason.notOver');
  return `${t('end.winner', { team: t(`team.${result.winner}`) })}, ${t('end.reason', {
    reason: t(`victory.${result.reason}`),
    round: result.round,
  })}`;
}

/** Why the record does not match, in words. */
export function mismatchText(m: Mismatch, names: Names, rt: ReplayT): string {
  switch (m.code) {
    case 'seed':
      return rt('badge.reason.seed');
    case 'commitment':
      return rt('badge.reason.commitment', { computed: m.computed, published: m.published });
    case 'board':
      return rt('badge.reason.board', { id: m.id });
    case 'options':
      return rt('badge.reason.options', { problems: m.problems.join(' ') });
    case 'rejected':
      return rt('badge.reason.rejected', {
        n: m.index + 1,
        seat: names.seat(m.seat),
        reason: rejectionText(names.t, m.rejection.code, m.rejection.message),
      });
    case 'unfinished':
      return rt('badge.reason.unfinished', { count: m.actions });
    case 'differentEnd':
      return rt('badge.reason.differentEnd', {
        replayed: resultText(m.replayed, names, rt),
        recorded: resultText(m.recorded, names, rt),
      });
  }
}

export function badgeText(check: DealCheck | null, names: Names, rt: ReplayT): BadgeText {
  if (check === null) return { status: 'checking', title: rt('badge.checking'), detail: null };
  switch (check.status) {
    case 'verified':
      return {
        status: 'verified',
        title: rt('badge.verified'),
        detail: rt(check.abandoned === true ? 'badge.abandonedDetail' : 'badge.verifiedDetail', {
          commitment: check.commitment,
          count: check.actions,
        }),
      };
    case 'mismatch':
      return {
        status: 'mismatch',
        title: rt('badge.mismatch'),
        detail: mismatchText(check.mismatch, names, rt),
      };
    case 'unchecked':
      return {
        status: 'unchecked',
        title: rt('badge.unchecked'),
        detail: rt(`badge.reason.${check.reason}`),
      };
  }
}
