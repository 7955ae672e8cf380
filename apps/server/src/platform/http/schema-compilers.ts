/**
 * Route schemas compiled once per process instead of once per server. Fastify builds a fresh Ajv and
 * fast-json-stringify compiler for every instance and compiles every route's schemas again, about a
 * third of a server's start. The schemas are module-level objects, the same in every instance, so a
 * process that starts many servers (the test suite about 150, the bench several) gains by keeping each
 * compiled function beside the schema object it came from. These are Fastify's own compilers, with
 * the same options, so a server gets exactly the functions it would have built itself.
 */
import AjvCompiler from '@fastify/ajv-compiler';
import SerializerSelector from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type ValidatorFactory = ReturnType<typeof AjvCompiler>;
type SerializerFactory = ReturnType<typeof SerializerSelector>;

/** `compile(route)` once per schema object: later routes (of any server) with that object reuse it. */
function bySchema<R extends { schema?: unknown }, F>(compile: (route: R) => F): (route: R) => F {
  const compiled = new WeakMap<object, F>();
  return (route) => {
    const schema = route.schema;
    if (typeof schema !== 'object' || schema === null) return compile(route);
    let fn = compiled.get(schema);
    if (fn === undefined) {
      fn = compile(route);
      compiled.set(schema, fn);
    }
    return fn;
  };
}

/** One compiler per distinct (shared schemas, options), as Fastify's own pool keys them. */
function pooled<A extends unknown[], C>(select: (...args: A) => C, wrap: (compiler: C) => C): (...args: A) => C {
  const pool = new Map<string, C>();
  return (...args) => {
    const key = JSON.stringify(args);
    let compiler = pool.get(key);
    if (compiler === undefined) {
      compiler = wrap(select(...args));
      pool.set(key, compiler);
    }
    return compiler;
  };
}

const buildValidator = pooled(
  AjvCompiler() as (...args: Parameters<ValidatorFactory>) => ReturnType<ValidatorFactory>,
  (compile) => bySchema(compile as (route: { schema?: unknown }) => unknown) as ReturnType<ValidatorFactory>,
);
const buildSerializer = pooled(
  SerializerSelector() as (...args: Parameters<SerializerFactory>) => ReturnType<SerializerFactory>,
  (compile) => bySchema(compile),
);

/** Fastify's `schemaController` option for every server of this process. */
export const sharedSchemaController: FastifyServerOptions['schemaController'] = { compilersFactory: { buildValidator, buildSerializer } };
