/**
 * A class whose constructor returns the object it is given: a subclass's private field
 * is then added to that object, not to a new one. The engine's marks on the objects it
 * returns (the views it made, the compact game a state stands for) are such fields: no
 * code outside their class can read or set them, no copy (a spread, `Object.assign`,
 * JSON, `structuredClone`) nor a proxy carries them, and they show in no key list, in
 * JSON nor in an equality test.
 */
export class Returning {
  constructor(target: object) {
    return target;
  }
}
