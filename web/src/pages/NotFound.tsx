// What an address that leads nowhere shows: a page in words, with the way back.
import { useEffect } from "preact/hooks";
import { navigate } from "../router";

export function NotFound({ what }: { what?: string }) {
  useEffect(() => {
    document.title = "Not found · Seaboard";
  }, []);
  return (
    <section class="page not-found" data-testid="not-found">
      <h1>There is nothing here</h1>
      <p>{what ?? "No page of Seaboard has this address. It may have been mistyped, or the link is old."}</p>
      <p>
        <a
          class="button"
          href="/"
          onClick={(e) => {
            e.preventDefault();
            navigate("/");
          }}
        >
          Go to the games
        </a>
      </p>
    </section>
  );
}
