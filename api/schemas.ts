/** Shapes of request bodies and queries (valibot); the OpenAPI document is generated from them. */
import * as v from "valibot";
import { CURSOR_PATTERN, parseCursor } from "./chat_cursor.ts";
import { STANDING_CHOICES } from "../engine/bots/standing.ts";
import { CLOCK_CHOICES } from "./clocks.ts";

/** Largest request body the API reads, in bytes. */
export const MAX_BODY = 8 * 1024;

const CardId = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1023));
const CardList = v.pipe(v.array(CardId), v.minLength(1), v.maxLength(40));
const Target = v.union([v.literal("base"), CardId]);
const cardAction = <T extends string>(type: T) => v.strictObject({ type: v.literal(type), card: CardId });

/** An engine action (engine/state/types.ts `Action`); the engine decides whether it is legal. */
export const ActionSchema = v.variant("type", [
  cardAction("play"),
  v.strictObject({ type: v.literal("playAll") }),
  cardAction("ability"),
  cardAction("purchase"),
  cardAction("payOff"),
  v.strictObject({ type: v.literal("commit"), cards: CardList, target: Target }),
  v.strictObject({ type: v.literal("resolve"), target: Target }),
  v.strictObject({ type: v.literal("endTurn") }),
  v.strictObject({
    type: v.literal("answer"),
    decision: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1e9)),
    option: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(63))),
    pick: v.optional(CardId),
    picks: v.optional(v.pipe(v.array(CardId), v.maxLength(40))),
    pass: v.optional(v.literal(true)),
    amount: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(99))),
  }),
]);

/** Who plays a seat of a 2v2 game besides the creator: a friend through an invite, or the computer at a level. */
const Player = v.optional(v.picklist(["human", "easy", "normal", "hard"]), "human");

/** POST /api/games */
export const CreateGameSchema = v.object({
  /** "1v1" (default) or "2v2", the team mode of four seats. */
  format: v.optional(v.picklist(["1v1", "2v2"]), "1v1"),
  faction: v.optional(v.picklist(["empire", "rebel", "random"]), "random"),
  /** The base mode; by default beginner in 1v1 and Full Galaxy in 2v2 (the 2v2 document recommends it). */
  mode: v.optional(v.picklist(["beginner", "fullGalaxy", "secretBases"])),
  basesToWin: v.optional(v.pipe(v.number(), v.integer(), v.minValue(2), v.maxValue(5)), 3),
  payOffNeutral: v.optional(v.boolean(), false),
  /** 1v1: who takes the other seat, a friend through the invite or the computer. */
  opponent: v.optional(v.picklist(["human", "bot"]), "human"),
  /** 1v1: the computer's level when `opponent` is "bot". */
  botLevel: v.optional(v.picklist(["easy", "normal", "hard"]), "normal"),
  /** 1v1 with a friend: "my friend is new": their table opens with an introduction and the coach on, theirs only. */
  newcomer: v.optional(v.boolean()),
  /** 2v2: who plays your teammate, your opponent (in your region) and your teammate's opponent. */
  players: v.optional(v.strictObject({ teammate: Player, opponent: Player, teammateOpponent: Player }), {}),
  /** The turn clock (`api/clocks.ts`): none (default), live or correspondence. */
  clock: v.optional(v.picklist(CLOCK_CHOICES), "none"),
});

/** POST /api/games/:id/join */
export const JoinSchema = v.object({
  invite: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43}$/)),
  /** 2v2: the free seat chosen with the table's invitation. */
  seat: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(3))),
});

/** POST /api/games/:id/actions */
export const MoveSchema = v.strictObject({
  seq: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1e9)),
  action: ActionSchema,
  actionId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_.:-]{1,64}$/)),
});

/** POST /api/games/:id/claim: the secret of a transfer link. */
export const ClaimSchema = v.object({
  transfer: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43}$/)),
});

/** POST /api/games/:id/claim-win: an empty JSON object (a cross-site form cannot send it). */
export const ClaimWinSchema = v.strictObject({});

/** POST /api/my-games/:id/forget: an empty JSON object (a cross-site form cannot send it). */
export const ForgetSchema = v.strictObject({});

/**
 * PUT /api/games/:id/standing: the caller's standing answers to the decisions the other side's cards force
 * on it during their turn (engine/bots/standing.ts); a question left out is "ask".
 */
