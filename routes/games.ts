/** The games API: create, join, view (JSON and SSE), move, undo, log, chat, rematch, seat transfer. Parsing and status codes only. */
import { Hono, type MiddlewareHandler } from "hono";
import type {
  ChatMessage,
  ChatPage,
  Created,
  GameRecord,
  GameSummary,
  Rematched,
  TransferLink,
} from "../api/contract.ts";
import {
  ChatQuerySchema,
  ChatSchema,
  ClaimSchema,
  CreateGameSchema,
  EventsQuerySchema,
  JoinSchema,
  LogQuerySchema,
  MoveSchema,
  UndoSchema,
} from "../api/schemas.ts";
import type { WriteTiming } from "../server/game_loop.ts";
import { sseResponse } from "../server/sse_wire.ts";
import { streamTable, type TableStreamRequest, type TableStreams } from "../server/table_stream.ts";
import { isGameId } from "../server/tokens.ts";
import { failure, httpFailure } from "./errors.ts";
import { checked, credentials, readBody, setSeatCookie } from "./http.ts";
import { gameLink, type SiteEnv, transferLink } from "./site.ts";

/** The first 16 hex digits of the SHA-256 of a text. */
async function digest(text: string): Promise<string> {
  const hash = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  return Array.from(hash.subarray(0, 8), (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * A move's Server-Timing header: engine (the move planned: the seat check, the engine's apply and undo
 * judgement), commit (the store's wait and write within it), group size, and the handler's whole time
 * (from the request's route to its response, body read included).
 */
function serverTiming(t: WriteTiming, totalMs: number): string {
  const ms = (x: number) => x.toFixed(3);
  return `engine;dur=${ms(t.planMs)}, commit;dur=${ms(t.commitMs)}, wait;dur=${ms(t.waitMs)}, ` +
    `write;dur=${ms(t.writeMs)}, group;desc="${t.group}", total;dur=${ms(totalMs)}`;
}

/**
 * The `/api/games` sub-app. Everything that can fail (the body, the site's origin for links and
 * cookies) is settled before the service writes; after the write only the response is built.
 */
export function gamesRoutes(streams: TableStreams): Hono<SiteEnv> {
  const { service } = streams;
  const app = new Hono<SiteEnv>();
  const knownShape: MiddlewareHandler = async (c, next) => {
    if (!isGameId(c.req.param("id") ?? "")) return failure(c, httpFailure("not-found", "no such game"));
    await next();
  };
  app.use("/:id", knownShape);
  app.use("/:id/*", knownShape);

  app.post("/", async (c) => {
    const body = await readBody(c, CreateGameSchema, true);
    if (!body.ok) return failure(c, body);
    const r = await service.create(body.value);
    if (!r.ok) return failure(c, r);
    const { head, seat, token, invite, seatInvites } = r.value;
    setSeatCookie(c, head.id, token);
    const site = c.get("site");
    const created: Created = {
      id: head.id,
      seat,
      token,
      url: gameLink(site, head.id),
      inviteUrl: invite === null ? null : gameLink(site, head.id, invite),
      bots: head.bots.map((b) => ({ seat: b.seat, level: b.level })),
      seatInviteUrls: seatInvites.map((i) => ({ seat: i.seat, url: gameLink(site, head.id, i.secret) })),
    };
    return c.json(created, 201);
  });

  app.post("/:id/join", async (c) => {
    const body = await readBody(c, JoinSchema);
    if (!body.ok) return failure(c, body);
    const id = c.req.param("id");
    const r = await service.join(id, body.value.invite, body.value.seat);
    if (!r.ok) return failure(c, r);
    setSeatCookie(c, id, r.value.token);
    return c.json(r.value);
  });

  app.get("/:id", async (c) => {
    const r = await service.view(c.req.param("id"), credentials(c));
    if (!r.ok) return failure(c, r);
    // The ETag is the envelope's own (its seq and a hash of its text): a write that changes nothing this
    // caller sees (another seat's transfer) is not told, nor the store's versionstamps.
    const text = JSON.stringify(r.value.env);
    const etag = `"${r.value.env.seq}-${await digest(text)}"`;
    c.header("ETag", etag);
    c.header("Cache-Control", "private, no-cache");
    c.header("Vary", "Authorization, Cookie");
    if (c.req.header("if-none-match")?.split(/\s*,\s*/).includes(etag)) return c.body(null, 304);
    return c.body(text, 200, { "content-type": "application/json" });
  });

  app.get("/:id/events", async (c) => {
    const q = checked(EventsQuerySchema, { delta: c.req.query("delta") });
    if (!q.ok) return failure(c, q);
    const r = await service.listener(c.req.param("id"), credentials(c));
    if (!r.ok) return failure(c, r);
    const chatAfter = checked(ChatQuerySchema, { after: c.req.query("chatAfter") });
    const req: TableStreamRequest = {
      head: r.value.head,
      seat: r.value.caller.seat,
      token: r.value.caller.token,
      lastEventId: c.req.header("last-event-id") ?? c.req.query("lastEventId"),
      deltas: q.value.delta === "1",
      chatAfter: chatAfter.ok ? chatAfter.value.after : undefined,
      presence: c.req.query("presence") !== undefined,
    };
    return sseResponse((sink) => streamTable(sink, streams, req));
  });

  app.post("/:id/actions", async (c) => {
    const t0 = performance.now();
    const body = await readBody(c, MoveSchema);
    if (!body.ok) return failure(c, body);
    const r = await service.move(c.req.param("id"), credentials(c), body.value);
    if (!r.ok) return failure(c, r);
    if (r.value.timing) c.header("Server-Timing", serverTiming(r.value.timing, performance.now() - t0));
    return c.body(r.value.json, 200, { "content-type": "application/json" });
  });

  app.post("/:id/undo", async (c) => {
    const body = await readBody(c, UndoSchema);
    if (!body.ok) return failure(c, body);
    const r = await service.undo(c.req.param("id"), credentials(c), body.value);
    if (!r.ok) return failure(c, r);
    return c.body(r.value.json, 200, { "content-type": "application/json" });
  });

  app.get("/:id/log", async (c) => {
    const q = checked(LogQuerySchema, c.req.query());
    if (!q.ok) return failure(c, q);
    const { after, limit, lang } = q.value;
    const r = await service.log(c.req.param("id"), credentials(c), after, limit, lang);
    if (!r.ok) return failure(c, r);
    return c.json(r.value);
  });

  app.get("/:id/summary", async (c) => {
    const r = await service.summary(c.req.param("id"));
    if (!r.ok) return failure(c, r);
    c.header("Cache-Control", "private, max-age=3600");
    return c.json(r.value satisfies GameSummary);
  });

  app.get("/:id/record", async (c) => {
    const r = await service.record(c.req.param("id"));
    if (!r.ok) return failure(c, r);
    c.header("Cache-Control", "private, max-age=3600");
    c.header("Content-Disposition", `inline; filename="holotable-${c.req.param("id")}.json"`);
    return c.json(r.value satisfies GameRecord);
  });

  app.post("/:id/chat", async (c) => {
    const body = await readBody(c, ChatSchema);
    if (!body.ok) return failure(c, body);
    const r = await service.chat(c.req.param("id"), credentials(c), body.value);
    if (!r.ok) return failure(c, r);
    return c.json(r.value satisfies ChatMessage, 201);
  });

  app.get("/:id/chat", async (c) => {
    const q = checked(ChatQuerySchema, c.req.query());
    if (!q.ok) return failure(c, q);
    const r = await service.chatPage(c.req.param("id"), credentials(c), q.value.after);
    if (!r.ok) return failure(c, r);
    c.header("Cache-Control", "private, no-store");
    return c.json(r.value satisfies ChatPage);
  });

  app.post("/:id/transfer", async (c) => {
    const r = await service.transfer(c.req.param("id"), credentials(c));
    if (!r.ok) return failure(c, r);
    const { secret, seat, until } = r.value;
    const url = transferLink(c.get("site"), c.req.param("id"), secret);
    return c.json({ url, transfer: secret, seat, expiresAt: until } satisfies TransferLink, 201);
  });

  app.post("/:id/claim", async (c) => {
    const body = await readBody(c, ClaimSchema);
    if (!body.ok) return failure(c, body);
    const id = c.req.param("id");
    const r = await service.claim(id, body.value.transfer);
    if (!r.ok) return failure(c, r);
    setSeatCookie(c, id, r.value.token);
    return c.json(r.value);
  });

  app.post("/:id/rematch", async (c) => {
    const r = await service.rematch(c.req.param("id"), credentials(c));
    if (!r.ok) return failure(c, r);
    const { id, seat, token, created } = r.value;
    setSeatCookie(c, id, token);
    return c.json({ id, seat, url: gameLink(c.get("site"), id) } satisfies Rematched, created ? 201 : 200);
  });

  return app;
}
