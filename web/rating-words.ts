// The words of a solo game's rating (rating.ts), in English and French, and of points,
// apart from i18n.ts so that the unit tests word placements in Node: types are all
// this file imports.
import type { BotLevel } from '../src/index.ts';
import type { Mark, Placement } from './placement.ts';

/** The levels' names in the solo game's rating (rating.ts): the bot menu's, without "(slower)". */
export const LEVELS_EN: Readonly<Record<BotLevel, string>> = { beginner: 'beginner', casual: 'casual', strong: 'strong', expert: 'expert' };
export const LEVELS_FR: Readonly<Record<BotLevel, string>> = { beginner: 'débutant', casual: 'occasionnel', strong: 'fort', expert: 'expert' };

export const pointsEn = (n: number) => (n === 1 ? '1 point' : `${n} points`);
// French: 0 and 1 take the singular.
export const pointsFr = (n: number) => (Math.abs(n) < 2 ? `${n} point` : `${n} points`);

/** A solo score among the bots' scores, in a sentence: the level it plays like, and its place among that level's percentiles. */
export function placedEn(score: number, placement: Placement): string {
  const bot = (level: BotLevel) => `the ${LEVELS_EN[level]} bot`;
  const mark = ({ percentile, value }: Mark) => (percentile === 50 ? `its median (${value})` : `its ${percentile}th percentile (${value})`);
  const points = `With ${pointsEn(score)}`;
  switch (placement.kind) {
    case 'below':
      return `${points}, you score less than three games in four of ${bot(placement.level)}: under ${mark(placement.upper)}.`;
    case 'above':
      return `${points}, you score more than nine games in ten of ${bot(placement.level)}: above ${mark(placement.lower)}.`;
    case 'like': {
      const { lower, upper, next } = placement;
      const where = lower.value === score ? `right at ${mark(lower)}` : upper === null ? `above ${mark(lower)}` : `between ${mark(lower)} and ${mark(upper)}`;
      return `${points}, you play like ${bot(placement.level)}: ${where}${next === null ? '' : `, short of ${bot(next.level)}'s median (${next.median})`}.`;
    }
  }
}

export function placedFr(score: number, placement: Placement): string {
  const bot = (level: BotLevel) => `robot ${LEVELS_FR[level]}`;
  const mark = ({ percentile, value }: Mark) => (percentile === 50 ? `sa médiane (${value})` : `son ${percentile}e centile (${value})`);
  const points = `Avec ${pointsFr(score)}`;
  switch (placement.kind) {
    case 'below':
      return `${points}, vous marquez moins que trois parties sur quatre du ${bot(placement.level)} : sous ${mark(placement.upper)}.`;
    case 'above':
      return `${points}, vous marquez plus que neuf parties sur dix du ${bot(placement.level)} : au-dessus de ${mark(placement.lower)}.`;
    case 'like': {
      const { lower, upper, next } = placement;
      const where = lower.value === score ? `pile à ${mark(lower)}` : upper === null ? `au-dessus de ${mark(lower)}` : `entre ${mark(lower)} et ${mark(upper)}`;
      return `${points}, vous jouez comme le ${bot(placement.level)} : ${where}${next === null ? '' : `, sans atteindre la médiane du ${bot(next.level)} (${next.median})`}.`;
    }
  }
}
