/**
 * Entry point: opens Deno KV (the platform's on Deno Deploy; a local file, `KV_PATH`, when
 * self-hosted), composes the app and serves it on `PORT`.
 */
import { createApp } from "./routes/app.ts";
import { scheduleSweeps } from "./server/retention.ts";
import { defaultCommitGroup, openKv } from "./server/kv.ts";
import { paceFromEnv } from "./server/pace.ts";
import { parseAllowedOrigins } from "./server/push/endpoints.ts";
import { schedulePushSweeps } from "./server/push/service.ts";

const onDeploy = ["DENO_DEPLOYMENT_ID", "DENO_DEPLOY"].some((name) => Deno.env.get(name));
const kvPath = onDeploy ? undefined : Deno.env.get("KV_PATH") ?? "data/holotable.kv";
const kv = await openKv(kvPath);
const { app, service, push } = createApp(kv, {
  publicUrl: Deno.env.get("PUBLIC_URL") || undefined,
  commitGroup: Number(Deno.env.get("COMMIT_GROUP") ?? defaultCommitGroup(kvPath)),
  botPaceMs: Deno.env.get("BOT_PACE_MS") ? Number(Deno.env.get("BOT_PACE_MS")) : undefined,
  pace: paceFromEnv(Deno.env.get("MOVE_RATE")),
  push: {
    allowedOrigins: parseAllowedOrigins(Deno.env.get("PUSH_ALLOWED_ORIGINS")),
    sendAfterCommit: Deno.env.get("PUSH_SEND_AFTER_COMMIT") !== "0",
    sweepAfterMs: Deno.env.get("PUSH_SWEEP_AFTER_MS")
      ? Number(Deno.env.get("PUSH_SWEEP_AFTER_MS"))
      : undefined,
    vapid: {
      publicKey: Deno.env.get("VAPID_PUBLIC_KEY"),
      privateKey: Deno.env.get("VAPID_PRIVATE_KEY"),
      subject: Deno.env.get("VAPID_SUBJECT") || Deno.env.get("PUBLIC_URL") || undefined,
    },
  },
});
await push.publicKey(); // the VAPID keys: from the environment, or made on the first start and kept in KV

scheduleSweeps(service.store);
schedulePushSweeps(push);

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
