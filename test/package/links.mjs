// Links in what the package ships: markdown links `[text](target)` with a relative
// target, and where they lead. Shared by test/package/pack.mjs (the packed files) and
// the unit tests (the README and guides in the repository).
import { readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

/** The anchor a markdown heading gets (GitHub's and TypeDoc's rule): lower case, punctuation dropped, spaces to hyphens. */
export function slug(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors of a markdown file's headings. */
export function anchorsOf(markdown) {
  return new Set([...markdown.matchAll(/^#{1,6} +(.+?) *#*$/gm)].map((match) => slug(match[1])));
}

/** Every relative link of `text` (no scheme, not a bare `#anchor`): its target path and anchor. */
export function relativeLinks(text) {
  return [...text.matchAll(/\]\(([^()\s]+)\)/g)]
    .map((match) => match[1])
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('#'))
    .map((target) => {
      const [path, anchor] = target.split('#');
      return { target, path, anchor };
    });
}

/**
 * The relative links of the file `file` (a path inside `root`) that lead nowhere in
 * `files` (the paths that exist, relative to `root`), or to an anchor its markdown
 * target lacks.
 */
export function deadLinks(root, file, files) {
  const dead = [];
  for (const link of relativeLinks(readFileSync(join(root, file), 'utf8'))) {
    const path = normalize(join(dirname(file), link.path)).split('\\').join('/');
    if (!files.has(path)) dead.push(`${file}: ${link.target} (no ${path})`);
    else if (link.anchor !== undefined && path.endsWith('.md') && !anchorsOf(readFileSync(join(root, path), 'utf8')).has(link.anchor))
      dead.push(`${file}: ${link.target} (no heading #${link.anchor} in ${path})`);
  }
  return dead;
}
