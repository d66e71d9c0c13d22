/** Building blocks of the OpenAPI document (`openapi.ts`, `openapi_later.ts`). */
import { toJsonSchema } from "@valibot/to-json-schema";
import type * as v from "valibot";

/** A required JSON request body described by a valibot schema. */
export function body(schema: v.GenericSchema): Record<string, unknown> {
  const { $schema: _, ...json } = toJsonSchema(schema) as Record<string, unknown>;
  return { required: true, content: { "application/json": { schema: json } } };
}

/** A JSON response. */
export const json = (schema: Record<string, unknown>, description: string) => ({
  description,
  content: { "application/json": { schema } },
});
/** A reference to a component schema. */
export const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
/** An error response. */
export const error = (description: string) => json(ref("Error"), description);
/** The game id path parameter. */
export const idParam = {
  name: "id",
  in: "path",
  required: true,
  schema: { type: "string", pattern: "^[2-9a-km-np-z]{12}$" },
};
/** Security of a route for seated callers. */
export const seat = [{ bearer: [] }, { seatCookie: [] }];
