/**
 * The chat's and the event stream's bodies as valibot schemas (`api/responses.ts` holds the rest):
 * chat messages and pages, presence, `gone` and deltas.
 */
import * as v from "valibot";
import { QUICK_PHRASES } from "./schemas.ts";

const Int = v.pipe(v.number(), v.integer());
const described = <S extends v.GenericSchema>(schema: S, text: string) => v.pipe(schema, v.description(text));

/** A chat message (201 `POST …/chat`): plain text (to be shown escaped) or a quick phrase. */
export const ChatMessageSchema = v.strictObject({
  n: described(
    v.pipe(Int, v.minValue(1)),
    "Number of the message on its channel, from 1 (the table's channel and each team's are numbered apart)",
  ),
  seat: Int,
  channel: v.picklist(["table", "team"]),
  at: described(Int, "When it was posted (epoch ms)"),
  text: described(v.optional(v.string()), "Plain text: show it escaped"),
  phrase: v.optional(v.picklist(QUICK_PHRASES)),
});

/** Where a reader stands in the chat: the last message read on the table's channel and on its team's. */
export const ChatCursorSchema = v.strictObject({
  table: described(Int, "The last message number read on the table's channel"),
  team: described(Int, "On the caller's team's channel (0 without one)"),
});

/** `GET …/chat?after` and the SSE event `chat`: the messages the caller may read after `after`. */
export const ChatPageSchema = v.strictObject({
  messages: described(v.array(ChatMessageSchema), "Oldest first"),
  last: described(
    ChatCursorSchema,
    "How far the page read each channel: pass as `after` = `<table>.<team>` to continue",
  ),
});

/** One seat's presence: online or away, since when (epoch ms; null: not seen since the process started). */
export const SeatPresenceSchema = v.strictObject({ online: v.boolean(), since: v.nullable(Int) });

/** The data of the SSE event `presence`. */
export const PresenceSchema = described(
  v.strictObject({ seats: v.array(SeatPresenceSchema) }),
  "The data of the SSE event `presence`: per seat, whether its player has an event stream open to this " +
    "server process (per isolate on Deno Deploy), and since when (epoch ms; null: not seen since the " +
    "process started)",
);

/** The data of the SSE event `gone`, sent once when the game no longer exists. */
export const GoneSchema = v.strictObject({ error: v.literal("not-found") });

/** One change of a delta: `[path, value]` sets the value at the path, `[path]` deletes it. */
export const DeltaOpSchema = v.union([v.tuple([v.string(), v.unknown()]), v.tuple([v.string()])]);

/** The data of the SSE event `delta`: how the envelope of seq `base` becomes the envelope of `seq`. */
export const DeltaSchema = v.strictObject({
  seq: Int,
  base: Int,
  ops: described(v.array(DeltaOpSchema), "In order; a path is keys joined by `/`"),
});
