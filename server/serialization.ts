// Answers are written by fast-json-stringify from each route's response schema, as fastify does by default; a
// serializer is a pure function of its schema and the shared schemas it refers to, so a process compiles each once
// for all its apps (the tests start hundreds; compiling took most of an app's start).
import { createHash } from 'node:crypto';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type SerializerFactory = ReturnType<typeof SerializerSelector>;
type Serializer = (data: unknown) => string;

const serializers = new Map<string, Serializer>();
const compileSerializers = SerializerSelector();

const digest = (value: unknown) => createHash('sha256').update(JSON.stringify(value) ?? '').digest('base64');

/** fastify's default serializer factory, with every compiled serializer kept by what it was compiled from. */
const buildSerializer: SerializerFactory = (externalSchemas, options) => {
  const compile = compileSerializers(externalSchemas, options);
  const context = digest([externalSchemas, options]);
  return (route) => {
    const key = `${context} ${digest(route.schema)}`;
    let serializer = serializers.get(key);
    if (!serializer) {
      serializer = compile(route) as Serializer;
      serializers.set(key, serializer);
    }
    return serializer;
  };
};

/** The schema controller option of `Fastify(...)` that shares serializers between apps. */
export const sharedSerializers: FastifyServerOptions['schemaController'] = { compilersFactory: { buildSerializer } };
