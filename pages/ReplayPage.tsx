/** The replay page: the header and the Replay island (its own bundle, static/build/replay.js). */
import { Fragment, h } from "preact";
import Replay, { type ReplayProps } from "../islands/Replay.tsx";
import { Island, Top } from "./Page.tsx";

/** The page around the replay viewer. */
export function ReplayPage({ props }: { props: ReplayProps }) {
  return (
    <>
      <Top t={props.t} />
      <Island name="Replay" island={Replay} props={props} />
    </>
  );
}
