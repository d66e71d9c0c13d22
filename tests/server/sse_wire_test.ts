/** The SSE response of `server/sse_wire.ts`: wire format, writes waiting for the reader, the client going away. */
import assert from "node:assert/strict";
import { sseFrame, sseResponse, type SseSink } from "../../server/sse_wire.ts";

Deno.test("SSE wire: events framed as the EventSource format wants, one data line per line", () => {
  assert.equal(sseFrame({ data: "{}" }), "data: {}\n\n");
  assert.equal(
    sseFrame({ data: "a\nb", event: "delta", id: "7", retry: 2000 }),
    "event: delta\ndata: a\ndata: b\nid: 7\nretry: 2000\n\n",
  );
  assert.throws(() => sseFrame({ data: "x", id: "1\n2" }), /one line/);
});

Deno.test("SSE wire: a write waits until the reader takes more; the stream ends with the session", async () => {
  let sink!: SseSink;
  let finish!: () => void;
  const res = sseResponse((s) => {
    sink = s;
    return new Promise<void>((r) => (finish = r));
  });
  assert.equal(res.headers.get("content-type"), "text/event-stream");
  assert.equal(res.headers.get("cache-control"), "no-cache");
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let second = false;
  await sink.writeSSE({ data: "one", id: "1" });
  const pending = sink.writeSSE({ data: "two", id: "2" }).then(() => (second = true));
  let text = (await reader.read()).value!;
  assert.equal(text, "data: one\nid: 1\n\n", "the reader takes the first event");
  assert.equal(second, false, "the second event is not read yet: its write waits");
  while (!text.includes("two")) text += (await reader.read()).value;
  await pending;
  assert.equal(text, "data: one\nid: 1\n\ndata: two\nid: 2\n\n");
  finish();
  let rest = await reader.read();
  while (!rest.done) rest = await reader.read();
  assert.equal(sink.aborted, true, "a finished session's sink takes no more writes");
});

Deno.test("SSE wire: the client going away is told once, to listeners added before and after", async () => {
  let sink!: SseSink;
  const told: string[] = [];
  const res = sseResponse((s) => {
    sink = s;
    s.onAbort(() => told.push("before"));
    return new Promise<void>((r) => s.onAbort(r));
  });
  await res.body!.cancel();
  assert.equal(sink.aborted, true);
  sink.onAbort(() => told.push("after"));
  assert.deepEqual(told, ["before", "after"]);
  await sink.writeSSE({ data: "ignored" });
});
