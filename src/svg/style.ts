// The default look, embedded in every drawing. Every rule sits inside :where(), which
// weighs nothing in the cascade, so any rule of the page (`.wt-number { fill: red }`)
// overrides it; the colours and fonts are custom properties on the root, which a page
// sets on `.wt-sheet` or on one drawing's id.

/**
 * The stylesheet every drawing embeds (in a `<style>` element): the colours and fonts
 * as custom properties on the root (`--wt-ink`, `--wt-pen`, `--wt-paper`,
 * `--wt-lit`, `--wt-preview`, `--wt-font`, `--wt-hand`…), then one rule a part. Every
 * selector is wrapped in `:where()`, so a page's own CSS overrides any of it.
 *
 * @example
 * ```ts
 * import { SVG_STYLE } from 'welcome-to-engine/svg';
 * SVG_STYLE.includes('--wt-pen'); // true: the colour of what the player writes
 * ```
 *
 * @group Drawing
 */
export const SVG_STYLE = [
  ':where(.wt-sheet,.wt-offer){--wt-paper:#fbf8ef;--wt-ink:#34495e;--wt-faint:#a9b4bf;--wt-pen:#1d4ed8;--wt-roof:#ecdcc4;--wt-pool:#2f8fd0;--wt-water:#d5ebfa;' +
  "--wt-park:#3c9a4f;--wt-leaf:#ddf0da;--wt-penalty:#c0392b;--wt-used:#f7d34a;--wt-lit:#ff8a00;--wt-preview:#d6338f;--wt-font:'Trebuchet MS','Segoe UI',system-ui,sans-serif;" +
  "--wt-hand:'Segoe Print','Bradley Hand','Comic Sans MS','Comic Neue',cursive;font-family:var(--wt-font);max-width:100%;height:auto}",
  ':where(.wt-sheet text,.wt-offer text){fill:var(--wt-ink)}',
  ':where(.wt-paper){fill:var(--wt-paper)}',
  ':where(.wt-roof,.wt-estate-head,.wt-mini-house){fill:var(--wt-roof);stroke:var(--wt-ink);stroke-width:1.5;stroke-linejoin:round}',
  ':where(.wt-body,.wt-cell,.wt-card,.wt-truck-body){fill:#fff;stroke:var(--wt-ink);stroke-width:1.5}',
  ':where(.wt-used){fill:var(--wt-used);stroke:var(--wt-ink);stroke-width:1.5;stroke-linejoin:round}',
  ':where(.wt-used[data-used=house]){fill-opacity:.55;stroke-dasharray:4 3}',
  ':where(.wt-pool){fill:var(--wt-water);stroke:var(--wt-pool);stroke-width:1.2}',
  ':where(.wt-wave){fill:none;stroke:var(--wt-pool);stroke-width:1.2}',
  ':where(.wt-built-water){fill:var(--wt-pool)}',
  ':where(.wt-number,.wt-bis,.wt-written){fill:var(--wt-pen);font-family:var(--wt-hand)}',
  ':where(.wt-number){font-weight:700}',
  ':where(.wt-roundabout){fill:none;stroke:var(--wt-pen);stroke-width:2.5;stroke-linecap:round}',
  ':where(.wt-fence){stroke:var(--wt-pen);stroke-width:4;stroke-linecap:round}',
  ':where(.wt-fence.wt-end){stroke:var(--wt-ink)}',
  ':where(.wt-guide){stroke:var(--wt-faint);stroke-width:1.5;stroke-dasharray:2 4}',
  ':where(.wt-tree){fill:var(--wt-leaf);stroke:var(--wt-park)}',
  ':where([data-track=pool] .wt-cell){fill:var(--wt-water);stroke:var(--wt-pool)}',
  ':where([data-track=bis] .wt-cell,[data-track=refusal] .wt-cell,[data-track=roundabout] .wt-cell){stroke:var(--wt-penalty)}',
  ':where(.wt-start.wt-passed){fill:var(--wt-faint)}',
  ':where(.wt-cross,.wt-strike,.wt-ring,.wt-current){fill:none;stroke:var(--wt-pen);stroke-width:2.5;stroke-linecap:round}',
  ':where(.wt-cross){stroke-width:2}',
  ':where(.wt-hit){fill:transparent;stroke:none}',
  ':where(.wt-lit>.wt-hit){fill:var(--wt-lit);fill-opacity:.22;stroke:var(--wt-lit);stroke-width:3}',
  ':where(.wt-dim){opacity:.3}',
  // Dimmed, the printed words and marks outside the targets fade with the targets not lit.
  ':where(.wt-dimmed :is(.wt-heading,.wt-label,.wt-note,.wt-start,.wt-current,.wt-sign,.wt-scores,.wt-season,.wt-light,.wt-road,.wt-truck):not(.wt-target *)){opacity:.3}',
  ':where(.wt-preview){--wt-pen:var(--wt-preview);--wt-used:var(--wt-preview);--wt-pool:var(--wt-preview)}',
  ':where(.wt-note){fill:var(--wt-ink);opacity:.85}',
  ':where(.wt-badge){fill:var(--wt-ink)}',
  ':where(.wt-badge-label){fill:#fff}',
  ':where(.wt-total .wt-cell){stroke-width:3}',
  ':where(.wt-road){fill:#dfe3e8}',
  ':where(.wt-wafer){fill:#e2b36b;stroke:var(--wt-ink)}',
  ':where(.wt-scoop){fill:#f7b6cb;stroke:var(--wt-ink)}',
  ':where(.wt-truck-cab){fill:var(--wt-pool);stroke:var(--wt-ink)}',
  ':where(.wt-wheel){fill:var(--wt-ink)}',
  ':where(.wt-truck.wt-unset){opacity:.5}',
  ':where(.wt-wire){fill:none;stroke:#2d6a4f;stroke-width:1.5}',
  ':where(.wt-bulb){fill:#f4c430;stroke:#a0760a}',
  ':where(.wt-longest .wt-bulb){fill:#e63946;stroke:#8d1c25}',
  ':where(.wt-longest .wt-wire){stroke-width:2.5}',
  ':where(.wt-egg){fill:#fff;stroke:var(--wt-ink);stroke-width:1.2}',
  ':where(.wt-egg.wt-collected){fill:var(--wt-pen);fill-opacity:.45;stroke:var(--wt-pen);stroke-width:2}',
  ':where(.wt-pair .wt-card){stroke-width:2}',
  ':where(.wt-back){fill:var(--wt-ink);opacity:.85}',
  ':where(.wt-back-label){fill:#fff}',
  ':where(.wt-effect){--wt-effect:var(--wt-ink)}',
  ':where([data-effect=fence]){--wt-effect:#8d5a2b}',
  ':where([data-effect=improvement]){--wt-effect:#7b4fb3}',
  ':where([data-effect=park]){--wt-effect:var(--wt-park)}',
  ':where([data-effect=pool]){--wt-effect:var(--wt-pool)}',
  ':where([data-effect=temp]){--wt-effect:#e07b14}',
  ':where([data-effect=bis]){--wt-effect:var(--wt-penalty)}',
  ':where(.wt-icon){fill:none;stroke:var(--wt-effect);stroke-width:3;stroke-linecap:round;stroke-linejoin:round}',
  ':where(.wt-icon-fill){fill:var(--wt-effect);stroke:none}',
  ':where(.wt-effect-name){fill:var(--wt-effect)}',
].join('');
