// Helpers shared by the boards: keyboard-activatable SVG targets and small widgets.
import { t } from "../i18n";

/** Props for a clickable SVG/HTML element that also works with Enter and Space. */
export function target(label: string, onActivate: () => void, extra: Record<string, string | undefined> = {}): Record<string, any> {
  const props: Record<string, unknown> = {
    role: "button",
    tabindex: 0,
    "aria-label": label,
    class: "target",
    onClick: (event: Event) => {
      event.stopPropagation();
      onActivate();
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === "Enter" || event.key === " ") {
        event.preventDefault();
        onActivate();
      }
    },
  };
  for (const [k, v] of Object.entries(extra)) if (v !== undefined) props[k] = v;
  return props;
}

/** A prompt line above a board: what the player is asked to do now. */
export function Prompt({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p class="prompt" aria-live="polite">
      {text}
    </p>
  );
}

export function seatName(names: string[], seat: number | null | undefined): string {
  if (seat === null || seat === undefined) return t("widgets.nobody");
  return names[seat] ?? t("seat.n", { n: seat + 1 });
}
