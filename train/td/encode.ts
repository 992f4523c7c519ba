// How the shipped pattern weights are written (src/bots/rating/patterns/tables.ts reads them).
import { ZEROS } from '../../src/bots/rating/patterns/file.js';

/** The weights' resolution: 1/256 of a point, which leaves the largest learned weight (some 70 points) within 16 bits. */
export const SCALE = 256;

/** Little-endian 16-bit words of the weights times SCALE, runs of zeros packed as ZEROS and a count. */
export function encode(weights: ArrayLike<number>, scale = SCALE): string {
  const words: number[] = [];
  for (let i = 0; i < weights.length;) {
    const q = Math.round((weights[i] as number) * scale);
    if (q === 0) {
      let run = 0;
      while (i < weights.length && Math.round((weights[i] as number) * scale) === 0 && run < 0xffff) (i++, run++);
      words.push(ZEROS, run);
      continue;
    }
    if (q <= ZEROS || q > 32767) throw new Error(`a weight of ${weights[i]} does not fit 16 bits at 1/${scale}`);
    words.push(q);
    i++;
  }
  const bytes = Buffer.alloc(words.length * 2);
  words.forEach((word, k) => bytes.writeUInt16LE(word & 0xffff, 2 * k));
  return bytes.toString('base64');
}
