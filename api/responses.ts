/**
 * The response bodies of the HTTP API as valibot schemas: the contract's types are inferred from them
 * (`api/contract.ts`), the OpenAPI document's `components.schemas` are generated from them
 * (`server/openapi_schemas.ts`), and a test checks every real response against them
 * (`tests/server/responses_test.ts`). Objects are strict: a field the schema does not name fails.
 */
import * as v from "valibot";
import { ActionSchema } from "./schemas.ts";
import { STANDING_CHOICES } from "../engine/bots/standing.ts";
import { ViewSchema } from "./view_schema.ts";
import { CLOCK_KINDS } from "./clocks.ts";

const Int = v.pipe(v.number(), v.integer());
const Level = v.picklist(["easy", "normal", "hard"]);
const Faction = v.picklist(["empire", "rebel"]);
const EpochMs = v.pipe(v.number(), v.description("Epoch ms"));
const described = <S extends v.GenericSchema>(schema: S, text: string) => v.pipe(schema, v.description(text));

/** A seat the computer plays, and its level. */
export const BotSeatSchema = v.strictObject({ seat: Int, level: Level });

/** 201 `POST /api/games`. */
export const CreatedSchema = v.strictObject({
  id: v.string(),
  seat: Int,
  token: described(v.string(), "The creator's seat token (also set as the HttpOnly cookie `ht_<id>`)"),
  url: described(v.string(), "The game's page"),
  inviteUrl: described(
    v.nullable(v.string()),
    "The table's invitation link, for any free seat (1v1: the guest's); null when no seat is left to a friend",
  ),
  bots: described(
    v.array(BotSeatSchema),
    "The seats the computer plays, with its level (1v1: none or the guest's)",
  ),
  seatInviteUrls: described(
    v.array(v.strictObject({ seat: Int, url: v.string() })),
    "2v2: one invitation link per seat left to a friend (1v1: none, the table's link is the guest's)",
  ),
});

/** 200 `POST …/join` and `POST …/claim`: the seat taken and its token (also set as a cookie). */
export const JoinedSchema = v.strictObject({ seat: Int, token: v.string() });

/** The prompt of one pending decision, worded for one reader (the engine's `Prompt`). */
const PromptSchema = v.strictObject({
  title: v.string(),
  options: v.array(v.string()),
  pass: v.optional(v.string()),
  cards: v.optional(v.array(v.string())),
});

/** A move the caller may take back: the seq to send to `POST …/undo`, and the action (to name it). */
export const UndoOfferSchema = v.strictObject({ seq: Int, action: ActionSchema });

/** `GET /api/games/:id`, `POST …/actions`, `POST …/undo` and the data of each SSE message. */
/** One team's clock as a table shows it. */
const ClockSideSchema = v.strictObject({
  team: Int,
  left: described(
    Int,
    "Milliseconds left: when its running stretch began (it runs out at `deadline`), else the stopped bank",
  ),
  deadline: described(
    v.nullable(EpochMs),
    "While this team must act, when its clock runs out (epoch ms, the server's time); null while it is stopped",
  ),
});

/** The game's turn clock: its kind, each team's, and the claim on time that ended the game (if any). */
export const ClockSchema = v.strictObject({
  kind: v.picklist(CLOCK_KINDS),
  sides: v.array(ClockSideSchema),
  claim: described(
    v.nullable(v.strictObject({ seat: Int, team: Int, at: EpochMs })),
    "The seat that claimed the game when the other side's clock ran out (its team won); null: none",
  ),
});

