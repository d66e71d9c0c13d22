/**
 * A ref for the element a dialog focuses when it opens: focused once, when it mounts, never again on the
 * re-renders a live table causes while the dialog stays open (a ref callback runs on every render).
 */
import { type RefObject } from "preact";
import { useEffect, useRef } from "preact/hooks";

/** The ref to put on the element to focus when its component mounts. */
export function useFocusOnce<T extends HTMLElement>(): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}
