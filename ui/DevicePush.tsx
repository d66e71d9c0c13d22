/** "Notify me on this device": Web Push for this game's seat, turned on by a tap (the browser asks only then) and off again. */
import { h } from "preact";
import { useEffect, useState } from "preact/hooks";
import { type PushState, pushState, turnOff, turnOn } from "./device_push.ts";
import { fmt } from "./i18n.ts";
import type { Store } from "./store.ts";
import { WORDS } from "./words.ts";

/** The switch and what it says, in the signals' fieldset. */
export function DevicePush({ s }: { s: Store }) {
  const w = WORDS[s.p.lang];
  const [state, setState] = useState<PushState | null>(null);
  useEffect(() => {
    pushState(s.p.id).then(setState, () => setState({ kind: "off" }));
  }, [s.p.id]);
  if (!state) return null;
  const run = async (next: () => Promise<PushState>) => {
    setState({ kind: "busy" });
    setState(await next());
  };
  switch (state.kind) {
    case "unsupported":
      return <p class="devpush hint">{w.pushUnsupported}</p>;
    case "on":
      return (
        <div class="devpush" data-push="on">
          <p>{w.pushIsOn}</p>
          <button type="button" data-act="push-off" onClick={() => run(() => turnOff(s.p.id))}>
            {w.pushOff}
          </button>
        </div>
      );
    case "busy":
      return <p class="devpush hint" role="status">{w.pushBusy}</p>;
    default:
      return (
        <div class="devpush" data-push={state.kind}>
          <button
            type="button"
            data-act="push-on"
            aria-describedby="devpush-hint"
            onClick={() => run(() => turnOn(s.p.id, s.p.lang))}
          >
            {w.pushOn}
          </button>
          <p class="hint" id="devpush-hint">{w.pushOnHint}</p>
          {state.kind === "denied" && <p class="note" role="alert">{w.pushDenied}</p>}
          {state.kind === "failed" && (
            <p class="note" role="alert">{fmt(w.pushFailed, { m: state.reason })}</p>
          )}
        </div>
      );
  }
}
