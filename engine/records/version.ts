/**
 * The engine's version, written into game records: a record replays exactly only on an engine whose
 * rules make the same states from the same options and actions. Bump it by hand whenever the rules
 * change what a game does (the uniform pinned playouts' rule hashes change); `tests/engine/version_test.ts`
 * ties each version to the fingerprint of those hashes, so a re-pin without a bump fails. Bot games are
 * not covered: a record stores every action, so a bot's choices never need the bot to replay.
 * rules-2: Yavin IV in 2v2 also reacts to the discards of the teammate's opponent (docs/rulings.md, 2v2 §12).
 */

/** The version of the rules this engine plays. */
export const ENGINE_VERSION = "holotable-rules-2";