export const EnvelopeSchema = v.strictObject({
  seq: described(Int, "Moves applied so far; the seq to send with the next move"),
  view: ViewSchema,
  seated: described(v.array(v.boolean()), "Per seat: whether someone holds it"),
  rematch: described(v.nullable(v.string()), "Id of the rematch game, once one was started"),
  at: described(EpochMs, "Time of the game's last change (epoch ms)"),
  prompts: described(
    v.strictObject({ en: v.array(PromptSchema), es: v.array(PromptSchema) }),
    "Per language: the prompt of each pending decision of the view, in order, worded for the caller. For " +
      "the seat that answers: `title`, option labels `options`, `pass` label when passing is allowed, and " +
      "`cards` (the offered cards, each named with whose it is and where, when names alone do not tell them " +
      "apart). For any other caller: `title` says who is choosing what, `options` is empty",
  ),
  bots: described(
    v.array(BotSeatSchema),
    "Every seat the computer plays, with its level (1v1: none or the guest's; 2v2: up to three)",
  ),
  undo: described(
    v.nullable(UndoOfferSchema),
    "The caller's own last move, which it may take back now with POST …/undo; else null",
  ),
  clock: described(
    v.nullable(ClockSchema),
    "The turn clock (null: the game has none). A team's time runs only while it must act; once a running " +
      "clock's deadline has passed, a seat of the other team may end the game with POST …/claim-win",
  ),
  coach: v.optional(described(
    v.literal(true),
    "Present only for the seat of a friend new to the game (created with `newcomer`): its table opens " +
      "with an introduction and the coach on",
  )),
});

/** One entry of the caller's log: a move's events (each with a line), or an undo (no events). */
const LogEntrySchema = v.strictObject({
  seq: Int,
  at: EpochMs,
  events: v.array(v.strictObject({
    event: described(
      v.looseObject({ k: v.string() }),
      "The engine's event as the caller may see it (`SeenEvent`): its kind `k` is checked, the rest is not",
    ),
    text: v.nullable(v.string()),
  })),
  undo: described(
    v.optional(v.strictObject({ seat: Int, undoes: Int, text: v.string() })),
    "Present on an undo entry (no events): who took back which move, and the line",
  ),
});

/** `GET …/log?after&limit&lang`. */
export const LogPageSchema = v.strictObject({
  seq: described(Int, "The game's current seq"),
  entries: v.array(LogEntrySchema),
  next: described(Int, "Pass as `after` to continue"),
  more: v.boolean(),
});

/** `POST …/rematch` (201 when it created the rematch, 200 when it existed). */
export const RematchedSchema = v.strictObject({ id: v.string(), seat: Int, url: v.string() });

/** What a game waits for, seen from the browser's seat, and since when (epoch ms). */
export const GameWaitSchema = v.variant("for", [
  v.strictObject({ for: v.literal("you"), what: v.picklist(["turn", "decision"]), since: EpochMs }),
  v.strictObject({ for: v.literal("friend"), seats: Int, since: EpochMs }),
  v.strictObject({ for: v.literal("computer"), since: EpochMs }),
  v.strictObject({ for: v.literal("join"), seats: Int, since: EpochMs }),
]);

/** One game of `GET /api/my-games`: a game the browser's seat cookies hold a seat in. */
export const MyGameSchema = v.strictObject({
  id: v.string(),
  url: described(v.string(), "The game's page"),
  status: v.picklist(["running", "waiting", "finished"]),
  seat: Int,
  side: Faction,
  toAct: described(v.array(Int), "Seats that must act now (empty unless running)"),
  yourTurn: v.boolean(),
  winner: described(Int, "Winning seat, or -1"),
  opponent: described(v.picklist(["human", "bot"]), "Who plays the other side"),
  botLevels: described(
    v.array(Level),
    "The level of each computer seat on the other side, in seat order (empty when people play them)",
  ),
  at: described(EpochMs, "Time of the game's last change (epoch ms)"),
  wait: described(
    v.nullable(GameWaitSchema),
    "What the game waits for, and since when (epoch ms); null once it is over. `you`: the seat's side's " +
      "turn or a decision of the seat's; `friend`/`join`: `seats` people to act or to take their seats",
  ),
  clock: described(
    v.nullable(v.strictObject({ left: Int, deadline: v.nullable(EpochMs) })),
    "The seat's side's turn clock: ms left at the server's time of the answer, and when it runs out while it " +
      "runs (null: stopped); null when the game has no clock",
  ),
});

