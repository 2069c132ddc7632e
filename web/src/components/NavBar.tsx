// The bar on top of every page: home, Your games, your profile, sign in or out.
import { useEffect, useState } from "preact/hooks";
import { ensureIdentity, type Identity } from "../api";
import { signOut } from "../account";
import { navigate } from "../router";
import { IDENTITY_EVENT } from "../pages/Account";
import { language, t } from "../i18n";
import { chooseLanguage, languageChoices } from "../i18n/choose";

function Link({ to, here, label, test }: { to: string; here: string; label: string; test: string }) {
  return (
    <a
      href={to}
      data-nav={test}
      aria-current={here === to ? "page" : undefined}
      onClick={(e) => {
        e.preventDefault();
        navigate(to);
      }}
    >
      {label}
    </a>
  );
}

export function NavBar({ path }: { path: string }) {
  const [me, setMe] = useState<Identity | null>(null);
  useEffect(() => {
    const load = () =>
      ensureIdentity()
        .then(setMe)
        .catch(() => setMe(null));
    load();
    window.addEventListener(IDENTITY_EVENT, load);
    return () => window.removeEventListener(IDENTITY_EVENT, load);
  }, []);
  const out = async () => {
    await signOut();
    window.dispatchEvent(new Event(IDENTITY_EVENT));
    navigate("/");
  };
  return (
    <header class="topbar">
      <a
        href="/"
        class="brand"
        data-nav="brand"
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
      <nav class="site-nav" aria-label={t("nav.site")}>
        <Link to="/" here={path} label={t("nav.home")} test="home" />
        <Link to="/your-games" here={path} label={t("nav.yourGames")} test="your-games" />
        {me && <Link to={`/players/${me.player_id}`} here={path} label={t("nav.profile")} test="profile" />}
        {me?.account ? (
          <button class="nav-button" onClick={out} data-nav="sign-out" title={t("nav.signedInAs", { name: me.name })}>
            {t("nav.signOut")}
          </button>
        ) : (
          <Link to="/sign-in" here={path} label={t("nav.signIn")} test="sign-in" />
        )}
        <span class="language-switch" role="group" aria-label={t("nav.language")}>
          {languageChoices().map((choice) => (
            <button
              class="nav-button"
              lang={choice.code}
              data-language={choice.code}
              aria-pressed={language() === choice.code}
              disabled={language() === choice.code}
              onClick={() => void chooseLanguage(choice.code)}
            >
              {choice.name}
            </button>
          ))}
        </span>
      </nav>
    </header>
  );
}
