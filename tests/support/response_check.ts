/**
 * Checks real responses against the OpenAPI document: the route and status must be documented, and a
 * JSON body must pass the valibot schema its response refers to (`server/openapi_schemas.ts`).
 */
import * as v from "valibot";
import { RESPONSE_SCHEMAS } from "../../server/openapi_schemas.ts";
import type { Fetch } from "../../tools/api_client.ts";

type Doc = { paths: Record<string, Record<string, { responses: Record<string, Resp> }>> };
type Resp = { content?: Record<string, { schema: { $ref?: string } }> };

/** A checker of responses by the document: `check` answers what is wrong (null: nothing), `seen` the routes met. */
export function responseChecker(doc: Doc) {
  const routes = Object.keys(doc.paths).map((path) => ({
    path,
    re: new RegExp(`^${path.replace(/\{\w+\}/g, "[^/]+")}$`),
  }));
  const seen = new Set<string>();
  const failures: string[] = [];
  const check = (method: string, url: string, status: number, type: string, body: unknown): string | null => {
    const pathname = new URL(url, "http://localhost").pathname;
    const route = routes.find((r) => r.re.test(pathname));
    const op = route && doc.paths[route.path][method.toLowerCase()];
    const name = `${method} ${route?.path ?? pathname}`;
    if (!op) return `${name}: no such route in the document`;
    seen.add(`${name} ${status}`);
    const resp = op.responses[String(status)];
    if (!resp) return `${name} ${status}: status not documented`;
    const documented = resp.content?.["application/json"]?.schema;
    const isJson = /^application\/json/.test(type);
    if (!isJson) {
      return documented ? `${name} ${status}: documented as JSON, sent ${type || "no body"}` : null;
    }
    const ref = documented?.$ref?.split("/").pop();
    const schema = ref ? RESPONSE_SCHEMAS[ref] : undefined;
    if (!schema) return `${name} ${status}: a JSON body without a schema in the document`;
    const r = v.safeParse(schema, body);
    if (r.success) return null;
    const issue = r.issues[0];
    return `${name} ${status} (${ref}): ${v.getDotPath(issue) ?? "(body)"}: ${issue.message}`;
  };
  /** A fetch over `inner` that checks each response and keeps what failed in `failures`. */
  const wrap = (inner: Fetch): Fetch => async (path, init) => {
    const res = await inner(path, init);
    const type = res.headers.get("content-type") ?? "";
    const text = await res.clone().text();
    let body: unknown = text;
    if (/^application\/json/.test(type)) {
      try {
        body = JSON.parse(text);
      } catch {
        failures.push(`${init?.method ?? "GET"} ${path} ${res.status}: body is not JSON`);
        return res;
      }
    }
    const wrong = check(init?.method ?? "GET", path, res.status, type, body);
    if (wrong) failures.push(wrong);
    return res;
  };
  return { check, wrap, seen, failures };
}