export const StandingSchema = v.strictObject({
  opponentChoice: v.optional(v.picklist(STANDING_CHOICES.opponentChoice)),
  discard: v.optional(v.picklist(STANDING_CHOICES.discard)),
});

/** POST /api/games/:id/undo: the seq of the move to take back (the envelope's `undo.seq`). */
export const UndoSchema = v.strictObject({
  seq: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1e9)),
});

/** Longest chat message, in characters (code points). */
export const CHAT_MAX_CHARS = 280;
/** The quick phrases of the chat (`api/contract.ts` QuickPhrase). */
export const QUICK_PHRASES = ["gg", "yourTurn", "wait", "thanks", "wellPlayed"] as const;

/** POST /api/games/:id/chat: a text or a quick phrase, not both. */
export const ChatSchema = v.union([
  v.strictObject({
    channel: v.picklist(["table", "team"]),
    text: v.pipe(v.string(), v.minLength(1), v.maxLength(4 * CHAT_MAX_CHARS)),
  }),
  v.strictObject({ channel: v.picklist(["table", "team"]), phrase: v.picklist(QUICK_PHRASES) }),
]);

/** GET /api/games/:id/chat: `after` is a chat cursor, `<table>.<team>` (api/chat_cursor.ts). */
export const ChatQuerySchema = v.object({
  after: v.optional(
    v.pipe(v.string(), v.regex(CURSOR_PATTERN), v.transform((t: string) => parseCursor(t))),
    "0",
  ),
});

/** GET /api/games/:id/events: `delta=1` asks for the event `delta` instead of whole envelopes after the first. */
export const EventsQuerySchema = v.object({ delta: v.optional(v.picklist(["0", "1"]), "0") });

/** GET /api/games/:id/log */
export const LogQuerySchema = v.object({
  after: v.optional(v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number)), "0"),
  lang: v.optional(v.picklist(["en", "es"]), "en"),
  limit: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,4}$/), v.transform(Number), v.minValue(1), v.maxValue(500)),
    "100",
  ),
});

/**
 * The fields of the new-game page form (text) as a POST /api/games body, for CreateGameSchema to
 * check: a number is sent as one digit, a ticked checkbox as "on", the 2v2 seats as `players.<seat>`.
 */
export function createGameFromForm(form: Record<string, unknown>): Record<string, unknown> {
  const { basesToWin: n, payOffNeutral: p, newcomer: nc, ...fields } = form;
  const rest: Record<string, unknown> = {};
  const players: Record<string, unknown> = {};
  for (const [k, value] of Object.entries(fields)) {
    if (k.startsWith("players.")) players[k.slice(8)] = value;
    else rest[k] = value;
  }
  if (Object.keys(players).length > 0) rest.players = players;
  return {
    ...rest,
    ...(n === undefined ? {} : { basesToWin: typeof n === "string" && /^\d$/.test(n) ? Number(n) : n }),
    ...(p === undefined ? {} : { payOffNeutral: typeof p === "string" ? p === "on" : p }),
    ...(nc === undefined ? {} : { newcomer: typeof nc === "string" ? nc === "on" : nc }),
  };
}

/** A checked POST /api/games body, defaults filled in. */
export type CreateGameInput = v.InferOutput<typeof CreateGameSchema>;
/** Levels of the computer opponent offered to players. */
export type BotLevelName = CreateGameInput["botLevel"];
/** Who plays a seat of a 2v2 game besides the creator. */
export type PlayerKind = CreateGameInput["players"]["teammate"];
/** A checked POST …/actions body. */
export type MoveInput = v.InferOutput<typeof MoveSchema>;
/** A checked POST …/undo body. */
export type UndoInput = v.InferOutput<typeof UndoSchema>;
/** A checked PUT …/standing body. */
export type StandingInput = v.InferOutput<typeof StandingSchema>;

/** Parses a value with a schema: the output, or a one-line message naming the first problem. */
export function check<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
): { ok: true; value: v.InferOutput<S> } | { ok: false; message: string } {
  const r = v.safeParse(schema, input);
  if (r.success) return { ok: true, value: r.output };
  const issue = r.issues[0];
  const path = issue.path?.map((p) => String(p.key)).join(".") ?? "";
  return { ok: false, message: path ? `${path}: ${issue.message}` : issue.message };
}
