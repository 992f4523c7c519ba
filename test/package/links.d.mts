/** The anchor a markdown heading gets (GitHub's and TypeDoc's rule). */
export function slug(heading: string): string;
/** The anchors of a markdown file's headings. */
export function anchorsOf(markdown: string): Set<string>;
/** Every relative link of `text`: its target, path and anchor. */
export function relativeLinks(text: string): { target: string; path: string; anchor: string | undefined }[];
/** The relative links of `file` (inside `root`) that lead to no path of `files`, or to a heading its markdown target lacks. */
export function deadLinks(root: string, file: string, files: ReadonlySet<string>): string[];
