// Entry point: a tiny path router over the pages, under the navigation bar.
import { Fragment, render } from "preact";
// first, so that each game's own style sheet (imported by its index.ts) comes after it
import "./style.css";
import { useEffect, useState } from "preact/hooks";
import { Home } from "./pages/Home";
import { TablePage } from "./pages/Table";
import { ReplayPage } from "./pages/Replay";
import { LearnPage } from "./pages/Learn";
import { ProfilePage } from "./pages/Profile";
import { LeaderboardPage } from "./pages/Leaderboard";
import { navigate } from "./router";
import { NavBar } from "./components/NavBar";
import { NotFound } from "./pages/NotFound";
import { YourGames } from "./pages/YourGames";
import { AccountPanel } from "./pages/Account";
import { t, useLanguage } from "./i18n";
import { startLanguage } from "./i18n/choose";


function route(path: string) {
  let m = /^\/tables\/([^/]+)\/?$/.exec(path);
  if (m) return <TablePage key={m[1]} tableId={decodeURIComponent(m[1])} />;
  m = /^\/replay\/([^/]+)\/?$/.exec(path);
  if (m) return <ReplayPage key={m[1]} tableId={decodeURIComponent(m[1])} />;
  m = /^\/learn\/([^/]+)\/?$/.exec(path);
  if (m) return <LearnPage key={m[1]} game={decodeURIComponent(m[1])} />;
  m = /^\/players\/([^/]+)\/?$/.exec(path);
  if (m) return <ProfilePage key={m[1]} playerId={decodeURIComponent(m[1])} />;
  m = /^\/leaderboards\/([^/]+)\/([^/]+)\/?$/.exec(path);
  if (m) return <LeaderboardPage key={path} game={decodeURIComponent(m[1])} group={decodeURIComponent(m[2])} />;
  if (path === "/sign-in" || path === "/sign-in/") return <AccountPanel start="signin" onDone={() => navigate("/")} />;
  if (path === "/your-games" || path === "/your-games/") return <YourGames />;
  if (path === "/" || path === "") return <Home />;
  return <NotFound />;
}

function App() {
  const [path, setPath] = useState(location.pathname);
  useEffect(() => {
    const update = () => setPath(location.pathname);
    window.addEventListener("popstate", update);
    window.addEventListener("seaboard:navigate", update);
    return () => {
      window.removeEventListener("popstate", update);
      window.removeEventListener("seaboard:navigate", update);
    };
  }, []);
  // a new language renders every page anew (its data asked again in that language; a
  // table's socket says hello again with it)
  const lang = useLanguage();
  return (
    <Fragment key={lang}>
      <a class="skip" href="#main">
        {t("main.skip")}
      </a>
      <NavBar path={path} />
      <main id="main">{route(path)}</main>
    </Fragment>
  );
}

void startLanguage().finally(() => render(<App />, document.getElementById("app")!));
