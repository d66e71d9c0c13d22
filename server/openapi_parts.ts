/** Building blocks of the OpenAPI document (`openapi.ts` and the paths it gathers). */
import { jsonSchemaOf } from "./openapi_schemas.ts";
import type * as v from "valibot";

/** A required JSON request body described by a valibot schema. */
export function body(schema: v.GenericSchema): Record<string, unknown> {
  return { required: true, content: { "application/json": { schema: jsonSchemaOf(schema) } } };
}

/** A JSON response of a shape of `components.schemas` (a `ref`). */
export const json = (schema: { $ref: string }, description: string) => ({
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

/** The refusals of the body guard (`routes/body_guard.ts`), which stands before every route with a body. */
const GUARDED = {
  408: error("`timeout`: the body was not complete within 10 s"),
  413: error("`too-large`: the body is over 8 KiB (refused without reading it further)"),
  415: error("`bad-content-type`: a body not sent as application/json"),
};

/** An OpenAPI operation as far as the guard reads it: its responses. */
type Operation = { responses?: Record<string, unknown> } & Record<string, unknown>;

/** The paths with the body guard's refusals added to every operation that may carry a body. */
export function guarded(
  paths: Record<string, Record<string, Operation>>,
): Record<string, Record<string, Operation>> {
  const out: Record<string, Record<string, Operation>> = {};
  for (const [path, ops] of Object.entries(paths)) {
    out[path] = Object.fromEntries(
      Object.entries(ops).map(([method, op]) =>
        ["post", "put", "patch", "delete"].includes(method)
          ? [method, { ...op, responses: { ...GUARDED, ...op.responses } }]
          : [method, op]
      ),
    );
  }
  return out;
}
