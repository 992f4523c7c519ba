// The developers' English for the reasons the error details carry as data: what the
// messages of the error table (messages.ts) say for each `reason`, word for word as
// they said it when the reasons were sentences.
import type { RuleErrorDetails } from './details.js';

const sizesText = (sizes: readonly number[]) => (sizes.length === 0 ? 'no estates' : `estates of ${[...sizes].sort((a, b) => a - b).join(', ')}`);

export const FENCE: Readonly<Record<RuleErrorDetails<'choice/fence'>['reason'], (a: RuleErrorDetails<'choice/fence'>) => string>> = {
  'no-slot': (a) => `the slots between houses are 1 to ${a.slots}`,
  fenced: () => 'a fence already stands there',
  'used-estate': () => 'it would subdivide an estate used for a plan',
  'bis-copy': () => 'a house and its bis copy may not be fenced apart in this ruleset',
};

export const BIS: Readonly<Record<RuleErrorDetails<'choice/bis'>['reason'], (a: RuleErrorDetails<'choice/bis'>) => string>> = {
  'no-house': (a) => `the street has houses 0 to ${a.houses - 1}`,
  'not-empty': () => 'it is not empty',
  'no-neighbour': (a) => `it has no neighbour on the ${a.source}`,
  'neighbour-empty': () => 'that neighbour holds no number',
  fenced: () => 'a fence stands between them and this ruleset forbids bis across fences',
};

export function roundaboutWhy(a: RuleErrorDetails<'choice/roundabout'>): string {
  switch (a.reason) {
    case 'variant-off':
      return 'the roundabouts variant is not on in this game; leave the roundabout out';
    case 'full':
      return 'a sheet holds at most two roundabouts';
    case 'no-house':
      return `street ${a.street} has houses 0 to ${a.houses - 1}`;
    case 'roundabout':
      return `house ${a.house} of street ${a.street} already holds a roundabout`;
    case 'number':
      return `house ${a.house} of street ${a.street} already holds ${a.number}; a roundabout goes in an empty house`;
    case 'used':
      return `house ${a.house} of street ${a.street} lies in an estate used for a plan`;
  }
}

export function pickWhy(a: RuleErrorDetails<'choice/pick'>): string {
  switch (a.reason) {
    case 'not-expert':
      return 'only expert card choice has a pick step; choose a pair of the offer';
    case 'refusal-card':
      return 'only expert card choice records a card with a refusal; leave it out';
    case 'pick-first':
      return "in expert card choice a player picks a number card before choosing, even to refuse ({ type: 'pick', card })";
    case 'picked':
      return `you picked card ${a.picked} this round, and a pick cannot be changed`;
    case 'no-card':
      return `there is no card ${a.card}; pick card 0, 1 or 2`;
    case 'other-card':
      return `this refusal names card ${a.card}, but you picked card ${a.picked}`;
    case 'unwritable':
      return `${a.number} fits nowhere on your sheet while ${a.fitting.map((f) => `card ${f.card} (${f.number})`).join(' and ')} does; a player must build if they can`;
  }
}

const SHOWS: Readonly<Record<Extract<RuleErrorDetails<'claim/estate'>, { readonly condition: unknown }>['condition'], string>> = {
  'no-sold-cone': 'no sold cone',
  'three-sold-cones': 'three sold cones',
  unlinked: 'no string of lights between its houses',
  linked: 'every house linked to the next',
  'no-egg': 'no collected egg',
  'three-eggs': 'three collected eggs',
};

export function estateWhy(a: RuleErrorDetails<'claim/estate'>): string {
  switch (a.reason) {
    case 'past-end':
      return `run past the end of the street (${a.houses} houses)`;
    case 'unfenced':
      return 'are not closed by fences at both ends';
    case 'split':
      return `are split by the fence in slot ${a.slot}`;
    case 'size':
      // An estate has 1 to 6 houses (MAX_ESTATE_SIZE, which this bottom layer cannot import).
      return `are ${a.size} houses; an estate has 1 to 6`;
    case 'roundabout':
      return 'hold a roundabout, which is never an estate';
    case 'incomplete':
      return `are not complete: house ${a.house} is empty`;
    case 'shows':
      return `do not show ${SHOWS[a.condition]}, which plan ${a.plan} asks of each estate`;
  }
}

export function claimHouseWhy(a: RuleErrorDetails<'claim/house'>): string {
  switch (a.reason) {
    case 'estate-plan':
      return 'an estate plan names estates, not houses';
    case 'houses-missing':
      return "plan 20 names the five bis houses it uses in the claim's houses";
    case 'not-house-plan':
      return "only plan 20 names houses; this plan's houses follow from the sheet";
    case 'count':
      return `name 5 bis houses of one street, not ${a.count}`;
    case 'one-street':
      return 'the five bis houses must all be in one street';
    case 'twice':
      return `house ${a.house} is named twice`;
    case 'no-house':
      return `street ${a.street} has no house ${a.house}`;
    case 'not-bis':
      return `house ${a.house} of street ${a.street} is not a bis copy`;
    case 'used':
      return `house ${a.house} of street ${a.street} was already used for a plan`;
  }
}

export function notFulfilled(a: RuleErrorDetails<'claim/not-fulfilled'>): { need: string; have: string } {
  switch (a.reason) {
    case 'sizes':
      return { need: sizesText(a.need), have: sizesText(a.have) };
    case 'no-estates':
      return { need: `its condition (${a.condition}) and no estates`, have: sizesText(a.have) };
    case 'condition':
      return { need: a.condition, have: 'a sheet that does not meet it with unused houses' };
  }
}

const TRACK: { readonly [T in RuleErrorDetails<'choice/track-full'>['track']]: (a: Extract<RuleErrorDetails<'choice/track-full'>, { track: T }>) => string } = {
  improvement: (a) => `${a.size}-house estate value`,
  park: (a) => `park of street ${a.street}`,
  pool: () => 'pool',
  bis: () => 'bis',
  temp: () => 'temp',
};
export const trackName = (a: RuleErrorDetails<'choice/track-full'>) => (TRACK[a.track] as (a: RuleErrorDetails<'choice/track-full'>) => string)(a);
