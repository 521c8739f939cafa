/** A texts object with its string literals widened to string, so another language can fill the same shape. */
export type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
