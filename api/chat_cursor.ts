/**
 * A chat cursor on the wire: `<table>.<team>` (the last message number read on the table's channel and
 * on the reader's team's), or `<table>` alone for `<table>.0`. Written by the browser and the tools,
 * read by the server's query schema.
 */
import type { ChatCursor } from "./contract.ts";

/** The form of a cursor in a query. */
export const CURSOR_PATTERN = /^\d{1,9}(\.\d{1,9})?$/;

/** A cursor as the query's `after` / `chatAfter` value. */
export function cursorText(c: ChatCursor): string {
  return `${c.table}.${c.team}`;
}

/** The cursor of a query value (`CURSOR_PATTERN`); anything else reads as the start. */
export function parseCursor(text: string | null | undefined): ChatCursor {
  if (!text || !CURSOR_PATTERN.test(text)) return { table: 0, team: 0 };
  const [table, team = "0"] = text.split(".");
  return { table: Number(table), team: Number(team) };
}