/** `GET /api/my-games`: games that wait for the seat first (longest wait first), then newest change first. */
export const MyGamesSchema = v.strictObject({ games: v.array(MyGameSchema) });

/** 201 `POST /api/games/:id/transfer`: a one-time link that moves the caller's seat. */
export const TransferLinkSchema = v.strictObject({
  url: described(v.string(), "Open it (or post its secret to `POST …/claim`) on the other device"),
  transfer: described(v.string(), "The one-time secret in the link"),
  seat: Int,
  expiresAt: described(Int, "The link works until then (epoch ms)"),
});

/** The HTTP edge's own error codes, found before the game service is asked anything. */
export const HTTP_ERROR_CODES = [
  "bad-request",
  "bad-json",
  "bad-content-type",
  "bad-host",
  "too-large",
  "timeout",
  "not-found",
  "internal",
] as const;

/** Every error body: a code, a sentence, and the game's seq where it matters (stale or illegal move). */
export const ErrorBodySchema = v.strictObject({
  error: described(
    v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]*$/)),
    "A code of the HTTP edge or of the game service, or for an illegal move (422) the engine's code",
  ),
  message: v.pipe(v.string(), v.minLength(1)),
  seq: v.optional(Int),
});

/** `GET /api/games/:id/summary` (finished games): the engine's end-of-game summary (`GameSummary`). */
export const GameSummarySchema = v.strictObject({
  turns: Int,
  winner: Int,
  seats: v.array(v.strictObject({
    faction: Faction,
    bought: described(v.array(v.string()), "Card name ids, in order"),
    damageToBases: Int,
    damageToShips: Int,
    basesDestroyed: Int,
  })),
  basesDestroyed: v.array(
    v.strictObject({ card: Int, name: v.string(), owner: Int, by: Int, turn: Int }),
  ),
  force: described(
    v.array(v.pipe(Int, v.minValue(0), v.maxValue(6))),
    "The Force marker at the start, after each turn, and at the end (0 Empire … 6 Rebels)",
  ),
});

/** `GET /api/games/:id/record` (finished games): engine version, options (seed included), actions. */
export const GameRecordSchema = v.strictObject({
  engine: described(v.string(), "The engine version that can replay it"),
  options: v.strictObject({
    seed: Int,
    empireSeat: v.picklist([0, 1]),
    mode: v.picklist(["beginner", "fullGalaxy", "secretBases"]),
    basesToWin: Int,
    payOffNeutral: v.boolean(),
    format: v.optional(v.literal("2v2")),
  }),
  actions: v.array(v.strictObject({ seat: Int, action: ActionSchema })),
});

/** `GET`/`PUT /api/games/:id/standing`: the caller's standing answers, every question with its choice. */
export const StandingAnswersSchema = v.strictObject({
  opponentChoice: described(
    v.picklist(STANDING_CHOICES.opponentChoice),
    "When the other side's card lets you choose (B-Wing, Duros Spy): ask, discard a card, or give the bonus",
  ),
  discard: described(
    v.picklist(STANDING_CHOICES.discard),
    "When you must discard from your hand during the other side's turn: ask, or the card of lowest cost",
  ),
});

/** `GET /api/push/key`: the server's VAPID public key, `applicationServerKey` of `PushManager.subscribe`. */
export const PushKeySchema = v.strictObject({
  publicKey: described(
    v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{87}$/)),
    "Base64url of the uncompressed P-256 point (65 bytes)",
  ),
});

/** `GET /api/openapi.json`: the OpenAPI document itself, its top level checked. */
export const OpenApiDocumentSchema = v.looseObject({
  openapi: v.literal("3.1.0"),
  info: v.looseObject({ title: v.string(), version: v.string() }),
  paths: v.record(v.string(), v.record(v.string(), v.looseObject({ responses: v.looseObject({}) }))),
  components: v.looseObject({ schemas: v.record(v.string(), v.looseObject({})) }),
});
