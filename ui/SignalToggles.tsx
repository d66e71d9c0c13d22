/**
 * The opt-in switches of the your-turn signals (sound, a notification from the open page, Web Push on this
 * device); permission is asked only on opting in. Beside them, the standing answers' sheet (`Standing.tsx`).
 */
import { h } from "preact";
import { useEffect } from "preact/hooks";
import { DevicePush } from "./DevicePush.tsx";
import { Standing } from "./Standing.tsx";
import { loadPrefs, prefs, setPref } from "./signals.ts";
import type { Store } from "./store.ts";
import { WORDS } from "./words.ts";

/** The switches, under the log; gone once the game is over (nothing is left to signal or answer). */
export function SignalToggles({ s }: { s: Store }) {
  useEffect(loadPrefs, []);
  if (s.view.value.viewer < 0 || s.p.still || s.view.value.winner >= 0) return null;
  const w = WORDS[s.p.lang], p = prefs.value;
  return (
    <fieldset class="signals">
      <legend>{w.signals}</legend>
      <label>
        <input
          type="checkbox"
          checked={p.sound}
          onChange={(e) => setPref("sound", e.currentTarget.checked)}
        />{" "}
        {w.sound}
      </label>
      <label>
        <input
          type="checkbox"
          checked={p.notify}
          onChange={async (e) => {
            const on = e.currentTarget.checked;
            const asked = on && typeof Notification !== "undefined" && await Notification.requestPermission();
            setPref("notify", asked === "granted");
          }}
        />{" "}
        {w.notify}
      </label>
      <DevicePush s={s} />
      <Standing s={s} />
    </fieldset>
  );
}
