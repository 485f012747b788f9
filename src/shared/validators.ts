// The rules both the forms and the server check, so that each message is written once; the schemas of
// the password, team and IP address forms are in files of their own, so a page loads only its own.
// A validator takes untrusted input and answers the fields that fail, with the messages the forms show.
// Forms only ever hold text; a value of another kind can only come from an API caller.

import type { CommonPasswords } from './common-passwords.js';

export type FieldErrors = Partial<Record<string, string>>;
type Values = Record<string, unknown>;
/** What a check may also consult, once the side running it has it. */
export interface Known {
  /** The most common passwords: the server always has them, a form once it has fetched them. */
  commonPasswords?: CommonPasswords | undefined;
}
/**
 * A field's rule: the message of the first failure, or undefined. A rule that lets only some values
 * through (oneOf) says which in T, so the checked body's field has that type.
 */
export type Rule<T extends string = string> = ((value: unknown, all: Values, known?: Known) => string | undefined) & { readonly narrows?: (value: T) => void };
/** A form's or a body's fields and the rules of each. */
export type Schema = Record<string, readonly Rule<any>[]>;

export const text = (value: unknown): string => (typeof value === 'string' ? value : '');

// Deliberately simple: one @, no spaces, a dotted domain, at most 254 characters (no mail system
// takes a longer address). Real verification is the mailed link.
const EMAIL = /^(?=.{0,254}$)[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const required = (message: string): Rule => (value) => (text(value).trim() === '' ? message : undefined);
export const email = (message: string): Rule => (value) =>
  text(value).trim() !== '' && !EMAIL.test(text(value).trim()) ? message : undefined;
export const minLength = (n: number, message: string): Rule => (value) =>
  text(value) !== '' && text(value).length < n ? message : undefined;
export const matches = (pattern: RegExp, message: string): Rule => (value) =>
  text(value) !== '' && !pattern.test(text(value)) ? message : undefined;
export const maxLength = (n: number, message: string): Rule => (value) => (text(value).length > n ? message : undefined);
export const oneOf = <T extends string>(values: readonly T[], message: string): Rule<T> => (value) =>
  values.includes(value as T) ? undefined : message;

/** What an optional field holding something other than text is told (null counts as absent). */
export const NOT_TEXT = 'Must be a string';

const isNonText = (value: unknown): boolean => value !== undefined && value !== null && typeof value !== 'string';

/**
 * Runs each field's rules in order and keeps the first failure per field. Every field is text: a
 * value of another kind counts as missing, so a required field says it is required and an
 * optional one, rather than being dropped, is told NOT_TEXT. A rule that needs what is not known
 * yet (the common passwords, in a form before they arrive) passes.
 */
export function check(schema: Schema, values: Values, known: Known = {}): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, rules] of Object.entries(schema)) {
    const wrongKind = isNonText(values[field]);
    for (const rule of rules) {
      const message = rule(wrongKind ? undefined : values[field], values, known);
      if (message) {
        errors[field] = message;
        break;
      }
    }
    if (wrongKind) errors[field] ??= NOT_TEXT;
  }
  return errors;
}

export const hasErrors = (errors: FieldErrors): boolean => Object.keys(errors).length > 0;

type Intersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;
type Allowed<R> = R extends Rule<infer T> ? [T] : never;
/** What a field holds once its rules pass: text, or only the values a oneOf rule lets through. */
type FieldValue<Rules extends readonly Rule<any>[]> = [Rules[number]] extends [never] ? string : Intersection<Allowed<Rules[number]>> extends [infer T] ? T : string;
/** A schema's values once they pass its rules; an optional field left out is ''. */
export type Fields<S extends Schema> = { -readonly [K in keyof S]: FieldValue<S[K]> };

/** A request body's checked values, or the fields that fail (and a message for the whole, if not the usual one). */
export type Checked<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors; message?: string };

/** How the server reads a JSON body: what it answers is the handler's typed input. */
export interface BodySchema<T> {
  read(body: Record<string, unknown>, known: Known): Checked<T>;
}
/** The input a body schema answers. */
export type BodyOf<B> = B extends BodySchema<infer T> ? T : never;

/** The body schema of a form's schema: its fields as text, and nothing else of the body. */
export function fields<S extends Schema>(schema: S): BodySchema<Fields<S>> {
  return {
    read(body, known) {
      const errors = check(schema, body, known);
      if (hasErrors(errors)) return { ok: false, errors };
      const value: Record<string, string> = {};
      for (const field of Object.keys(schema)) value[field] = text(body[field]);
      return { ok: true, value: value as Fields<S> };
    },
  };
}

export const loginSchema = {
  email: [required('Email is required'), email('Invalid email')],
  password: [required('Password is required'), minLength(6, 'Too Short!'), maxLength(200, 'Too Long!')],
};

export const normaliseEmail = (value: unknown): string => text(value).trim().toLowerCase();
