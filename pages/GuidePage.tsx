/** The guided first game's page shell (`GET /learn`): the page's header and the Guide island with its props. */
import { Fragment, h } from "preact";
import type { Lang } from "../engine/mod.ts";
import type { Messages } from "../ui/i18n.ts";
import { cardFaces } from "../ui/faces.tsx";
import { tableLearn } from "../ui/learn/table_words.ts";
import { GUIDE } from "../ui/guide/words.ts";
import Guide, { type GuideProps } from "../islands/Guide.tsx";
import { Island, Top } from "./Page.tsx";

/** The page's body: chapter `at` (its index; the chapters' count: the end), `q` the chapter asked in the address. */
export function GuidePage({ t, lang, at, q }: { t: Messages; lang: Lang; at: number; q?: string }) {
  const props: GuideProps = {
    lang,
    t,
    g: GUIDE[lang],
    cards: cardFaces(lang),
    learn: tableLearn(lang),
    at,
    resume: q === undefined,
  };
  return (
    <>
      <Top t={t} keep={q ? { c: q } : undefined} />
      <Island name="Guide" island={Guide} props={props} />
    </>
  );
}
