/** The shape another language must give a catalogue: the same keys, strings and function signatures. */
export type Translation<T> = {
  readonly [K in keyof T]: T[K] extends (...args: infer A) => string ? (...args: A) => string : T[K] extends string ? string : Translation<T[K]>;
};
