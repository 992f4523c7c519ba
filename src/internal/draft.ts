/** A type with its `readonly` marks lifted: for a fresh copy being filled in before it is returned. */
export type Draft<T> = { -readonly [K in keyof T]: T[K] };
