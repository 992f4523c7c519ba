/**
 * A class whose constructor returns the object it is given: a subclass's private field
 * is then added to that object, not to a new one. The engine's marks on the objects it
 * returns (the views it made, the compact game a state stands for, the compact form a
 * sheet was written from: {@link objectMark}) are such fields: no code outside their
 * class can read or set them, no copy (a spread, `Object.assign`, JSON,
 * `structuredClone`) nor a proxy carries them, and they show in no key list, in JSON
 * nor in an equality test.
 */
class Returning {
  constructor(target: object) {
    return target;
  }
}

/** A mark the engine leaves on objects it makes, holding a value of `T` (made by {@link objectMark}). */
export interface ObjectMark<T> {
  /** Leaves `value` on `target`, a new object (a second mark of one kind on one object throws). */
  readonly mark: (target: object, value: T) => void;
  /** The value `target` holds, or `undefined` when it holds none (never throws: a proxy, revoked or not, holds none). */
  readonly of: (target: object) => T | undefined;
  /** Puts `value` on `target` in place of what it held; `false` (and nothing done) when `target` was never marked. */
  readonly replace: (target: object, value: T | undefined) => boolean;
}

/**
 * A new kind of mark: a class of its own with one private field, added to each object
 * marked. Costs a few nanoseconds an object, where an entry in a weak table cost about
 * half a microsecond, and keeps nothing between calls: the value goes with its object.
 */
export function objectMark<T>(): ObjectMark<T> {
  class Mark extends Returning {
    #value: T | undefined;

    constructor(target: object, value: T) {
      super(target);
      this.#value = value;
    }

    static of(target: object): T | undefined {
      return #value in target ? target.#value : undefined;
    }

    static replace(target: object, value: T | undefined): boolean {
      if (!(#value in target)) return false;
      target.#value = value;
      return true;
    }
  }
  return {
    mark: (target, value) => {
      new Mark(target, value);
    },
    of: (target) => Mark.of(target),
    replace: (target, value) => Mark.replace(target, value),
  };
}
