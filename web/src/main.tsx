// Entry point: a tiny path router over the three pages.
import { render } from "preact";
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
  return <Home />;
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
  return (
    <>
      <a class="skip" href="#main">
        Skip to content
      </a>
      <header class="topbar">
        <a
          href="/"
          class="brand"
          onClick={(e) => {
            e.preventDefault();
            navigate("/");
          }}
        >
          <svg viewBox="0 0 16 16" width="22" height="22" aria-hidden="true">
            <rect width="16" height="16" rx="3" fill="#0b3d5c" />
            <path d="M2 10q3-3 6 0t6 0v4H2z" fill="#56b4e9" />
          </svg>
          Seaboard
        </a>
      </header>
      <main id="main">{route(path)}</main>
    </>
  );
}

render(<App />, document.getElementById("app")!);
