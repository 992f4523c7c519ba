/**
 * What was last worked out about a few objects, looked up by the object itself: a
 * small ring that forgets the oldest entry, for facts that a hot path would otherwise
 * work out again on the same immutable object (a sheet's ranges, say). A ring rather
 * than a `WeakMap`: a `WeakMap` of choice outcomes cost the engine 85 % more
 * instructions (docs/performance.md), and a ring keeps nothing alive for long.
 */
export class IdentityRing<K extends object, V> {
  private readonly keys: (K | undefined)[];
  private readonly values: (V | undefined)[];
  private next = 0;

  constructor(readonly size: number) {
    this.keys = new Array<K | undefined>(size).fill(undefined);
    this.values = new Array<V | undefined>(size).fill(undefined);
  }

  /** The value stored for `key` (the same object), if it is still in the ring. */
  get(key: K): V | undefined {
    for (let i = 0; i < this.size; i++) if (this.keys[i] === key) return this.values[i];
    return undefined;
  }

  /** Stores `value` for `key`, in place of the oldest entry. */
  set(key: K, value: V): void {
    this.keys[this.next] = key;
    this.values[this.next] = value;
    this.next = (this.next + 1) % this.size;
  }
}
