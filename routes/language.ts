/** The language of a page: `?lang=` (remembered in a cookie), the cookie, or the browser's Accept-Language. */
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { MESSAGES, type Messages, pickLang } from "../ui/i18n.ts";

const LANG_COOKIE = "ht_lang";

/** The page language, remembering an explicit choice. */
export function language(c: Context): Messages {
  const q = c.req.query("lang");
  const lang = pickLang(q, getCookie(c, LANG_COOKIE), c.req.header("accept-language"));
  if (q === lang) setCookie(c, LANG_COOKIE, lang, { path: "/", sameSite: "Lax", maxAge: 365 * 86_400 });
  c.header("Vary", "Cookie, Accept-Language");
  return MESSAGES[lang];
}
