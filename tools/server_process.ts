/**
 * The server (`main.ts`) as a child process on loopback over a KV file, for the benchmark and the
 * crash test: started, and its address read from its "listening on" line.
 */

/** A running server process and the base URL it listens on. */
export interface ServerProcess {
  child: Deno.ChildProcess;
  base: string;
}

const LISTENING = /listening on (http:\/\/\S+?)\/?\s/;

/**
 * Starts `main.ts` on 127.0.0.1 at a free port over the KV file `kvPath`, with `env` added to its
 * environment; fails after `timeoutMs`.
 */
export async function startServer(
  kvPath: string,
  timeoutMs = 30_000,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const child = new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", "main.ts"],
    cwd: new URL("..", import.meta.url),
    // MOVE_RATE 0: the benchmark's and the crash test's players move far faster than people.
    env: { PORT: "0", HOST: "127.0.0.1", KV_PATH: kvPath, NO_COLOR: "1", MOVE_RATE: "0", ...env },
    stdout: "piped",
    stderr: "inherit",
  }).spawn();
  const reader = child.stdout.pipeThrough(new TextDecoderStream()).getReader();
  const deadline = Date.now() + timeoutMs;
  let out = "";
  while (!LISTENING.test(out)) {
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not start: ${out}`);
    }
    const { done, value } = await reader.read();
    if (done) throw new Error(`server exited: ${out}`);
    out += value;
  }
  reader.releaseLock();
  child.stdout.cancel().catch(() => {});
  return { child, base: LISTENING.exec(out)![1] };
}
