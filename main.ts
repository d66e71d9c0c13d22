/**
 * Entry point: opens Deno KV (the platform's on Deno Deploy; a local file, `KV_PATH`, when
 * self-hosted), composes the app and serves it on `PORT`.
 */
import { createApp } from "./server/app.ts";
import { scheduleSweeps } from "./server/retention.ts";
import { defaultCommitGroup, openKv } from "./server/kv.ts";
import { paceFromEnv } from "./server/pace.ts";

const onDeploy = ["DENO_DEPLOYMENT_ID", "DENO_DEPLOY"].some((name) => Deno.env.get(name));
const kvPath = onDeploy ? undefined : Deno.env.get("KV_PATH") ?? "data/holotable.kv";
const kv = await openKv(kvPath);
const { app, service } = createApp(kv, {
  publicUrl: Deno.env.get("PUBLIC_URL") || undefined,
  commitGroup: Number(Deno.env.get("COMMIT_GROUP") ?? defaultCommitGroup(kvPath)),
  botPaceMs: Deno.env.get("BOT_PACE_MS") ? Number(Deno.env.get("BOT_PACE_MS")) : undefined,
  pace: paceFromEnv(Deno.env.get("MOVE_RATE")),
});

scheduleSweeps(service.store);

const server = Deno.serve({
  port: Number(Deno.env.get("PORT") ?? 8000),
  hostname: Deno.env.get("HOST") ?? "0.0.0.0",
  onListen: ({ hostname, port }) => console.log(`Holotable listening on http://${hostname}:${port}/`),
}, app.fetch);

if (!onDeploy) {
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    Deno.addSignalListener(signal, async () => {
      await Promise.race([server.shutdown(), new Promise((r) => setTimeout(r, 2000))]);
      kv.close();
      Deno.exit(0);
    });
  }
}
