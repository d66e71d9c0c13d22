/** `GET /api/openapi.json`: the API description. */
import { Hono } from "hono";
import { openApiDocument } from "../server/openapi.ts";

/** The sub-app serving the OpenAPI document. */
export function openApiRoutes(): Hono {
  const app = new Hono();
  const doc = openApiDocument();
  app.get("/openapi.json", (c) => c.json(doc));
  return app;
}
