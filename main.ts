/** Entry point: serves Holotable (placeholder page until the server lands). */
const port = Number(Deno.env.get("PORT") ?? 8000);

Deno.serve(
  { port, hostname: Deno.env.get("HOST") ?? "0.0.0.0" },
  () =>
    new Response(
      "<!doctype html><title>Holotable</title><h1>Holotable</h1><p>The table is being built.</p>",
      {
        headers: { "content-type": "text/html; charset=utf-8" },
      },
    ),
);
