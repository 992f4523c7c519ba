/** A small xorshift, so the benches read no Math.random and both builds draw the same actions. */
export class Stream {
  private word: number;
  constructor(seed: number) {
    this.word = seed >>> 0 || 2463534242;
  }
  below(n: number): number {
    let word = this.word;
    word ^= word << 13;
    word ^= word >>> 17;
    word ^= word << 5;
    this.word = word;
    return (word >>> 0) % n;
  }
}
