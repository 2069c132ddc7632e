// Links to your profile and to the leaderboards, on the home page.
import { useEffect, useState } from "preact/hooks";
import { ensureIdentity } from "../api";
import { gameTitles, groupTitle, levelsAndGroups } from "../ratings";
import { navigate } from "../router";
import { t } from "../i18n";

export function RatingsLinks() {
  const [me, setMe] = useState<string | null>(null);
  const [groups, setGroups] = useState<Record<string, number[]>>({});
  const [titles, setTitles] = useState<Record<string, string>>({});
  useEffect(() => {
    ensureIdentity()
      .then((who) => setMe(who.player_id))
      .catch(() => undefined);
    levelsAndGroups()
      .then(([, g]) => setGroups(g))
      .catch(() => undefined);
    gameTitles()
      .then(setTitles)
      .catch(() => undefined);
  }, []);
  const go = (path: string) => (e: Event) => {
    e.preventDefault();
    navigate(path);
  };
  return (
    <nav class="ratings-links" aria-label={t("links.ratings")}>
      {me && (
        <a href={`/players/${me}`} onClick={go(`/players/${me}`)} data-profile-link>
          {t("links.profile")}
        </a>
      )}
      {Object.keys(groups).length > 0 && (
        <details>
          <summary>{t("links.leaderboards")}</summary>
          <ul>
            {Object.keys(groups).map((g) => (
              <li>
                <a href={`/leaderboards/${g}`} onClick={go(`/leaderboards/${g}`)} data-leaderboard={g}>
                  {groupTitle(g, groups, titles)}
                </a>
              </li>
            ))}
          </ul>
        </details>
      )}
    </nav>
  );
}
