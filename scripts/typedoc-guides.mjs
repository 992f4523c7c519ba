// A TypeDoc plugin for the API site (`npm run docs`): every page of the reference leads
// to the guides that explain it, and the landing page (the README) shows its title once.
//
// A page's guides are those whose text names the item in code (`searchBot`, `legalChoices(`)
// and, always, the guide of the item's group, so that no page is left without one.
//
// The guides ship in the package as plain Markdown: a name in a guide's "In the API
// reference" is a link to the file of the entry's declarations (`[sheetSvg](../dist/svg.d.cts)`:
// `dist/svg.d.ts` only re-exports it), which a Markdown viewer opens in the installed package. On the site each such link leads to the
// named declaration's page instead; a name the entry does not export fails the build.
import { Converter, JSX, ReflectionKind } from 'typedoc';

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

/** The module (by its name on the site) each entry's declaration file belongs to (`.d.cts`, or the `.d.ts` that re-exports it). */
const MODULE_OF_DECLARATIONS = {
  index: 'welcome-to-engine',
  svg: 'welcome-to-engine/svg',
  'boardgame-io': 'welcome-to-engine/boardgame.io',
  workers: 'welcome-to-engine/workers',
};

const textOf = (parts) => (parts ?? []).map((part) => part.text).join('');

/** Whether a guide's text names `name` in code: `name`, `name(`, `name<…>` or `Type.name` inside backticks. */
function names(text, name) {
  return new RegExp(`\`[^\`\\n]*\\b${name}\\b[^\`\\n]*\``).test(text);
}

/** @param {import('typedoc').Application} app */
export function load(app) {
  /** @type {Map<import('typedoc').DocumentReflection, string>} */
  const guideTexts = new Map();

  app.converter.on(Converter.EVENT_RESOLVE_END, (context) => {
    const project = context.project;
    const modules = new Map(project.getReflectionsByKind(ReflectionKind.Module).map((module) => [module.name, module]));
    for (const guide of project.getReflectionsByKind(ReflectionKind.Document)) {
      const parts = guide.content;
      parts.forEach((part, index) => {
        if (part.kind !== 'relative-link' || typeof part.target !== 'number') return;
        const path = project.files.resolvePath(part.target) ?? '';
        const file = /\/dist\/([\w-]+)\.d\.c?ts$/.exec(path)?.[1];
        if (!file) return;
        const name = /\[([\w$]+)\]\($/.exec(parts[index - 1]?.text ?? '')?.[1];
        const module = modules.get(MODULE_OF_DECLARATIONS[file]);
        const declaration = name && module?.getChildByName(name);
        if (!declaration) throw new Error(`typedoc-guides: ${guide.name} links [${name ?? '?'}](${part.text}), which names nothing that ${MODULE_OF_DECLARATIONS[file] ?? file} exports`);
        // One path a declaration, so that the link resolves to its page and not a copied file.
        const { target } = project.files.registerAbsolute(`${path}/${declaration.id}`);
        project.files.registerReflectionPath(`${path}/${declaration.id}`, declaration);
        parts[index] = { ...part, target };
      });
    }
  });

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
