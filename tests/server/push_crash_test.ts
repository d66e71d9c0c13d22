/**
 * Kill -9 between commit and send: the server runs as a child process on a KV file with its sender held
 * (`PUSH_SEND_AFTER_COMMIT=0`: it commits a move with its notice and never sends it, as a process killed
 * right after its commit), is killed with SIGKILL, and started again: its start-up sweep delivers the
 * notice to the loopback push service exactly once.
 */
import assert from "node:assert/strict";
import { ApiClient, httpFetch } from "../../tools/api_client.ts";
import { type ServerProcess, startServer } from "../../tools/server_process.ts";
import { pushReceiver } from "../support/push_receiver.ts";
import { seatedGame } from "../support/server.ts";

async function start(kvPath: string, env: Record<string, string>) {
  const server: ServerProcess = await startServer(kvPath, 30_000, env);
  return { ...server, client: new ApiClient(httpFetch(server.base)) };
}

Deno.test("push: a kill -9 between a move's commit and its push still delivers the push once, after the restart", async () => {
  const rx = pushReceiver();
  const dir = await Deno.makeTempDir();
  const kvPath = `${dir}/push.kv`;
  const env = { PUSH_ALLOWED_ORIGINS: rx.origin, PUSH_SWEEP_AFTER_MS: "0" };
  let server = await start(kvPath, { ...env, PUSH_SEND_AFTER_COMMIT: "0" });
  try {
    const g = await seatedGame(server.client, { faction: "empire" });
    const sub = rx.subscribe();
    const put = await server.client.call("PUT", `/api/games/${g.id}/push`, sub, g.tokens[1]);
    assert.equal(put.status, 204);
    const moved = await server.client.act(g.id, g.tokens[0], 0, { type: "endTurn" }, "end1");
    assert.equal(moved.status, 200, moved.text);
    await new Promise((r) => setTimeout(r, 300));
    assert.equal(rx.received.length, 0, "the killed process never sent it");
    server.child.kill("SIGKILL");
    assert.equal((await server.child.status).signal, "SIGKILL");

    server = await start(kvPath, env);
    const [push] = await rx.waitFor(1, 15_000);
    const msg = JSON.parse(push.plaintext as string);
    assert.equal(msg.game, g.id);
    assert.equal(msg.title, "Your turn in Holotable");
    assert.ok(push.vapid.signatureValid);
    await new Promise((r) => setTimeout(r, 1000));
    assert.equal(rx.received.length, 1, "delivered once");
    const after = await server.client.view(g.id, g.tokens[1]);
    assert.equal(after.body.seq, 1, "the move is there");
  } finally {
    try {
      server.child.kill("SIGKILL");
      await server.child.status;
    } catch { /* already gone */ }
    await rx.close();
    await Deno.remove(dir, { recursive: true });
  }
});
