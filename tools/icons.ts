// Renders the app icons (static/icons/icon-<size>.png) from static/icons/icon.svg with Chromium. Usage: deno run -A tools/icons.ts
import { chromium } from "playwright-core";
const svg = await Deno.readTextFile("static/icons/icon.svg");
const b = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu"],
});
for (const size of [180, 192, 512]) {
  const p = await b.newPage({ viewport: { width: size, height: size } });
  await p.setContent(
    `<html><body style="margin:0"><img src="data:image/svg+xml,${
      encodeURIComponent(svg)
    }" width="${size}" height="${size}" style="display:block"></body></html>`,
  );
  await p.waitForTimeout(100);
  await p.screenshot({ path: `static/icons/icon-${size}.png`, omitBackground: false });
}
await b.close();
