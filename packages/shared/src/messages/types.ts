/**
 * A catalogue in another language: the same keys as the English one, every leaf a text. A namespace written
 * `{ … } satisfies Translation<typeof english>` fails the type-check if it misses a key or adds one.
 */
export type Translation<T> = { readonly [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };
