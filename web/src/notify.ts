// The browser's notice that it became the player's turn (the Notification API, asked once).
import { useEffect, useRef } from "preact/hooks";
import { t } from "./i18n";

const ASKED_KEY = "seaboard.notify.asked";

/** Ask once (ever, per browser) whether the site may notify; on a turn-based table only. */
export function askToNotifyOnce(): void {
  if (typeof Notification === "undefined" || Notification.permission !== "default") return;
  if (localStorage.getItem(ASKED_KEY)) return;
  localStorage.setItem(ASKED_KEY, "1");
  Notification.requestPermission().catch(() => undefined);
}

/** Notify when the turn becomes the player's while the tab is not in view. */
export function useTurnNotice(myTurn: boolean, title: string, turnBased: boolean): void {
  const before = useRef(myTurn);
  useEffect(() => {
    if (turnBased) askToNotifyOnce();
  }, [turnBased]);
  useEffect(() => {
    const became = myTurn && !before.current;
    before.current = myTurn;
    if (!became || !document.hidden) return;
    if (typeof Notification === "undefined" || Notification.permission !== "granted") return;
    const notice = new Notification(t("notify.turn"), { body: title, tag: `seaboard-turn-${title}` });
    notice.onclick = () => {
      window.focus();
      notice.close();
    };
  }, [myTurn]);
}
