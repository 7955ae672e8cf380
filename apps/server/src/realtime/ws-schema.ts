/**
 * Validates websocket call data with TypeBox, naming the first bad field like the REST side does.
 */
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { AppError } from '../http/app-error.ts';

export type DataValidator = (data: unknown) => void;

/** Compiles a schema once; the returned function throws AppError 3 with the field named. */
export function compileValidator(schema: TSchema): DataValidator {
  const compiled = Compile(schema);
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
