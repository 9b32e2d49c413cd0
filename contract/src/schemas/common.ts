import { Type, type TLiteral, type TUnion } from 'typebox';

/** Shared TypeBox pieces: every object closed, every string bounded. */
export const closed = { additionalProperties: false } as const;

/** PostgreSQL text cannot hold NUL: such strings are refused by the schema (400), not by the database (500). */
export const NO_NUL = '^[^\\u0000]*$';

export const Str = (maxLength: number, extra: Record<string, unknown> = {}) => Type.String({ maxLength, pattern: NO_NUL, ...extra });

/** A union of string literals whose derived type stays exact (a plain `.map(Type.Literal)` loses the literals). */
export function literals<const T extends readonly string[]>(values: T): TUnion<{ -readonly [K in keyof T]: TLiteral<T[K]> }> {
  return Type.Union(values.map((v) => Type.Literal(v))) as never;
}
