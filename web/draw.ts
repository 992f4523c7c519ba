// The drawings: every sheet and the offer drawn by welcome-to-engine/svg, lit for the
// step the player is at, their lit targets made controls (focusable, Enter or Space),
// and a click on any of them turned into one of the game's actions.
import { scoreSheet, type GameState, type HouseRef, type PlayerView, type Locale, type PairIndex, type PlanClaim, type ScoreBreakdown, type Sheet, type StreetIndex } from '../src/index.ts';
import { offerSvg, sheetSvg, type SheetTarget } from '../src/svg/index.ts';
import { table, viewOf, type Draft, type Shown, type Step } from './game.ts';

const house = (ref: HouseRef): SheetTarget => ({ kind: 'house', street: ref.street, house: ref.house });

/** What to light on your sheet, and what to draw instead of it. */
function sheetLights(step: Step, draft: Draft, sheet: Sheet, claims: readonly PlanClaim[] | undefined): { light: SheetTarget[]; dim: boolean; preview: Sheet | null } {
  switch (step.kind) {
    case 'roundabout':
      return { light: step.spots.map(house), dim: true, preview: null };
    case 'pair':
      return { light: draft.roundabout === null ? [] : [house(draft.roundabout)], dim: false, preview: null };
    case 'house':
      return { light: step.houses.map(house), dim: true, preview: null };
    case 'truck':
      return { light: draft.house === null ? [] : [house(draft.house)], dim: false, preview: null };
    case 'effect': {
      const t = step.targets;
      const at = draft.house as HouseRef;
      const light: SheetTarget[] = [
        ...t.fences.map((f): SheetTarget => ({ kind: 'slot', street: f.street, slot: f.slot })),
        ...t.bis.map((b): SheetTarget => ({ kind: 'house', street: b.street, house: b.house })),
        ...t.improvements.map((i): SheetTarget => ({ kind: 'estate', size: i.size })),
        ...(t.park === undefined ? [] : [{ kind: 'park', street: at.street, box: sheet.streets[at.street].parks } as SheetTarget]),
        ...(t.pool === undefined ? [] : [house(at)]),
      ];
      return { light, dim: light.length > 0, preview: step.preview };
    }
    case 'confirm': {
      const light: SheetTarget[] = (claims ?? []).flatMap((claim) => [
        { kind: 'plan', plan: claim.plan } as SheetTarget,
        ...(claim.estates ?? []).flatMap((estate) => Array.from({ length: estate.size }, (_, k): SheetTarget => ({ kind: 'house', street: estate.street, house: estate.start + k }))),
        ...(claim.houses ?? []).map(house),
      ]);
      return { light, dim: false, preview: step.preview };
    }
    default:
      return { light: [], dim: false, preview: null };
  }
}

/** The steps whose lit targets on your sheet are controls. */
const SHEET_CONTROLS = new Set<Step['kind']>(['roundabout', 'house', 'effect']);

/** How the drawings are laid out: as printed, or narrow on a phone (welcome-to-engine/svg's `arrangement`). */
export type Arrangement = 'printed' | 'narrow';

export function yourSheetSvg(game: GameState | PlayerView, step: Step, draft: Draft, title: string, claims: readonly PlanClaim[] | undefined, locale: Locale, arrangement: Arrangement): string {
  const sheet = viewOf(game).sheet;
  const { light, dim, preview } = sheetLights(step, draft, sheet, claims);
  const score = game.result?.players.find((p) => p.id === table.me)?.breakdown;
  return sheetSvg(sheet, { plans: game.plans, roundabouts: game.variants.roundabouts, light, dim, preview: preview ?? undefined, score, idPrefix: 'me', title, locale, arrangement });
}

export function otherSheetSvg(game: Shown, id: string, title: string, locale: Locale, arrangement: Arrangement): string {
  const player = (game.players as readonly { readonly id: string; readonly sheet: Sheet }[]).find((p) => p.id === id) as { readonly sheet: Sheet };
  const score: ScoreBreakdown | undefined = game.result?.players.find((p) => p.id === id)?.breakdown;
  return sheetSvg(player.sheet, { plans: game.plans, roundabouts: game.variants.roundabouts, score, idPrefix: `sheet-${id}`, title, locale, arrangement });
}

/** A sheet's running total, temps aside (they are awarded among the sheets at the end). */
export const runningTotal = (sheet: Sheet): number => scoreSheet(sheet).total;

