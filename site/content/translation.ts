/**
 * The shape an Arabic twin of an English content module must have: every key, every list item,
 * every function, with any text. A missing key fails `npm run typecheck`.
 */
export type Translation<T> = T extends string ? string : T extends (...args: infer A) => infer R ? (...args: A) => Translation<R> : { readonly [K in keyof T]: Translation<T[K]> };
