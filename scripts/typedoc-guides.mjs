// A TypeDoc plugin for the API site (`npm run docs`): every page of the reference leads
// to the guides that explain it, and the landing page (the README) shows its title once.
//
// A page's guides are those whose text names the item in code (`searchBot`, `legalChoices(`)
// and, always, the guide of the item's group, so that no page is left without one.
import { JSX, ReflectionKind } from 'typedoc';

/** The guide (by its title) that explains each group of the reference. */
const GUIDE_OF_GROUP = {
  Setup: 'Playing a round',
  Choosing: 'Playing a round',
  Resolving: 'Playing a round',
  Queries: 'Playing a round',
  'Game state': 'Playing a round',
  Errors: 'Playing a round',
  Scoring: 'The sheet and its score',
  Sheet: 'The sheet and its score',
  'Rules data': 'The rules',
  Notation: 'Notation',
  Positions: 'Positions',
  Bots: 'Writing a bot',
  Learning: 'Learning bots',
  Workers: 'Writing a bot',
  'boardgame.io': 'boardgame.io',
  Drawing: 'Drawing the sheet',
  Words: 'Words for players',
};

/** The kinds of reflection that have a page of their own. */
const PAGE_KINDS = ReflectionKind.Class | ReflectionKind.Interface | ReflectionKind.Function | ReflectionKind.TypeAlias | ReflectionKind.Variable | ReflectionKind.Enum;

const textOf = (parts) => (parts ?? []).map((part) => part.text).join('');

/** Whether a guide's text names `name` in code: `name`, `name(`, `name<…>` or `Type.name` inside backticks. */
function names(text, name) {
  return new RegExp(`\`[^\`\\n]*\\b${name}\\b[^\`\\n]*\``).test(text);
}

/** @param {import('typedoc').Application} app */
export function load(app) {
  /** @type {Map<import('typedoc').DocumentReflection, string>} */
  const guideTexts = new Map();

  app.renderer.on('beginRender', (event) => {
    guideTexts.clear();
    for (const guide of event.project.getReflectionsByKind(ReflectionKind.Document)) guideTexts.set(guide, textOf(guide.content));
    // The README's own first heading repeats the title the page already shows.
    const readme = event.project.readme;
    if (readme?.[0]?.kind === 'text') readme[0] = { ...readme[0], text: readme[0].text.replace(/^# [^\n]*\n+/, '') };
  });

  app.renderer.hooks.on('content.begin', (context) => {
    const model = context.page.model;
    if (!model || !model.kindOf(PAGE_KINDS) || !model.parent?.kindOf(ReflectionKind.Module)) return JSX.createElement(JSX.Fragment, null);
    // A function's comment, and so its group, sits on its signature.
    const group = (model.comment ?? model.signatures?.[0]?.comment)?.getTag('@group');
    const groupGuide = GUIDE_OF_GROUP[textOf(group?.content).trim()];
    const guides = [...guideTexts].filter(([guide, text]) => guide.name === groupGuide || names(text, model.name)).map(([guide]) => guide);
    if (guides.length === 0) throw new Error(`typedoc-guides: no guide for ${model.getFriendlyFullName()} (group ${textOf(group?.content) || 'none'}): add its group to GUIDE_OF_GROUP`);
    const links = guides.flatMap((guide, index) => [index === 0 ? '' : ', ', JSX.createElement('a', { href: context.urlTo(guide) }, guide.name)]);
    return JSX.createElement('aside', { class: 'tsd-guides', 'data-guides': '' }, 'Guides: ', ...links);
  });
}
