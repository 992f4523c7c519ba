// The learning curve of `npm run train` (docs/learning-curve.csv, which the trainer
// writes) as an SVG picture: each table's mean score and their mean, by generation.

/** One point of the curve: a generation's scores, a table each, and their mean. */
export interface CurvePoint {
  readonly generation: number;
  readonly tables: readonly number[];
  readonly mean: number;
}

/** The curve's points and table names, read from the trainer's CSV (columns: generation, training best, training elite, a table each, mean). */
export function curveOfCsv(csv: string): { points: CurvePoint[]; names: string[] } {
  const [header, ...rows] = csv.trim().split('\n').map((line) => line.split(','));
  const names = (header ?? []).slice(3, -1);
  const points = rows.map((row) => ({ generation: Number(row[0]), tables: row.slice(3, -1).map(Number), mean: Number(row[row.length - 1]) }));
  return { points, names };
}

const COLOURS = ['#1f77b4', '#2ca02c', '#d62728'];
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** The picture of `points`, the tables named by `names`. */
export function curveSvg(points: readonly CurvePoint[], names: readonly string[]): string {
  const [width, height, left, right, top, bottom] = [640, 360, 56, 170, 28, 44];
  const values = points.flatMap((point) => [...point.tables, point.mean]);
  const low = Math.floor(Math.min(...values) / 5) * 5;
  const high = Math.ceil(Math.max(...values) / 5) * 5;
  const last = Math.max(1, ...points.map((point) => point.generation));
  const x = (generation: number) => left + ((width - left - right) * generation) / last;
  const y = (score: number) => top + ((height - top - bottom) * (high - score)) / Math.max(1, high - low);
  const line = (scores: readonly number[], colour: string, dash = '') =>
    `<polyline fill="none" stroke="${colour}" stroke-width="2"${dash} points="${points.map((point, k) => `${x(point.generation).toFixed(1)},${y(scores[k] as number).toFixed(1)}`).join(' ')}"/>`;
  const parts: string[] = [];
  for (let score = low; score <= high; score += 5) {
    parts.push(`<line x1="${left}" x2="${width - right}" y1="${y(score)}" y2="${y(score)}" stroke="#ddd"/><text x="${left - 6}" y="${y(score) + 4}" text-anchor="end">${score}</text>`);
  }
  for (const point of points) parts.push(`<text x="${x(point.generation)}" y="${height - bottom + 18}" text-anchor="middle">${point.generation}</text>`);
  names.forEach((name, k) => {
    const colour = COLOURS[k % COLOURS.length] as string;
    parts.push(line(points.map((point) => point.tables[k] as number), colour));
    parts.push(`<text x="${width - right + 8}" y="${y(points[points.length - 1]?.tables[k] as number) + 4}" fill="${colour}">${escape(name)}</text>`);
  });
  parts.push(line(points.map((point) => point.mean), '#333', ' stroke-dasharray="5 4"'));
  parts.push(`<text x="${width - right + 8}" y="${y(points[points.length - 1]?.mean as number) + 4}" fill="#333">mean</text>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" font-family="sans-serif" font-size="12" role="img" aria-labelledby="title">
<title id="title">Mean score a player of the greedy bot by generation of the learned rating (generation 0: the hand-set weights), on seeds no generation trained on</title>
<rect width="${width}" height="${height}" fill="#fff"/>
${parts.join('\n')}
<text x="${(left + width - right) / 2}" y="${height - 8}" text-anchor="middle">generation</text>
<text x="14" y="${(top + height - bottom) / 2}" text-anchor="middle" transform="rotate(-90 14 ${(top + height - bottom) / 2})">mean score a player</text>
</svg>
`;
}

/** One learner's curve for the head-to-head picture: its name, and for each point the games it had played and its mean score. */
export interface LearnerCurve {
  readonly learner: string;
  readonly points: readonly { readonly games: number; readonly score: number }[];
}

/** The learners' curves from the head-to-head CSV (columns: learner, games, mean score), in the order they first appear. */
export function learnersOfCsv(csv: string): LearnerCurve[] {
  const rows = csv.trim().split('\n').slice(1).map((line) => line.split(','));
  const names = [...new Set(rows.map((row) => row[0] as string))];
  return names.map((learner) => ({
    learner,
    points: rows.filter((row) => row[0] === learner).map((row) => ({ games: Number(row[1]), score: Number(row[2]) })),
  }));
}

/**
 * The head-to-head picture: each learner's gain over its first point (the hand-set
 * rating, measured on that learner's own seeds) against the games it had played.
 */
export function headToHeadSvg(curves: readonly LearnerCurve[]): string {
  const [width, height, left, right, top, bottom] = [640, 360, 56, 150, 28, 44];
  const gains = curves.map((curve) => curve.points.map((point) => point.score - (curve.points[0]?.score ?? 0)));
  const low = Math.min(0, Math.floor(Math.min(...gains.flat()) / 2) * 2);
  const high = Math.ceil(Math.max(...gains.flat()) / 2) * 2;
  const most = Math.max(...curves.flatMap((curve) => curve.points.map((point) => point.games)));
  const step = most > 40_000 ? 16_000 : 8_000;
  const last = Math.ceil(most / step) * step;
  const x = (games: number) => left + ((width - left - right) * games) / last;
  const y = (gain: number) => top + ((height - top - bottom) * (high - gain)) / Math.max(1, high - low);
  const parts: string[] = [];
  for (let gain = low; gain <= high; gain += 2) {
    parts.push(
      `<line x1="${left}" x2="${width - right}" y1="${y(gain)}" y2="${y(gain)}" stroke="#ddd"/><text x="${left - 6}" y="${y(gain) + 4}" text-anchor="end">${gain > 0 ? '+' : ''}${gain}</text>`,
    );
  }
  for (let games = 0; games <= last; games += step) parts.push(`<text x="${x(games)}" y="${height - bottom + 18}" text-anchor="middle">${games / 1000}k</text>`);
  curves.forEach((curve, k) => {
    const colour = COLOURS[k % COLOURS.length] as string;
    const points = curve.points.map((point, p) => `${x(point.games).toFixed(1)},${y(gains[k]?.[p] as number).toFixed(1)}`).join(' ');
    parts.push(`<polyline fill="none" stroke="${colour}" stroke-width="2" points="${points}"/>`);
    const end = curve.points[curve.points.length - 1];
    if (end !== undefined) parts.push(`<text x="${width - right + 8}" y="${y(gains[k]?.[curve.points.length - 1] as number) + 4}" fill="${colour}">${escape(curve.learner)}</text>`);
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" font-family="sans-serif" font-size="12" role="img" aria-labelledby="title">
<title id="title">Two learners at the same budget of 2-player collector self-play games: the mean score a player gained over the hand-set rating, on seeds neither trained on, against games played</title>
<rect width="${width}" height="${height}" fill="#fff"/>
${parts.join('\n')}
<text x="${(left + width - right) / 2}" y="${height - 8}" text-anchor="middle">self-play games played</text>
<text x="14" y="${(top + height - bottom) / 2}" text-anchor="middle" transform="rotate(-90 14 ${(top + height - bottom) / 2})">points over the hand-set rating</text>
</svg>
`;
}