export function yourOfferSvg(game: Shown, step: Step, draft: Draft, title: string, locale: Locale, arrangement: Arrangement): string {
  // A spectator sees the offer as everyone at the table does.
  const view = 'spectator' in game ? game : viewOf(game);
  let light: PairIndex[] = [];
  if (step.kind === 'pick') light = view.offer.flatMap((pair, i) => (step.picks.includes(pair.numberCard) ? [i as PairIndex] : []));
  else if (step.kind === 'pair') light = [...step.pairs];
  else if (draft.pair !== null) light = [draft.pair];
  const dim = step.kind !== 'over' && step.kind !== 'idle' && step.kind !== 'roundabout';
  // Its ids start 'cards': 'offer' is the id of the box it is drawn in. Narrow, it takes the box's width.
  return offerSvg(view.offer, { light, dim, idPrefix: 'cards', title, width: arrangement === 'narrow' ? undefined : 140 * view.offer.length, locale, arrangement });
}

/** Sets a drawing into its place, only when it changed (a sheet is some 60 kB of markup). */
export function place(container: HTMLElement, svg: string): void {
  if (container.dataset.drawn === svg) return;
  container.innerHTML = svg;
  container.dataset.drawn = svg;
}

/** Makes the lit targets of a drawing controls: in the tab order, pressed with Enter or Space, named by their `<title>`. */
export function activate(container: HTMLElement, on: boolean): void {
  for (const target of container.querySelectorAll<SVGGElement>('.wt-target')) {
    const lit = on && target.classList.contains('wt-lit');
    if (lit) {
      target.setAttribute('tabindex', '0');
      // Named by its <title> (an aria-label would hide the card's visible number from its name).
      target.setAttribute('role', 'button');
      // A fence slot is a thin line: its lit area is widened to be seen (not so far as to
      // hide the houses' numbers), and an unseen area nearly a house wide is added to be
      // hit by a finger on a phone (only lit targets take the pointer while an effect is
      // placed, so the areas do not compete).
      const hit = target.classList.contains('wt-slot') ? target.querySelector<SVGRectElement>(':scope > .wt-hit') : null;
      if (hit !== null && hit.dataset.widened === undefined) {
        const x = Number(hit.getAttribute('x'));
        const width = Number(hit.getAttribute('width'));
        const middle = x + width / 2;
        hit.setAttribute('x', String(middle - 12));
        hit.setAttribute('width', '24');
        hit.dataset.widened = '1';
        const touch = hit.cloneNode() as SVGRectElement;
        touch.setAttribute('class', 'touch');
        touch.setAttribute('x', String(middle - 31));
        touch.setAttribute('width', '62');
        target.append(touch);
      }
    } else if (target.getAttribute('role') === 'button') {
      target.removeAttribute('tabindex');
      target.setAttribute('role', 'img');
    }
  }
}

/** What a click or key on a drawing's target means. */
export type Hit =
  | { readonly kind: 'house'; readonly at: HouseRef }
  | { readonly kind: 'slot'; readonly street: StreetIndex; readonly slot: number }
  | { readonly kind: 'estate'; readonly size: number }
  | { readonly kind: 'park'; readonly street: StreetIndex }
  | { readonly kind: 'pair'; readonly pair: PairIndex; readonly card: number };

export function hitOf(target: Element): Hit | null {
  const node = target.closest<SVGElement>('.wt-target');
  if (node === null) return null;
  const data = node.dataset;
  const n = (value: string | undefined) => Number(value);
  if (node.classList.contains('wt-house')) return { kind: 'house', at: { street: n(data.street) as StreetIndex, house: n(data.house) } };
  if (node.classList.contains('wt-slot')) return { kind: 'slot', street: n(data.street) as StreetIndex, slot: n(data.slot) };
  if (node.classList.contains('wt-estate')) return { kind: 'estate', size: n(data.estate) };
  if (node.classList.contains('wt-box') && data.track === 'park') return { kind: 'park', street: n(data.street) as StreetIndex };
  if (node.classList.contains('wt-pair')) return { kind: 'pair', pair: n(data.pair) as PairIndex, card: n(data.numberCard) };
  return null;
}

/** Calls `onHit` for a click, or Enter or Space, on a target of the container. */
export function listen(container: HTMLElement, onHit: (hit: Hit, byKey: boolean) => void): void {
  container.addEventListener('click', (event) => {
    const hit = hitOf(event.target as Element);
    if (hit !== null) onHit(hit, false);
  });
  container.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    const target = event.target as Element;
    if (!target.matches('.wt-target[tabindex]')) return;
    event.preventDefault();
    const hit = hitOf(target);
    if (hit !== null) onHit(hit, true);
  });
}

export const sheetControls = (step: Step): boolean => SHEET_CONTROLS.has(step.kind);
