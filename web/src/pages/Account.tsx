// The home page's identity bar: who you play as, and the forms to sign up, sign in and out,
// rename and change the password.
import { useEffect, useState } from "preact/hooks";
import { ACCOUNT_KEY, ensureIdentity, type Identity } from "../api";
import { changePassword, rename, signIn, signOut, signUp } from "../account";
import { t, tx } from "../i18n";

type Form = "none" | "signup" | "signin" | "rename" | "password";
export const IDENTITY_EVENT = "seaboard:identity";

function changed(): void {
  window.dispatchEvent(new Event(IDENTITY_EVENT));
}

const NAME_RULE = () => t("account.nameRule");
const PASSWORD_RULE = () => t("account.passwordRule");

function Field(props: { id: string; label: string; type?: string; value: string; set: (v: string) => void; hint?: string; auto?: string }) {
  return (
    <div class="field">
      <label for={props.id}>{props.label}</label>
      <input
        id={props.id}
        name={props.id}
        type={props.type ?? "text"}
        autoComplete={props.auto}
        value={props.value}
        aria-describedby={props.hint ? `${props.id}-hint` : undefined}
        onInput={(e) => props.set((e.target as HTMLInputElement).value)}
      />
      {props.hint && <small id={`${props.id}-hint`}>{props.hint}</small>}
    </div>
  );
}

/** `start`: the form open at first (the /sign-in page opens signing in); `onDone`: where to
 * go once a form succeeded (that page goes home, where Your games are). */
export function AccountPanel({ start = "none", onDone }: { start?: Form; onDone?: () => void } = {}) {
  const [me, setMe] = useState<Identity | null>(null);
  const [form, setForm] = useState<Form>(start);
  const [name, setName] = useState("");
  const [password, setPassword] = useState("");
  const [fresh, setFresh] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const load = () =>
    ensureIdentity()
      .then((found) => {
        const last = localStorage.getItem(ACCOUNT_KEY);
        if (last && !found.account) {
          // The stored session was refused (it expired, or a new password ended it).
          localStorage.removeItem(ACCOUNT_KEY);
          setNote(t("account.ended", { name: last }));
        }
        setMe(found);
      })
      .catch((e) => setError(t("account.unreachable", { error: e instanceof Error ? e.message : String(e) })));
  useEffect(() => {
    load();
    // signed in or out elsewhere on the page (the navigation bar): show who you are now
    const again = () => void load();
    window.addEventListener(IDENTITY_EVENT, again);
    return () => window.removeEventListener(IDENTITY_EVENT, again);
  }, []);

  const open = (next: Form) => {
    setForm(next);
    setError(null);
    setNote(null);
    setPassword("");
    setFresh("");
    setName(next === "rename" && me ? me.name : "");
  };

  const run = async (work: () => Promise<string>) => {
    setBusy(true);
    setError(null);
    try {
      const said = await work();
      setForm("none");
      setNote(said);
      await load();
      changed();
      onDone?.();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: Event) => {
    event.preventDefault();
    if (form === "signup") run(async () => (await signUp(name, password), t("account.made")));
    else if (form === "signin") run(async () => (await signIn(name, password), t("account.signedIn")));
    else if (form === "rename") run(async () => t("account.renamed", { name: (await rename(name)).name }));
    else if (form === "password") run(async () => (await changePassword(password, fresh), t("account.passwordChanged")));
  };

  if (!me) return <p class="identity">{error ?? t("table.connecting")}</p>;
  const title = { signup: t("account.formSignup"), signin: t("account.formSignin"), rename: t("account.formRename"), password: t("account.formPassword"), none: "" }[form];
  return (
    <section class="account" aria-label={t("account.aria")}>
      <p class="identity">
        {tx("account.playAs", { name: <strong data-testid="my-name">{me.name}</strong> })}
        <span class="tag" data-testid="kind">{me.account ? t("account.kindAccount") : t("account.kindGuest")}</span>
      </p>
      <div class="row account-actions">
        <button class="link" onClick={() => open("rename")}>{t("account.changeName")}</button>
        {me.account ? (
          <>
            <button class="link" onClick={() => open("password")}>{t("account.changePassword")}</button>
            <button class="link" onClick={() => run(async () => (await signOut(), t("account.signedOut")))}>
              {t("nav.signOut")}
            </button>
          </>
        ) : (
          <>
            <button class="link" onClick={() => open("signup")}>{t("account.formSignup")}</button>
            <button class="link" onClick={() => open("signin")}>{t("account.formSignin")}</button>
          </>
        )}
      </div>
      {note && <p class="hint" role="status">{note}</p>}
      {form !== "none" && (
        <form class="account-form" onSubmit={submit} aria-label={title}>
          <h3>{title}</h3>
          {form === "signup" && <p class="hint">{t("account.signupHint", { name: me.name })}</p>}
          {form === "signin" && <p class="hint">{t("account.signinHint", { name: me.name })}</p>}
          {form !== "password" && (
            <Field id="account-name" label={form === "rename" && !me.account ? t("account.name") : t("account.userName")} value={name} set={setName} hint={form === "rename" && !me.account ? t("account.nameHint") : NAME_RULE()} auto="username" />
          )}
          {form !== "rename" && (
            <Field
              id="account-password"
              label={form === "password" ? t("account.currentPassword") : t("account.password")}
              type="password"
              value={password}
              set={setPassword}
              hint={form === "signup" ? PASSWORD_RULE() : undefined}
              auto={form === "signup" ? "new-password" : "current-password"}
            />
          )}
          {form === "password" && <Field id="account-new-password" label={t("account.newPassword")} type="password" value={fresh} set={setFresh} hint={PASSWORD_RULE()} auto="new-password" />}
          {error && (
            <p class="error" role="alert">
              {error}
            </p>
          )}
          <div class="row">
            <button type="submit" class="primary" disabled={busy}>
              {{ signup: t("account.submitSignup"), signin: t("account.formSignin"), rename: t("account.save"), password: t("account.changePassword"), none: "" }[form]}
            </button>
            <button type="button" onClick={() => open("none")}>
              {t("common.cancel")}
            </button>
          </div>
        </form>
      )}
      {form === "none" && error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
