import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONES, DECKS, EFFECTS, EGG_SPOTS, EGG_VALUES, PLANS, RULESETS, SHEET_LAYOUT, TRACKS, type DeckName } from '../../src/index.js';

// docs/rules.md is the one place a reader learns the rules: its tables must be the
// engine's data, and every citation of it must land on one of its sections.
const root = new URL('../../', import.meta.url);
const rules = readFileSync(new URL('docs/rules.md', root), 'utf8');

/** The anchor GitHub and typedoc give a heading: lower case, punctuation dropped, spaces to hyphens. */
const slug = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, '')
    .trim()
    .replace(/ /g, '-');
const anchors = new Set([...rules.matchAll(/^#{1,4} (.+)$/gm)].map((match) => slug(match[1] ?? '')));

/** Every markdown table of the page: its header cells and its rows of cells. */
const tables = [...rules.matchAll(/((?:^ *\|.*\|\n)+)/gm)].map((match) => {
  const lines = (match[1] ?? '').trim().split('\n').map((line) => line.trim());
  const cells = (line: string) => line.slice(1, -1).split('|').map((cell) => cell.trim());
  return { header: cells(lines[0] ?? ''), rows: lines.slice(2).map(cells) };
});
const tableWith = (...header: string[]) => {
  const found = tables.filter((table) => header.every((cell, i) => table.header[i] === cell));
  return found;
};
const numbers = (cell: string | undefined) => (cell ?? '').split(',').map((value) => Number(value.trim()));

const files = (dir: string): string[] =>
  readdirSync(new URL(dir, root), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(`${dir}${entry.name}/`) : entry.name.endsWith('.ts') || entry.name.endsWith('.md') ? [`${dir}${entry.name}`] : []
  );

describe('docs/rules.md, the rules of the project', () => {
  it('every citation of a rules section, in the code, the guides and the README, is a link to a section of it', () => {
    const sources = [...files('src/'), ...files('docs/').filter((file) => !file.startsWith('docs/api/')), 'README.md'];
    let links = 0;
    for (const file of sources) {
      const text = readFileSync(new URL(file, root), 'utf8');
      // A citation is "§" and a section number; each must sit inside a link's text.
      for (const match of text.matchAll(/§\d+(\.\d+)?/g)) {
        const before = text.slice(0, match.index);
        const open = before.lastIndexOf('[');
        expect(open > before.lastIndexOf(']') && open > before.lastIndexOf('\n'), `${file}: "${match[0]}" is not inside a link`).toBe(true);
      }
      for (const link of text.matchAll(/\]\(([^)]*rules\.md)(#[^)]*)?\)/g)) {
        links += 1;
        const target = new URL(link[1] ?? '', new URL(file, root)).pathname;
        expect(target, `${file}: ${link[0]}`).toBe(new URL('docs/rules.md', root).pathname);
        expect(anchors.has((link[2] ?? '#').slice(1)) || link[2] === undefined, `${file}: ${link[0]} has no such section`).toBe(true);
      }
      expect(/RULES\.md|RULES §/.test(text), `${file} cites a rules file outside the project`).toBe(false);
    }
    expect(links).toBeGreaterThan(100);
  });

  it("its printed pools are SHEET_LAYOUT's", () => {
    const [table] = tableWith('street', 'houses with a pool');
    expect(table?.rows.map((row) => numbers(row[1]))).toEqual(SHEET_LAYOUT.map((street) => [...street.pools]));
  });

  it("its score tracks are SHEET_LAYOUT's parks and TRACKS", () => {
    const [table] = tableWith('track', 'values');
    const rows = new Map(table?.rows.map((row) => [row[0], numbers(row[1])]));
    expect(['top', 'middle', 'bottom'].map((street) => rows.get(`park, ${street} street`))).toEqual(SHEET_LAYOUT.map((street) => [...street.parks]));
    expect(rows.get('pool')).toEqual([...TRACKS.pool]);
    expect(rows.get('bis (a penalty)')).toEqual([...TRACKS.bis]);
    expect(rows.get('refusal (a penalty)')).toEqual([...TRACKS.refusal]);
    expect(rows.get('roundabout (a penalty)')).toEqual([...TRACKS.roundabout]);
    TRACKS.estates.forEach((values, size) => expect(rows.get(`estates of ${size + 1} house${size === 0 ? '' : 's'}`)).toEqual([...values]));
  });

  it('its two decks are DECKS', () => {
    const decks = tableWith('number', ...EFFECTS);
    expect(decks).toHaveLength(2);
    (['original', 'collector'] as DeckName[]).forEach((name, d) => {
      const written = decks[d]?.rows.flatMap((row) => EFFECTS.flatMap((effect, e) => Array.from({ length: Number(row[e + 1]) }, () => `${row[0]} ${effect}`)));
      expect(written?.sort()).toEqual(DECKS[name].map((card) => `${card.number} ${card.effect}`).sort());
    });
  });

  it('its plans are PLANS: the basic plans by estate sizes, the advanced and seasonal ones by deck or sheet and values', () => {
    const [basic] = tableWith('id', 'deck', 'estate sizes', 'first', 'later');
    expect(basic?.rows.map((row) => [Number(row[0]), Number(row[1]), numbers(row[2]), Number(row[3]), Number(row[4])])).toEqual(
      PLANS.filter((plan) => !plan.advanced && plan.season === null).map((
        plan,
      ) => [plan.id, plan.deck, plan.requirement.type === 'estates' ? [...plan.requirement.sizes] : [], plan.first, plan.later]),
    );
    const [seasonal] = tableWith('id', 'sheet', 'needs', 'first', 'later');
    expect(seasonal?.rows.map((row) => [Number(row[0]), row[1], Number(row[3]), Number(row[4])])).toEqual(
      PLANS.filter((plan) => plan.season !== null).map((plan) => [plan.id, plan.season, plan.first, plan.later]),
    );
    // The estate sizes each seasonal estate plan names, as the page words them.
    for (const plan of PLANS.filter((p) => p.season !== null && p.requirement.type === 'estates')) {
      const row = seasonal?.rows.find((r) => Number(r[0]) === plan.id);
      const sizes = plan.requirement.type === 'estates' ? plan.requirement.sizes : [];
      const words = ['', '', 'two', 'three'];
      const worded = new Set(sizes).size === 1 ? `${words[sizes.length]} ${sizes[0]}-house estates` : `estates of ${sizes.slice(0, -1).join(', ')} and ${sizes.at(-1)}`;
      expect(row?.[2]).toContain(worded);
    }
    const [advanced] = tableWith('id', 'deck', 'condition', 'first', 'later');
    expect(advanced?.rows.map((row) => [Number(row[0]), Number(row[1]), Number(row[3]), Number(row[4])])).toEqual(
      PLANS.filter((plan) => plan.advanced).map((plan) => [plan.id, plan.deck, plan.first, plan.later]),
    );
  });

  it('its cones and egg spots are CONES and EGG_SPOTS, its egg values EGG_VALUES', () => {
    const spots = (header: string, layout: readonly (readonly number[])[]) => {
      const [table] = tableWith('street', header);
      const written = table?.rows.map((row) => {
        const street: number[] = [];
        for (const pair of (row[1] ?? '').split(',')) {
          const [house, count] = pair.split(':').map((value) => Number(value.trim()));
          street[house as number] = count as number;
        }
        return street;
      });
      expect(written?.map((street, s) => Array.from({ length: layout[s]?.length ?? 0 }, (_, house) => street[house] ?? 0))).toEqual(layout.map((street) => [...street]));
    };
    spots('cones (house: scoops)', CONES);
    spots('egg spots (house: eggs)', EGG_SPOTS);
    const [values] = tableWith('eggs', 'points');
    expect(values?.rows.map((row) => ({ eggs: Number(row[0]), points: Number(row[1]) }))).toEqual(EGG_VALUES.map((step) => ({ ...step })));
  });

  it('its rule options table names every field of RuleOptions with the presets of RULESETS', () => {
    const [table] = tableWith('option', 'field', 'collector', 'original');
    const fields = table?.rows.map((row) => (row[1] ?? '').replace(/`/g, '')) ?? [];
    expect(fields.sort()).toEqual(Object.keys(RULESETS.collector).sort());
    for (const row of table?.rows ?? []) {
      const field = (row[1] ?? '').replace(/`/g, '') as keyof typeof RULESETS.collector;
      for (const [column, ruleset] of [[2, 'collector'], [3, 'original']] as const) {
        const value = RULESETS[ruleset][field];
        // Strings are named in code style; numbers, booleans and labels in words.
        if (typeof value === 'string') expect(row[column]).toContain(`\`${value}\``);
        if (typeof value === 'number') expect(row[column]).toContain(String(value));
        if (Array.isArray(value)) expect(row[column]).toBe(value.join(', '));
      }
    }
  });
});
