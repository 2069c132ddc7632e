// What an address that leads nowhere shows: a page in words, with the way back.
import { useEffect } from "preact/hooks";
import { navigate } from "../router";
import { t } from "../i18n";

export function NotFound({ what }: { what?: string }) {
  useEffect(() => {
    document.title = t("notFound.tab");
  }, []);
  return (
    <section class="page not-found" data-testid="not-found">
      <h1>{t("notFound.title")}</h1>
      <p>{what ?? t("notFound.text")}</p>
      <p>
        <a
          class="button"
          href="/"
          onClick={(e) => {
            e.preventDefault();
            navigate("/");
          }}
        >
          {t("notFound.games")}
        </a>
      </p>
    </section>
  );
}
