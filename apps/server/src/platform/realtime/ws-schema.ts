/**
 * Validates websocket call data with TypeBox, naming the first bad field like the REST side does.
 */
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { AppError } from '../http/app-error.ts';

export type DataValidator = (data: unknown) => void;

/**
 * Call bodies are closed: an object schema that does not say otherwise refuses unknown fields (code 3
 * naming the field), so a client cannot smuggle data a handler might pick up later, or pad frames.
 * A schema that wants open bodies says `additionalProperties: true` explicitly.
 */
export function closeObjects<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map((s: unknown) => closeObjects(s)) as T;
  if (typeof schema !== 'object' || schema === null) return schema;
  const source = schema as Record<string, unknown>;
  const out: Record<string, unknown> = { ...source };
  for (const key of ['properties', 'patternProperties', '$defs']) {
    const map = source[key];
    if (map && typeof map === 'object') out[key] = Object.fromEntries(Object.entries(map).map(([k, v]) => [k, closeObjects(v)]));
  }
  for (const key of ['items', 'anyOf', 'allOf', 'oneOf', 'not', 'prefixItems'])
    if (source[key] !== undefined) out[key] = closeObjects(source[key]);
  if (source.type === 'object' && source.additionalProperties === undefined && !source.allOf) out.additionalProperties = false;
  return out as T;
}

/** Compiles a schema once; the returned function throws AppError 3 with the field named. */
export function compileValidator(schema: TSchema): DataValidator {
  const compiled = Compile(closeObjects(schema));
  return (data) => {
    if (compiled.Check(data)) return;
    const first = compiled.Errors(data)[0] as
      | { instancePath: string; params?: { requiredProperties?: string[]; additionalProperties?: string[] } }
      | undefined;
    const missing = first?.params?.requiredProperties?.[0] ?? first?.params?.additionalProperties?.[0];
    const field = missing ?? (first?.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'data');
    throw AppError.invalid(field);
  };
}
